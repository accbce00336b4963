import { emailTokenSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '#contract/account';
import { EMAIL_TOKEN_INVALID, PASSWORD_RESET_SENT } from '#contract/account-types';
import { Hono, type Context } from 'hono';
import { confirmEmailChange, confirmEmailVerification, findUsableToken, insertEmailToken, replaceEmailTokens, resetPasswordWithToken } from '../db/queries/email-tokens';
import { recordHitInWindow, recordHits, takeBackHit } from '../db/queries/rate-limits';
import { findMailRecipientByEmail, getMailRecipient } from '../db/queries/users';
import type { AppEnv } from '../env';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { currentUserId, requireMember } from '../middleware/session';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/common-passwords';
import { issueToken, tokenHashOf } from '../services/email-tokens';
import { queueMail, queueNotice } from '../services/mail/outbox';
import { hashPassword } from '../services/passwords';
import { withDuplicatesAsConflict } from '../services/profile-checks';
import { deleteEndedSessions } from '../services/sessions';
import { clientAddress } from '../services/throttle';
import { alongsideSessionCheck } from '../middleware/member-writes';

const HOUR_MS = 60 * 60 * 1000;

/** New verification links per member and hour (docs/rules/email-and-account-life.md): each one is an e-mail to the member's own address. */
export const VERIFICATION_RESEND_THROTTLE = { windowMs: HOUR_MS, perMember: 3 } as const;

/**
 * Password reset requests per hour. Per e-mail: 5, so that nobody can flood a member's inbox (a
 * person who lost a message asks again once or twice); counted for unknown addresses too, so the
 * answer tells nothing. Per client address: 20, room for a clinic's shared connection, while one
 * machine cannot e-mail a long list of members.
 */
export const PASSWORD_RESET_THROTTLE = { windowMs: HOUR_MS, perEmail: 5, perAddress: 20 } as const;

const ALREADY_VERIFIED = 'O seu e-mail já está confirmado.';
const TOO_MANY_VERIFICATIONS = 'Já pediu várias ligações de confirmação na última hora. Aguarde e tente novamente.';
const TOO_MANY_RESETS = 'Demasiados pedidos para repor a palavra-passe. Aguarde uma hora e tente novamente.';

const invalidToken = () => badRequest(EMAIL_TOKEN_INVALID, { token: EMAIL_TOKEN_INVALID });

function refuseTooMany(c: Context<AppEnv>, retryAfterMs: number, message: string): never {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw tooManyRequests(message);
}

/** E-mail verification, password reset and e-mail change (docs/rules/email-and-account-life.md). */
export const accountRoutes = new Hono<AppEnv>()
  .post('/email-verification', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    // Counted (one atomic upsert) before the link is made, so a burst cannot pass the limit; read
    // beside the member and the session check, one round trip for the three.
    const now = Date.now();
    const key = `verify:user:${currentUserId(c)}`;
    const giveBack = () => takeBackHit(writes, key, VERIFICATION_RESEND_THROTTLE.windowMs, now);
    const [member, { count, endsAt }] = await alongsideSessionCheck(
      c,
      () => Promise.all([getMailRecipient(c.var.scope.db.read, currentUserId(c)), recordHitInWindow(writes, key, VERIFICATION_RESEND_THROTTLE.windowMs, now)]),
      giveBack,
    );
    if (!member) throw unauthorized();
    if (member.emailVerified) {
      // Nothing is sent: the count is given back.
      await giveBack();
      throw conflict(ALREADY_VERIFIED);
    }
    if (count > VERIFICATION_RESEND_THROTTLE.perMember) refuseTooMany(c, endsAt - now, TOO_MANY_VERIFICATIONS);
    // Earlier links keep working until they expire: they all prove the same address, and using one uses them all.
    const verification = await issueToken('email-verification', now);
    await insertEmailToken(await c.var.scope.db.write(), { tokenHash: verification.tokenHash, userId: member.id, purpose: 'email-verification', expiresAt: verification.expiresAt });
    await queueMail(c.var.scope, { kind: 'email-verification', to: member.email, name: member.fullName, token: verification.token });
    return c.json({ message: `Enviámos uma nova ligação de confirmação para ${member.email}.` }, 202);
  })
  .post('/email-verification/confirm', async (c) => {
    const { token } = await parseJson(c, emailTokenSchema);
    if (!(await confirmEmailVerification(await c.var.scope.db.write(), await tokenHashOf(token)))) throw invalidToken();
    return c.body(null, 204);
  })
  .post('/password-reset', async (c) => {
    const { email } = await parseJson(c, passwordResetRequestSchema);
    const { windowMs, perEmail, perAddress } = PASSWORD_RESET_THROTTLE;
    // Both counted in one transaction before the address is looked up, known or not.
    const [emailRequests, addressRequests] = await recordHits(await c.var.scope.db.write(), [
      { key: `reset:email:${email}`, windowMs },
      { key: `reset:addr:${clientAddress(c.req)}`, windowMs },
    ]);
    if (emailRequests! > perEmail || addressRequests! > perAddress) refuseTooMany(c, windowMs, TOO_MANY_RESETS);
    const member = await findMailRecipientByEmail(c.var.scope.db.read, email);
    // The token is made for an unknown address too, so that both take about the same time.
    const reset = await issueToken('password-reset');
    if (member) {
      // A new link replaces the earlier ones: only the newest e-mail works.
      await replaceEmailTokens(await c.var.scope.db.write(), { tokenHash: reset.tokenHash, userId: member.id, purpose: 'password-reset', expiresAt: reset.expiresAt });
      await queueMail(c.var.scope, { kind: 'password-reset', to: member.email, name: member.fullName, token: reset.token });
    }
    return c.json({ message: PASSWORD_RESET_SENT }, 202);
  })
  .post('/password-reset/confirm', async (c) => {
    const input = await parseJson(c, passwordResetConfirmSchema);
    if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
    const tokenHash = await tokenHashOf(input.token);
    // A link that does not work costs no password hash.
    if (!(await findUsableToken(c.var.scope.db.read, tokenHash, 'password-reset'))) throw invalidToken();
    const reset = await resetPasswordWithToken(await c.var.scope.db.write(), tokenHash, await hashPassword(input.password));
    if (!reset) throw invalidToken();
    // Every session ends, this browser's too if it had one: the reset does not sign in.
    await deleteEndedSessions(c, reset.endedSessions);
    await queueNotice(c.var.scope, reset.userId, 'password-changed');
    return c.body(null, 204);
  })
  .post('/email-change/confirm', async (c) => {
    const { token } = await parseJson(c, emailTokenSchema);
    const changed = await withDuplicatesAsConflict(async () => confirmEmailChange(await c.var.scope.db.write(), await tokenHashOf(token)));
    if (!changed) throw invalidToken();
    await queueNotice(c.var.scope, changed.userId, 'email-changed');
    return c.body(null, 204);
  });
