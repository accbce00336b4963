import { changePasswordSchema, loginSchema, registerSchema } from '#contract/users';
import { PRIVACY_VERSION, TERMS_VERSION } from '#contract/users-types';
import { Hono, type Context } from 'hono';
import { listActivity } from '../db/queries/activity';
import { clearHits, currentHits, recordHit, recordHits, takeBackHit } from '../db/queries/rate-limits';
import { changePasswordWithNewSession } from '../db/queries/sessions';
import { findCredentials, findTakenFields, getCurrentUser, getCurrentUserWithStanding, registerUser, replacePasswordHash } from '../db/queries/users';
import type { AppEnv } from '../env';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { checkSessionPassword, passwordTriesKey, refuseTooManyAttempts } from '../middleware/password-check';
import { currentUserId, memberOf, requireMember } from '../middleware/session';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/common-passwords';
import { issueToken } from '../services/email-tokens';
import { queueMail, queueNotice } from '../services/mail/outbox';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';
import { assertUsableAvatar, takenFieldsError, withDuplicatesAsConflict } from '../services/profile-checks';
import {
  beginSession,
  clearSessionCookie,
  createSession,
  deleteEndedSessions,
  destroySession,
  isSessionCurrent,
  revokeSession,
  sessionRevocation,
  startedSession,
  storeSession,
} from '../services/sessions';
import { clientAddress } from '../services/throttle';
import { clearSiteData } from '../lib/clear-site-data';

const LOGIN_FAILED = 'Nome de utilizador ou palavra-passe incorretos.';
const ACCOUNT_SUSPENDED = 'A sua conta está suspensa.';
const WRONG_CURRENT_PASSWORD = 'A palavra-passe atual está incorreta.';
const SESSION_ENDED = 'A sua sessão terminou. Inicie sessão novamente.';

/**
 * Login failures allowed before 429 (docs/rules/hardening.md: a stranger must never lock a member out, and
 * usernames are public). Per address, and per username from one address, within 15 minutes.
 * A username with `underAttack` failures within the hour (from anywhere) is under attack: then an
 * address that already failed for it within its 15 minutes waits them out, while the right
 * password from an address with no recent failure for it still signs in.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAddress: 30,
  perUsernameAndAddress: 5,
  usernameWindowMs: 60 * 60 * 1000,
  underAttack: 10,
} as const;

/**
 * Registrations per address and hour. Each one costs a password hash, the dearest work the portal
 * does for someone without an account; ten leave room for a clinic signing up its team.
 */
export const REGISTER_THROTTLE = { windowMs: 60 * 60 * 1000, perAddress: 10 } as const;
export const TOO_MANY_REGISTRATIONS = 'Demasiados registos a partir deste endereço. Aguarde uma hora e tente novamente.';

/**
 * Every spelling that finds the same member (the lookup ignores letter case) shares its keys. The
 * address (from Cloudflare: digits, letters, '.' and ':') comes before the '/' and the typed name
 * after it, so no name can make its key another address's.
 */
function loginKeys(username: string, address: string) {
  const name = username.toLowerCase();
  return {
    address: `login:addr:${address}`,
    usernameAndAddress: `login:pair:${address}/${name}`,
    usernameFailures: `login:fails:${name}`,
  };
}

function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

/** A browser that signs in again gets a new id; the session it had (if any) ends, in the same round trip. */
async function startFreshSession(c: Context<AppEnv>, userId: number) {
  const former = await c.var.scope.viewer.confirmed();
  const [, session] = await Promise.all([former ? revokeSession(c, former) : undefined, createSession(c, userId)]);
  c.var.scope.viewer.become(session);
}

/** The signed-in member, or 401 when there is no session or it no longer counts. */
async function currentUserResponse(c: Context<AppEnv>) {
  if (c.var.scope.viewer.id === null) throw unauthorized();
  const session = memberOf(c);
  // When the session began (for its standing) comes from KV: under a claim, read beside D1.
  const [found, confirmed] = await Promise.all([getCurrentUserWithStanding(c.var.scope.db.read, session.userId, session.tokenHash), c.var.scope.viewer.confirmed()]);
  if (!found || !confirmed || !isSessionCurrent(found.standing, confirmed)) {
    clearSessionCookie(c);
    throw unauthorized();
  }
  return c.json(found.user);
}

export const authRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const writes = await c.var.scope.db.write();
    const input = await parseJson(c, registerSchema);
    refuseCommonPassword(input.password, 'password');
    await assertUsableAvatar(c.var.scope.db.read, null, input.avatarUrl);
    // Counted (one atomic upsert) before anything tells whether a username or e-mail is taken, so
    // that the limit also bounds how many of them one address can test, and before the hash, so
    // that a burst cannot slip under it. The taken fields are read in the same round trip and
    // told only to a registration within the limit.
    const [registrations, taken] = await Promise.all([
      recordHit(await c.var.scope.db.write(), `register:addr:${clientAddress(c.req)}`, REGISTER_THROTTLE.windowMs),
      findTakenFields(c.var.scope.db.read, { username: input.username, email: input.email }),
    ]);
    if (registrations > REGISTER_THROTTLE.perAddress) {
      c.header('Retry-After', String(REGISTER_THROTTLE.windowMs / 1000));
      throw tooManyRequests(TOO_MANY_REGISTRATIONS);
    }
    // Checked before hashing so that a taken name costs no hashing; the unique indexes still
    // decide when two registrations race.
    if (taken.length > 0) throw takenFieldsError(taken);
    const passwordHash = await hashPassword(input.password);
    const verification = await issueToken('email-verification');
    // The member, their consent and link, their first session's index row and the end of the
    // session the browser had (if any): one transaction, so a refused registration ends nothing.
    const session = await beginSession(c);
    const former = await c.var.scope.viewer.confirmed();
    const user = await withDuplicatesAsConflict(() =>
      registerUser(
        writes,
        {
          username: input.username,
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          specialty: input.specialty,
          location: input.location,
          bio: input.bio,
          avatarUrl: input.avatarUrl,
        },
        {
          consent: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, acceptedAt: new Date().toISOString() },
          verificationToken: { tokenHash: verification.tokenHash, expiresAt: verification.expiresAt },
          session: { tokenHash: session.tokenHash, createdAt: session.createdAt, userAgent: session.userAgent },
          endedSession: former ? sessionRevocation(former) : undefined,
        },
      ),
    );
    const [started] = await Promise.all([
      storeSession(c, session, user.id),
      former ? deleteEndedSessions(c, [former.tokenHash]) : undefined,
      queueMail(c.var.scope, { kind: 'email-verification', to: user.email, name: user.fullName, token: verification.token }),
    ]);
    c.var.scope.viewer.become(started);
    return c.json(user, 201);
  })
  .post('/login', async (c) => {
    const input = await parseJson(c, loginSchema);
    const keys = loginKeys(input.username, clientAddress(c.req));
    const { windowMs, usernameWindowMs } = LOGIN_THROTTLE;
    // Every attempt is counted as a failure before the password is checked (one transaction), so a
    // burst of simultaneous guesses cannot slip under a limit; the right password takes it back.
    // The username's failures and the credentials are read in the same round trip.
    const [[addressFailures, pairFailures], [usernameFailures], credentials] = await Promise.all([
      recordHits(await c.var.scope.db.write(), [
        { key: keys.address, windowMs },
        { key: keys.usernameAndAddress, windowMs },
      ]),
      currentHits(c.var.scope.db.read, [keys.usernameFailures], usernameWindowMs),
      findCredentials(c.var.scope.db.read, input.username),
    ]);
    const failedHereBefore = pairFailures! > 1;
    if (addressFailures! > LOGIN_THROTTLE.perAddress || pairFailures! > LOGIN_THROTTLE.perUsernameAndAddress || (usernameFailures! >= LOGIN_THROTTLE.underAttack && failedHereBefore)) {
      refuseTooManyAttempts(c, windowMs);
    }
    // An unknown username is checked against a dummy hash so that it takes as long as a wrong password.
    const storedHash = credentials?.passwordHash ?? (await dummyPasswordHash());
    const { valid, needsRehash } = await verifyPassword(input.password, storedHash);
    if (!credentials || !valid) {
      // Counted for known and unknown usernames alike, so that the answer tells nothing. The member
      // is told once per window, by the failure that reaches the limit (docs/rules/hardening.md).
      const failures = await recordHit(await c.var.scope.db.write(), keys.usernameFailures, usernameWindowMs);
      if (credentials && failures === LOGIN_THROTTLE.underAttack) await queueNotice(c.var.scope, credentials.id, 'login-failures');
      throw unauthorized(LOGIN_FAILED);
    }
    // A suspended member (docs/rules/trust.md) is told so, with the reason, once the password
    // proves who they are; no session is begun.
    if (credentials.suspendedAt) {
      await takeBackHit(await c.var.scope.db.write(), keys.address, windowMs);
      throw forbidden(credentials.suspendedReason ? `${ACCOUNT_SUSPENDED} Motivo: ${credentials.suspendedReason}` : ACCOUNT_SUSPENDED);
    }
    // Right password: this attempt was no failure of the address. Its failures on this username are
    // forgotten (the member proved who they are here); its failures on other usernames stay. That,
    // the rehash, the new session and the member's data are one round trip.
    const newHash = needsRehash ? await hashPassword(input.password) : null;
    const [user] = await Promise.all([
      getCurrentUser(c.var.scope.db.read, credentials.id),
      takeBackHit(await c.var.scope.db.write(), keys.address, windowMs),
      clearHits(await c.var.scope.db.write(), keys.usernameAndAddress),
      newHash ? replacePasswordHash(await c.var.scope.db.write(), credentials.id, storedHash, newHash) : undefined,
      startFreshSession(c, credentials.id),
    ]);
    // Deleted between the password check and now: no member to sign in.
    if (!user) {
      clearSessionCookie(c);
      throw unauthorized();
    }
    return c.json(user);
  })
  .post('/logout', async (c) => {
    const ending = await c.var.scope.viewer.confirmed();
    if (ending) await destroySession(c, ending);
    else clearSessionCookie(c);
    c.var.scope.viewer.become(null);
    clearSiteData(c);
    return c.body(null, 204);
  })
  .get('/me', (c) => currentUserResponse(c))
  .get('/user', (c) => currentUserResponse(c))
  .get('/me/activity', requireMember, async (c) => c.json(await listActivity(c.var.scope.db.read, currentUserId(c))))
  .post('/me/password', requireMember, async (c) => {
    const current = memberOf(c);
    const input = await parseJson(c, changePasswordSchema);
    refuseCommonPassword(input.newPassword, 'newPassword');
    // First round trip: the session check, the try counted, the stored hash.
    const { right, storedHash } = await checkSessionPassword(c, input.currentPassword);
    if (!right) throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    // Second: every session that began before this instant ends, this one included: for writes
    // through D1, and for reads by deleting the KV entries of every session in the index (a session
    // begun before the index existed and not renewed since has no row: it ends for reads at its next
    // daily renewal, which asks D1). This browser gets a new session, indexed in the same
    // transaction, so the member stays signed in here only.
    const session = await beginSession(c);
    const changed = await changePasswordWithNewSession(await c.var.scope.db.write(), {
      userId: current.userId,
      checkedHash: storedHash,
      newHash: await hashPassword(input.newPassword),
      ended: sessionRevocation(current),
      session: startedSession(session, current.userId),
      triesKey: passwordTriesKey(current.tokenHash),
    });
    // Another request changed the password (or deleted the member) since the check: that ended this session.
    if (!changed) {
      c.var.scope.viewer.become(null);
      throw unauthorized(SESSION_ENDED);
    }
    const [started] = await Promise.all([
      storeSession(c, session, current.userId),
      deleteEndedSessions(c, [current.tokenHash, ...changed.endedSessions.filter((ended) => ended !== current.tokenHash)]),
      queueMail(c.var.scope, { kind: 'password-changed', to: changed.recipient.email, name: changed.recipient.fullName }),
    ]);
    c.var.scope.viewer.become(started);
    return c.body(null, 204);
  });
