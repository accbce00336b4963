import { changePasswordSchema, loginSchema, registerSchema } from '#contract/users';
import { Hono, type Context } from 'hono';
import { listActivity } from '../db/queries/activity';
import {
  changePassword,
  findCredentials,
  findTakenFields,
  getCurrentUserWithStanding,
  getPasswordHash,
  insertUser,
  replacePasswordHash,
} from '../db/queries/users';
import type { AppEnv } from '../env';
import { badRequest, tooManyRequests, unauthorized } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { currentUserId, requireUser } from '../middleware/session';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';
import { clearSessionCookie, createSession, destroySession, isSessionCurrent, revokeSession } from '../services/sessions';
import { clearHits, clientAddress, currentHits, recordHit } from '../services/throttle';
import { assertUsableAvatar, takenFieldsError, withDuplicatesAsConflict } from './users';

const LOGIN_FAILED = 'Nome de utilizador ou palavra-passe incorretos.';
const TOO_MANY_ATTEMPTS = 'Demasiadas tentativas falhadas. Aguarde 15 minutos e tente novamente.';
const WRONG_CURRENT_PASSWORD = 'A palavra-passe atual está incorreta.';

/** Login attempts allowed per username, and failures per address, in a window before 429. */
export const LOGIN_THROTTLE = { windowMs: 15 * 60 * 1000, perUsername: 5, perAddress: 30 } as const;

/**
 * Registrations per address and hour. Each one costs a password hash, the dearest work the portal
 * does for someone without an account; ten leave room for a clinic signing up its team.
 */
export const REGISTER_THROTTLE = { windowMs: 60 * 60 * 1000, perAddress: 10 } as const;
export const TOO_MANY_REGISTRATIONS = 'Demasiados registos a partir deste endereço. Aguarde uma hora e tente novamente.';

const loginKeys = (username: string, address: string) => ({
  username: `login:user:${username.toLowerCase()}`,
  address: `login:addr:${address}`,
});

function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

/** A browser that signs in again gets a new id; the session it had (if any) ends. */
async function startFreshSession(c: Context<AppEnv>, userId: number) {
  if (c.var.session) await revokeSession(c, c.var.session);
  c.set('session', await createSession(c, userId));
}

/** The signed-in member, or 401 when there is no session or it no longer counts. */
async function currentUserResponse(c: Context<AppEnv>) {
  const session = c.var.session;
  if (!session) throw unauthorized();
  const found = await getCurrentUserWithStanding(c.env.DB, session.userId, session.tokenHash);
  if (!found || !isSessionCurrent(found.standing, session)) {
    clearSessionCookie(c);
    throw unauthorized();
  }
  return c.json(found.user);
}

export const authRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const input = await parseJson(c, registerSchema);
    refuseCommonPassword(input.password, 'password');
    await assertUsableAvatar(c.env.DB, null, input.avatarUrl);
    // Checked before hashing so that a taken name costs no hashing; the unique indexes still
    // decide when two registrations race.
    const taken = await findTakenFields(c.env.DB, { username: input.username, email: input.email });
    if (taken.length > 0) throw takenFieldsError(taken);
    // Counted (one atomic upsert) before the hash, so that a burst cannot slip under the limit.
    if ((await recordHit(c.env.DB, `register:addr:${clientAddress(c.req)}`, REGISTER_THROTTLE.windowMs)) > REGISTER_THROTTLE.perAddress) {
      c.header('Retry-After', String(REGISTER_THROTTLE.windowMs / 1000));
      throw tooManyRequests(TOO_MANY_REGISTRATIONS);
    }
    const passwordHash = await hashPassword(input.password);
    const user = await withDuplicatesAsConflict(() =>
      insertUser(c.env.DB, {
        username: input.username,
        email: input.email,
        passwordHash,
        fullName: input.fullName,
        specialty: input.specialty,
        location: input.location,
        bio: input.bio,
        avatarUrl: input.avatarUrl,
      }),
    );
    await startFreshSession(c, user.id);
    return c.json(user, 201);
  })
  .post('/login', async (c) => {
    const input = await parseJson(c, loginSchema);
    const keys = loginKeys(input.username, clientAddress(c.req));
    const [addressFailures] = await currentHits(c.env.DB, [keys.address], LOGIN_THROTTLE.windowMs);
    // The username's attempt is counted before the password is checked (one atomic upsert), so a
    // burst of simultaneous guesses cannot all slip under the limit; a success clears the count.
    const usernameAttempts =
      addressFailures! < LOGIN_THROTTLE.perAddress ? await recordHit(c.env.DB, keys.username, LOGIN_THROTTLE.windowMs) : Infinity;
    if (usernameAttempts > LOGIN_THROTTLE.perUsername) {
      c.header('Retry-After', String(LOGIN_THROTTLE.windowMs / 1000));
      throw tooManyRequests(TOO_MANY_ATTEMPTS);
    }
    const credentials = await findCredentials(c.env.DB, input.username);
    // An unknown username is checked against a dummy hash so that it takes as long as a wrong password.
    const storedHash = credentials?.passwordHash ?? (await dummyPasswordHash());
    const { valid, needsRehash } = await verifyPassword(input.password, storedHash);
    if (!credentials || !valid) {
      await recordHit(c.env.DB, keys.address, LOGIN_THROTTLE.windowMs);
      throw unauthorized(LOGIN_FAILED);
    }
    await clearHits(c.env.DB, keys.username);
    if (needsRehash) await replacePasswordHash(c.env.DB, credentials.id, storedHash, await hashPassword(input.password));
    await startFreshSession(c, credentials.id);
    return currentUserResponse(c);
  })
  .post('/logout', async (c) => {
    if (c.var.session) await destroySession(c, c.var.session);
    else clearSessionCookie(c);
    c.set('session', null);
    return c.body(null, 204);
  })
  .get('/me', (c) => currentUserResponse(c))
  .get('/user', (c) => currentUserResponse(c))
  .get('/me/activity', requireUser, async (c) => c.json(await listActivity(c.env.DB, currentUserId(c))))
  .post('/me/password', requireUser, async (c) => {
    const userId = currentUserId(c);
    const input = await parseJson(c, changePasswordSchema);
    refuseCommonPassword(input.newPassword, 'newPassword');
    const throttleKey = `password:user:${userId}`;
    if ((await recordHit(c.env.DB, throttleKey, LOGIN_THROTTLE.windowMs)) > LOGIN_THROTTLE.perUsername) {
      c.header('Retry-After', String(LOGIN_THROTTLE.windowMs / 1000));
      throw tooManyRequests(TOO_MANY_ATTEMPTS);
    }
    const storedHash = await getPasswordHash(c.env.DB, userId);
    if (!storedHash || !(await verifyPassword(input.currentPassword, storedHash)).valid) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    await clearHits(c.env.DB, throttleKey);
    // Every session that began before this instant ends, this one included; this browser then
    // gets a new one, so the member stays signed in here only.
    await changePassword(c.env.DB, userId, await hashPassword(input.newPassword), new Date());
    await startFreshSession(c, userId);
    return c.body(null, 204);
  });
