import { EMAIL_TOKEN_INVALID } from '#contract/account-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_THROTTLE } from '../../worker/routes/users';
import { sha256Hex } from '../../worker/services/sessions';
import { registerMember } from './account-helpers';
import { Client, env, uniqueName } from './helpers';
import { emailTokenRowsText, linkIn, tokenIn, watchMail } from './mail-helpers';

let mail: ReturnType<typeof watchMail>;
beforeEach(() => {
  mail = watchMail();
});
afterEach(() => mail.restore());

const newAddress = () => `${uniqueName('novo')}@example.pt`;
const storedEmail = async (userId: number) =>
  (await env.DB.prepare('SELECT email, email_verified_at AS verifiedAt FROM users WHERE id = ?').bind(userId).first<{ email: string; verifiedAt: string | null }>())!;
const changeRows = async (userId: number) => (await env.DB.prepare("SELECT count(*) AS n FROM email_tokens WHERE user_id = ? AND purpose = 'email-change'").bind(userId).first<{ n: number }>())!.n;

/** A member who asked to change their e-mail to `to`; the token of the confirmation link. */
async function memberChangingEmail(to = newAddress()) {
  const registered = await registerMember();
  mail.clear();
  const response = await registered.client.patch(`/api/users/${registered.user.id}`, { email: to });
  expect(response.status).toBe(200);
  const [confirmation] = mail.to(to);
  return { ...registered, to, response, token: tokenIn(confirmation!, '/confirmar-email') };
}

/** What differs between two members' answers whatever the address: who they are. */
const MEMBERS_OWN = ['id', 'username', 'email', 'pendingEmail', 'createdAt'];

const confirm = (token: unknown) => new Client().post('/api/email-change/confirm', { token });

describe('PATCH /api/users/{id} with a new e-mail', () => {
  it('keeps the current e-mail, shows the new one as pending, and applies the other fields', async () => {
    const { user, client } = await registerMember();
    mail.clear();
    const to = newAddress();
    const response = await client.patch(`/api/users/${user.id}`, { email: to.toUpperCase(), bio: 'Nova bio.' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: user.email, pendingEmail: to, bio: 'Nova bio.' });
    expect((await client.get('/api/me')).body).toEqual(response.body);
    expect((await storedEmail(user.id)).email).toBe(user.email);
  });

  it('e-mails a 24-hour confirmation link to the new address and a notice to the old one', async () => {
    const before = Date.now();
    const { user, to } = await memberChangingEmail();
    const sent = mail.all();
    expect(sent.map((one) => [one.kind, one.to])).toEqual([
      ['email-change-confirmation', to],
      ['email-change-notice', user.email],
    ]);
    const link = linkIn(sent[0]!, '/confirmar-email');
    expect(link.origin).toBe('http://localhost:8787');
    expect(sent[1]!.text).toContain(to);
    expect(sent[1]!.text).not.toContain(link.searchParams.get('token'));
    const row = await env.DB.prepare("SELECT token_hash AS hash, new_email AS newEmail, expires_at AS expiresAt FROM email_tokens WHERE user_id = ? AND purpose = 'email-change'")
      .bind(user.id)
      .first<{ hash: string; newEmail: string; expiresAt: number }>();
    expect(row).toEqual({ hash: await sha256Hex(link.searchParams.get('token')!), newEmail: to, expiresAt: expect.any(Number) });
    expect(row!.expiresAt).toBeGreaterThanOrEqual(before + 24 * 3600_000);
    expect(row!.expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(await emailTokenRowsText()).not.toContain(link.searchParams.get('token'));
  });

  it('sends nothing and stores nothing when the e-mail is the current one', async () => {
    const { user, client } = await registerMember();
    mail.clear();
    const response = await client.patch(`/api/users/${user.id}`, { email: user.email.toUpperCase(), location: 'Faro' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: user.email, pendingEmail: null, location: 'Faro' });
    expect(mail.all()).toEqual([]);
    expect(await changeRows(user.id)).toBe(0);
  });

  it('answers an address another member has exactly as a free one, but e-mails the link only to a free address', async () => {
    const { user, client } = await registerMember();
    const other = await registerMember();
    mail.clear();
    const taken = await client.patch(`/api/users/${user.id}`, { email: other.user.email.toUpperCase(), bio: 'Muda como qualquer outro campo.' });
    const twin = await registerMember();
    const free = newAddress();
    const freeAnswer = await twin.client.patch(`/api/users/${twin.user.id}`, { email: free, bio: 'Muda como qualquer outro campo.' });
    // The same status and the same body, but for the member's own fields.
    expect(taken.status).toBe(200);
    expect(freeAnswer.status).toBe(200);
    const besidesTheMember = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([key]) => !MEMBERS_OWN.includes(key)));
    expect(besidesTheMember(taken.body)).toEqual(besidesTheMember(freeAnswer.body));
    expect(Object.keys(taken.body)).toEqual(Object.keys(freeAnswer.body));
    expect(taken.body).toMatchObject({ email: user.email, pendingEmail: other.user.email, bio: 'Muda como qualquer outro campo.' });
    expect((await client.get('/api/me')).body.pendingEmail).toBe(other.user.email);
    // The link never reaches the taken address: its owner gets a notice with no link; the member's
    // own address gets the usual notice.
    const toOwner = mail.to(other.user.email);
    expect(toOwner.map((one) => one.kind)).toEqual(['email-change-taken']);
    expect(toOwner[0]!.text).not.toMatch(/token=/);
    expect(toOwner[0]!.text).not.toContain(user.username);
    expect(mail.to(user.email).map((one) => one.kind)).toEqual(['email-change-notice']);
    expect(mail.to(free).map((one) => one.kind)).toEqual(['email-change-confirmation']);
    // Nothing the member holds can take the address.
    expect(await changeRows(user.id)).toBe(1);
    expect((await storedEmail(user.id)).email).toBe(user.email);
    expect((await storedEmail(other.user.id)).email).toBe(other.user.email);
  });

  it(`counts every try before looking at the address: 31 tries at a taken address answer as a free one ${EMAIL_CHANGE_THROTTLE.perMember} times, then 429`, async () => {
    const { user, client } = await registerMember();
    const other = await registerMember();
    mail.clear();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.patch(`/api/users/${user.id}`, { email: other.user.email })).status);
    expect(statuses).toEqual([...Array<number>(EMAIL_CHANGE_THROTTLE.perMember).fill(200), ...Array<number>(31 - EMAIL_CHANGE_THROTTLE.perMember).fill(429)]);
    expect(statuses).not.toContain(409);
    // A free address is refused the same way once the limit is reached.
    const refused = await client.patch(`/api/users/${user.id}`, { email: newAddress() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Já pediu várias alterações do e-mail na última hora. Aguarde e tente novamente.');
    expect(mail.to(other.user.email)).toHaveLength(EMAIL_CHANGE_THROTTLE.perMember);
  });

  it('keeps only the newest change: an earlier link stops working', async () => {
    const { user, client, token: first } = await memberChangingEmail();
    const second = newAddress();
    await client.patch(`/api/users/${user.id}`, { email: second });
    expect((await client.get('/api/me')).body.pendingEmail).toBe(second);
    expect(await changeRows(user.id)).toBe(1);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(tokenIn(mail.to(second)[0]!, '/confirmar-email'))).status).toBe(204);
    expect((await storedEmail(user.id)).email).toBe(second);
  });

  it(`allows ${EMAIL_CHANGE_THROTTLE.perMember} changes an hour per member, then 429 with Retry-After, changing nothing`, async () => {
    const { user, client } = await registerMember();
    for (let i = 0; i < EMAIL_CHANGE_THROTTLE.perMember; i++) expect((await client.patch(`/api/users/${user.id}`, { email: newAddress() })).status).toBe(200);
    const pending = (await client.get('/api/me')).body.pendingEmail;
    mail.clear();
    const refused = await client.patch(`/api/users/${user.id}`, { email: newAddress(), bio: 'Recusada.' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(mail.all()).toEqual([]);
    const me = (await client.get('/api/me')).body;
    expect(me.pendingEmail).toBe(pending);
    expect(me.bio).toBe('Terapeuta ocupacional.');
    expect((await client.patch(`/api/users/${user.id}`, { bio: 'Sem e-mail, passa.' })).status).toBe(200);
  });
});

describe('POST /api/email-change/confirm', () => {
  it('changes the e-mail (204) without a session, marks it verified and tells the new address', async () => {
    const { user, client, to, token } = await memberChangingEmail();
    mail.clear();
    expect((await confirm(token)).status).toBe(204);
    expect(await storedEmail(user.id)).toEqual({ email: to, verifiedAt: expect.stringMatching(/^\d{4}-/) });
    expect((await client.get('/api/me')).body).toMatchObject({ email: to, emailVerified: true, pendingEmail: null });
    expect(mail.all()).toEqual([expect.objectContaining({ kind: 'email-changed', to, subject: 'O e-mail da sua conta na Rede TO foi alterado' })]);
    expect(await changeRows(user.id)).toBe(0);
  });

  it('uses up the verification links of the old address too', async () => {
    const registered = await registerMember();
    const oldLink = tokenIn(mail.to(registered.user.email)[0]!, '/confirmar-email');
    const to = newAddress();
    await registered.client.patch(`/api/users/${registered.user.id}`, { email: to });
    expect((await confirm(tokenIn(mail.to(to)[0]!, '/confirmar-email'))).status).toBe(204);
    expect((await new Client().post('/api/email-verification/confirm', { token: oldLink })).status).toBe(400);
  });

  it('refuses a used, unknown or malformed link with 400', async () => {
    const { user, token } = await memberChangingEmail();
    expect((await confirm(token)).status).toBe(204);
    for (const bad of [token, 'C'.repeat(43), 'curto', null]) {
      const response = await confirm(bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(EMAIL_TOKEN_INVALID);
    }
    expect((await storedEmail(user.id)).email).not.toBe(user.email);
  });

  it('refuses an expired link with 400 and changes nothing', async () => {
    const { user, token } = await memberChangingEmail();
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'email-change'")
      .bind(Date.now() - 1, user.id)
      .run();
    mail.clear();
    const response = await confirm(token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: EMAIL_TOKEN_INVALID, errors: { token: EMAIL_TOKEN_INVALID } });
    expect(await storedEmail(user.id)).toEqual({ email: user.email, verifiedAt: null });
    expect(await changeRows(user.id)).toBe(1);
    expect(mail.all()).toEqual([]);
  });

  it('refuses with 409 an address another member took meanwhile, and changes nothing', async () => {
    const { user, to, token } = await memberChangingEmail();
    await registerMember({ email: to });
    mail.clear();
    const response = await confirm(token);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Este e-mail já está registado.', errors: { email: 'Este e-mail já está registado.' } });
    expect((await storedEmail(user.id)).email).toBe(user.email);
    expect(await changeRows(user.id)).toBe(1);
    expect(mail.all()).toEqual([]);
  });

  it('lets exactly one of simultaneous uses of one link succeed', async () => {
    const { user, to, token } = await memberChangingEmail();
    mail.clear();
    const statuses = (await Promise.all([0, 1, 2].map(() => confirm(token)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 400, 400]);
    expect((await storedEmail(user.id)).email).toBe(to);
    expect(mail.all()).toHaveLength(1);
  });

  it('does not take an e-mail-change link as a verification link, nor the reverse', async () => {
    const registered = await registerMember();
    const verification = tokenIn(mail.to(registered.user.email)[0]!, '/confirmar-email');
    const to = newAddress();
    await registered.client.patch(`/api/users/${registered.user.id}`, { email: to });
    const change = tokenIn(mail.to(to)[0]!, '/confirmar-email');
    expect((await confirm(verification)).status).toBe(400);
    expect((await new Client().post('/api/email-verification/confirm', { token: change })).status).toBe(400);
    expect((await storedEmail(registered.user.id)).email).toBe(registered.user.email);
  });
});
