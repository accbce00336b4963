import { EMAIL_TOKEN_INVALID } from '#contract/account-types';
import { PRIVACY_VERSION, TERMS_VERSION } from '#contract/users-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VERIFICATION_RESEND_THROTTLE } from '../../worker/routes/account';
import { sha256Hex } from '../../worker/services/sessions';
import { registerMember, registration, RecordingClient, uniqueAddress } from './account-helpers';
import { Client, env } from './helpers';
import { emailTokenRowsText, linkIn, tokenIn, watchMail } from './mail-helpers';

let mail: ReturnType<typeof watchMail>;
beforeEach(() => {
  mail = watchMail();
});
afterEach(() => mail.restore());

const verifiedAt = async (userId: number) => (await env.DB.prepare('SELECT email_verified_at AS at FROM users WHERE id = ?').bind(userId).first<{ at: string | null }>())!.at;
const verificationRows = async (userId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM email_tokens WHERE user_id = ? AND purpose = 'email-verification'").bind(userId).first<{ n: number }>())!.n;

/** A member just registered, and the token of the link their registration e-mailed. */
async function registeredWithLink() {
  const registered = await registerMember();
  const sent = mail.to(registered.user.email);
  expect(sent).toHaveLength(1);
  return { ...registered, token: tokenIn(sent[0]!, '/confirmar-email') };
}

describe('POST /api/register and consent', () => {
  it('records the accepted terms and privacy versions with the member, and e-mails a verification link to PUBLIC_URL', async () => {
    const before = Date.now();
    const { user, client } = await registerMember();
    const consent = await env.DB.prepare('SELECT terms_version AS terms, privacy_version AS privacy, accepted_at AS at FROM consents WHERE user_id = ?')
      .bind(user.id)
      .all<{ terms: string; privacy: string; at: string }>();
    expect(consent.results).toEqual([{ terms: TERMS_VERSION, privacy: PRIVACY_VERSION, at: expect.any(String) }]);
    expect(Date.parse(consent.results[0]!.at)).toBeGreaterThanOrEqual(before - 1000);

    const [sent] = mail.to(user.email);
    expect(sent).toMatchObject({ kind: 'email-verification', to: user.email, subject: 'Confirme o seu e-mail na Rede TO' });
    const link = linkIn(sent!, '/confirmar-email');
    expect(link.origin).toBe('http://localhost:8787');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await env.DB.prepare("SELECT token_hash AS hash, expires_at AS expiresAt FROM email_tokens WHERE user_id = ? AND purpose = 'email-verification'")
      .bind(user.id)
      .first<{ hash: string; expiresAt: number }>();
    expect(row!.hash).toBe(await sha256Hex(link.searchParams.get('token')!));
    expect(row!.expiresAt - before).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(row!.expiresAt - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    expect((await client.get('/api/me')).body).toMatchObject({ emailVerified: false, pendingEmail: null });
  });

  it('refuses a registration without acceptTerms: true with 400 on acceptTerms, and writes nothing', async () => {
    for (const acceptTerms of [false, undefined, 'true']) {
      const body = registration({ acceptTerms });
      const response = await new RecordingClient().post('/api/register', body, uniqueAddress());
      expect(response.status).toBe(400);
      expect(response.body.errors.acceptTerms).toBe('Aceite os Termos de utilização e a Política de privacidade para se registar.');
      expect(await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(body.username).first()).toBeNull();
    }
    expect(mail.all()).toEqual([]);
  });

  it('leaves no consent nor link behind when the registration is refused as taken', async () => {
    const { user } = await registerMember();
    mail.clear();
    const consentsBefore = await env.DB.prepare('SELECT count(*) AS n FROM consents').first<{ n: number }>();
    const response = await new RecordingClient().post('/api/register', registration({ email: user.email }), uniqueAddress());
    expect(response.status).toBe(409);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM consents').first<{ n: number }>()).toEqual(consentsBefore);
    expect(mail.all()).toEqual([]);
  });
});

describe('POST /api/email-verification/confirm', () => {
  it('confirms the address with the e-mailed link (204), without a session, and the link works once', async () => {
    const { user, client, token } = await registeredWithLink();
    const response = await new Client().post('/api/email-verification/confirm', { token });
    expect(response.status).toBe(204);
    expect(await verifiedAt(user.id)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await client.get('/api/me')).body.emailVerified).toBe(true);
    expect(await verificationRows(user.id)).toBe(0);

    const again = await new Client().post('/api/email-verification/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EMAIL_TOKEN_INVALID);
  });

  it('uses up every other verification link of the member', async () => {
    const { user, client, token } = await registeredWithLink();
    expect((await client.post('/api/email-verification')).status).toBe(202);
    const second = tokenIn(mail.to(user.email)[1]!, '/confirmar-email');
    expect(await verificationRows(user.id)).toBe(2);
    expect((await new Client().post('/api/email-verification/confirm', { token: second })).status).toBe(204);
    expect(await verificationRows(user.id)).toBe(0);
    expect((await new Client().post('/api/email-verification/confirm', { token })).status).toBe(400);
  });

  it('refuses an unknown token and malformed input with 400 and changes nothing', async () => {
    const { user } = await registeredWithLink();
    for (const body of [{ token: 'A'.repeat(43) }, { token: '' }, { token: 'não é um token' }, {}, { token: 42 }]) {
      const response = await new Client().post('/api/email-verification/confirm', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(EMAIL_TOKEN_INVALID);
    }
    expect(await verifiedAt(user.id)).toBeNull();
    expect(await verificationRows(user.id)).toBe(1);
  });

  it('refuses an expired link with 400 and changes nothing', async () => {
    const { user, token } = await registeredWithLink();
    await env.DB.prepare('UPDATE email_tokens SET expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1, user.id)
      .run();
    const response = await new Client().post('/api/email-verification/confirm', { token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: EMAIL_TOKEN_INVALID, errors: { token: EMAIL_TOKEN_INVALID } });
    expect(await verifiedAt(user.id)).toBeNull();
    expect(await verificationRows(user.id)).toBe(1);
  });

  it('lets exactly one of two simultaneous uses of one link succeed', async () => {
    const { user, token } = await registeredWithLink();
    const statuses = (await Promise.all([0, 1, 2].map(() => new Client().post('/api/email-verification/confirm', { token })))).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 400, 400]);
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it('stores only the hash: no raw token from an e-mail appears in D1', async () => {
    const { client } = await registeredWithLink();
    await client.post('/api/email-verification');
    const rows = await emailTokenRowsText();
    const tokens = mail.all().map((sent) => tokenIn(sent, '/confirmar-email'));
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const token of tokens) {
      expect(rows).not.toContain(token);
      expect(rows).toContain(await sha256Hex(token));
    }
  });
});

describe('POST /api/email-verification', () => {
  it('sends a new link to the member’s address and answers 202 naming it', async () => {
    const { user, client } = await registeredWithLink();
    const response = await client.post('/api/email-verification');
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: `Enviámos uma nova ligação de confirmação para ${user.email}.` });
    const sent = mail.to(user.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.kind).toBe('email-verification');
    expect((await new Client().post('/api/email-verification/confirm', { token: tokenIn(sent[1]!, '/confirmar-email') })).status).toBe(204);
  });

  it(`allows ${VERIFICATION_RESEND_THROTTLE.perMember} an hour per member, then 429 with Retry-After and no e-mail`, async () => {
    const { user, client } = await registeredWithLink();
    for (let i = 0; i < VERIFICATION_RESEND_THROTTLE.perMember; i++) expect((await client.post('/api/email-verification')).status).toBe(202);
    mail.clear();
    const refused = await client.post('/api/email-verification');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Aguarde/);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(mail.all()).toEqual([]);
    expect(await verificationRows(user.id)).toBe(1 + VERIFICATION_RESEND_THROTTLE.perMember);
  });

  it('counts simultaneous requests atomically: exactly 3 of 6 get through', async () => {
    const { client } = await registeredWithLink();
    const statuses = (await Promise.all([...Array(6)].map(() => client.post('/api/email-verification')))).map((r) => r.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('answers 409 to a member already verified, and 401 to a visitor', async () => {
    const { client, token } = await registeredWithLink();
    await new Client().post('/api/email-verification/confirm', { token });
    mail.clear();
    const verified = await client.post('/api/email-verification');
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({ message: 'O seu e-mail já está confirmado.' });
    expect((await new Client().post('/api/email-verification')).status).toBe(401);
    expect(mail.all()).toEqual([]);
  });
});
