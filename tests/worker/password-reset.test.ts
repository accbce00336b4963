import { EMAIL_TOKEN_INVALID, PASSWORD_RESET_SENT } from '#contract/account-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_THROTTLE } from '../../worker/routes/account';
import { COMMON_PASSWORD_MESSAGE } from '../../worker/services/common-passwords';
import { sha256Hex } from '../../worker/services/sessions';
import { GOOD_PASSWORD, registerMember, RecordingClient, secretsIn, sessionKvKey, tokenOf, uniqueAddress } from './account-helpers';
import { Client, env, uniqueName } from './helpers';
import { emailTokenRowsText, linkIn, tokenIn, watchMail } from './mail-helpers';

const NEW_PASSWORD = 'Outra-Palavra-Passe-2026';

let mail: ReturnType<typeof watchMail>;
beforeEach(() => {
  mail = watchMail();
});
afterEach(() => mail.restore());

const resetRows = async (userId: number) => (await env.DB.prepare("SELECT count(*) AS n FROM email_tokens WHERE user_id = ? AND purpose = 'password-reset'").bind(userId).first<{ n: number }>())!.n;
const passwordHashOf = async (userId: number) => (await env.DB.prepare('SELECT password_hash AS hash FROM users WHERE id = ?').bind(userId).first<{ hash: string }>())!.hash;

/** Asks for a reset of `email` from an address of its own. */
const askReset = (email: unknown, headers = uniqueAddress()) => new Client().post('/api/password-reset', { email }, headers);

/** A member who asked for a reset, and the token their e-mail carries. */
async function memberWithResetLink() {
  const registered = await registerMember();
  mail.clear();
  expect((await askReset(registered.user.email)).status).toBe(202);
  const [sent] = mail.to(registered.user.email);
  return { ...registered, token: tokenIn(sent!, '/repor-palavra-passe') };
}

const confirm = (token: string, password = NEW_PASSWORD, client = new Client()) => client.post('/api/password-reset/confirm', { token, password, confirmPassword: password });

describe('POST /api/password-reset', () => {
  it('answers 202 and e-mails a one-hour link to PUBLIC_URL for a member’s address, in any letter case', async () => {
    const { user } = await registerMember();
    mail.clear();
    const before = Date.now();
    const response = await askReset(user.email.toUpperCase());
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: PASSWORD_RESET_SENT });
    const sent = mail.all();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'password-reset', to: user.email, subject: 'Repor a palavra-passe na Rede TO' });
    const link = linkIn(sent[0]!, '/repor-palavra-passe');
    expect(link.origin).toBe('http://localhost:8787');
    const row = await env.DB.prepare("SELECT token_hash AS hash, expires_at AS expiresAt FROM email_tokens WHERE user_id = ? AND purpose = 'password-reset'")
      .bind(user.id)
      .first<{ hash: string; expiresAt: number }>();
    expect(row!.hash).toBe(await sha256Hex(link.searchParams.get('token')!));
    expect(row!.expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
    expect(row!.expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000);
  });

  it('answers an unknown address exactly the same, stores nothing and sends nothing', async () => {
    const { user } = await registerMember();
    mail.clear();
    const rowsBefore = await env.DB.prepare('SELECT count(*) AS n FROM email_tokens').first<{ n: number }>();
    const unknown = await askReset(`${uniqueName('ninguem')}@example.pt`);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM email_tokens').first<{ n: number }>()).toEqual(rowsBefore);
    expect(mail.all()).toEqual([]);
    const known = await askReset(user.email);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    expect(unknown.headers.get('Content-Length')).toBe(known.headers.get('Content-Length'));
  });

  it('refuses an invalid e-mail with 400', async () => {
    for (const email of ['sem-arroba', '', 42, undefined]) {
      const response = await askReset(email);
      expect(response.status).toBe(400);
      expect(response.body.errors.email).toBe('Por favor, insira um endereço de e-mail válido.');
    }
    expect(mail.all()).toEqual([]);
  });

  it(`allows ${PASSWORD_RESET_THROTTLE.perEmail} requests an hour per e-mail, known or not, then 429 with Retry-After`, async () => {
    const { user } = await registerMember();
    const unknown = `${uniqueName('ninguem')}@example.pt`;
    mail.clear();
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < PASSWORD_RESET_THROTTLE.perEmail; i++) expect((await askReset(email)).status).toBe(202);
      const refused = await askReset(email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('3600');
      expect(refused.body.message).toBe('Demasiados pedidos para repor a palavra-passe. Aguarde uma hora e tente novamente.');
    }
    expect(mail.all()).toHaveLength(PASSWORD_RESET_THROTTLE.perEmail);
  });

  it(`allows ${PASSWORD_RESET_THROTTLE.perAddress} requests an hour per client address, whatever the e-mails`, async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= PASSWORD_RESET_THROTTLE.perAddress; i++) statuses.push((await askReset(`${uniqueName('varios')}@example.pt`, address)).status);
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await askReset(`${uniqueName('outro')}@example.pt`)).status).toBe(202);
  });

  it('counts simultaneous requests for one e-mail atomically', async () => {
    const email = `${uniqueName('rajada')}@example.pt`;
    const statuses = (await Promise.all([...Array(8)].map(() => askReset(email)))).map((r) => r.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(PASSWORD_RESET_THROTTLE.perEmail);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - PASSWORD_RESET_THROTTLE.perEmail);
  });

  it('makes earlier reset links stop working when a new one is sent', async () => {
    const { user, token: first } = await memberWithResetLink();
    await askReset(user.email);
    const second = tokenIn(mail.to(user.email).at(-1)!, '/repor-palavra-passe');
    expect(await resetRows(user.id)).toBe(1);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(204);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password (204), does not sign in, and the old password stops working', async () => {
    const { user, token } = await memberWithResetLink();
    const client = new Client();
    const response = await confirm(token, NEW_PASSWORD, client);
    expect(response.status).toBe(204);
    expect(client.cookie).toBe('');
    expect((await new Client().post('/api/login', { username: user.username, password: GOOD_PASSWORD }, uniqueAddress())).status).toBe(401);
    expect((await new Client().post('/api/login', { username: user.username, password: NEW_PASSWORD }, uniqueAddress())).status).toBe(200);
  });

  it('ends every session of the member at once, reads included', async () => {
    const { user, client, token } = await memberWithResetLink();
    const other = new RecordingClient();
    await other.post('/api/login', { username: user.username, password: GOOD_PASSWORD }, uniqueAddress());
    expect((await other.get('/api/me')).status).toBe(200);
    const keys = [await sessionKvKey(tokenOf(client)), await sessionKvKey(tokenOf(other))];

    expect((await confirm(token)).status).toBe(204);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(401);
    for (const key of keys) expect(await env.SESSIONS.get(key)).toBeNull();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').bind(user.id).first<{ n: number }>())!.n).toBe(0);
  });

  it('marks the e-mail verified, uses up the reset links and e-mails a password-changed notice', async () => {
    const { user, token } = await memberWithResetLink();
    mail.clear();
    expect((await confirm(token)).status).toBe(204);
    const row = await env.DB.prepare('SELECT email_verified_at AS at FROM users WHERE id = ?').bind(user.id).first<{ at: string | null }>();
    expect(row!.at).not.toBeNull();
    expect(await resetRows(user.id)).toBe(0);
    expect(mail.all()).toEqual([expect.objectContaining({ kind: 'password-changed', to: user.email, subject: 'A sua palavra-passe na Rede TO foi alterada' })]);
    expect(linkIn(mail.all()[0]!, '/recuperar-palavra-passe').origin).toBe('http://localhost:8787');
  });

  it('refuses a used link with 400 and changes nothing', async () => {
    const { user, token } = await memberWithResetLink();
    expect((await confirm(token)).status).toBe(204);
    const hash = await passwordHashOf(user.id);
    const again = await confirm(token, 'Terceira-Palavra-Passe-2026');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EMAIL_TOKEN_INVALID);
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  it('refuses an expired link with 400 and changes nothing: password, sessions and link stay', async () => {
    const { user, client, token } = await memberWithResetLink();
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'password-reset'")
      .bind(Date.now() - 1, user.id)
      .run();
    const hash = await passwordHashOf(user.id);
    mail.clear();
    const response = await confirm(token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: EMAIL_TOKEN_INVALID, errors: { token: EMAIL_TOKEN_INVALID } });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await client.get('/api/me')).status).toBe(200);
    expect(await resetRows(user.id)).toBe(1);
    expect(mail.all()).toEqual([]);
  });

  it('refuses an unknown token, or a verification link used as a reset link, with 400', async () => {
    const registered = await registerMember();
    const verification = tokenIn(mail.to(registered.user.email)[0]!, '/confirmar-email');
    for (const token of ['B'.repeat(43), verification]) {
      const response = await confirm(token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(EMAIL_TOKEN_INVALID);
    }
  });

  it('refuses a password outside the rules with 400 and keeps the link usable', async () => {
    const { user, token } = await memberWithResetLink();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'curta', confirmPassword: 'curta' }, 'password', 'A palavra-passe deve ter pelo menos 8 caracteres.'],
      [{ password: 'x'.repeat(129) }, 'password', 'A palavra-passe deve ter no máximo 128 caracteres.'],
      [{ password: NEW_PASSWORD, confirmPassword: 'Outra-Coisa-2026' }, 'confirmPassword', 'As palavras-passe não correspondem'],
      [{ password: '12345678', confirmPassword: '12345678' }, 'password', COMMON_PASSWORD_MESSAGE],
      [{}, 'password', 'A palavra-passe é obrigatória'],
    ];
    for (const [body, field, message] of cases) {
      const response = await new Client().post('/api/password-reset/confirm', { token, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[field]).toEqual(message);
    }
    expect(await resetRows(user.id)).toBe(1);
    expect((await confirm(token)).status).toBe(204);
  });

  it('lets exactly one of simultaneous uses of one link succeed', async () => {
    const { user, token } = await memberWithResetLink();
    const passwords = ['Primeira-Nova-2026', 'Segunda-Nova-2026', 'Terceira-Nova-2026'];
    const statuses = (await Promise.all(passwords.map((password) => confirm(token, password)))).map((r) => r.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(2);
    const winner = passwords[statuses.indexOf(204)]!;
    expect((await new Client().post('/api/login', { username: user.username, password: winner }, uniqueAddress())).status).toBe(200);
  });

  it('keeps tokens only as hashes and never answers a secret', async () => {
    const { user, token } = await memberWithResetLink();
    const rows = await emailTokenRowsText();
    expect(rows).not.toContain(token);
    expect(rows).toContain(await sha256Hex(token));
    const answers = [await askReset(user.email), await confirm(token), await confirm(token)];
    for (const answer of answers) {
      expect(secretsIn(answer.body, [NEW_PASSWORD, GOOD_PASSWORD])).toEqual([]);
      expect(JSON.stringify(answer.body ?? '')).not.toContain(token);
    }
  });
});

describe('POST /api/me/password', () => {
  it('also e-mails the password-changed notice', async () => {
    const { user, client } = await registerMember();
    mail.clear();
    const response = await client.post('/api/me/password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.status).toBe(204);
    expect(mail.all()).toEqual([expect.objectContaining({ kind: 'password-changed', to: user.email })]);
  });

  it('sends nothing when the current password is wrong', async () => {
    const { client } = await registerMember();
    mail.clear();
    const response = await client.post('/api/me/password', { currentPassword: 'Errada-Errada-2026', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(mail.all()).toEqual([]);
  });
});
