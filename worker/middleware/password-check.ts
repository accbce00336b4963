import type { Context } from 'hono';
import { recordHit, takeBackHit } from '../db/queries/rate-limits';
import { getPasswordHash } from '../db/queries/users';
import type { AppEnv } from '../env';
import { tooManyRequests, unauthorized } from '../lib/errors';
import { verifyPassword } from '../services/passwords';
import { alongsideSessionCheck } from './member-writes';
import { memberOf } from './session';

/*
 * The member's password asked again before a step that needs it (changing it, deleting the
 * account): worker/routes/auth.ts and worker/routes/me.ts share it.
 */

const TOO_MANY_ATTEMPTS = 'Demasiadas tentativas falhadas. Aguarde 15 minutos e tente novamente.';
const SESSION_ENDED = 'A sua sessão terminou. Inicie sessão novamente.';

/** Tries of the current password per session (not per member, so a stolen cookie cannot lock the member out). */
const PASSWORD_CHANGE_THROTTLE = { windowMs: 15 * 60 * 1000, perSession: 5 } as const;

/** 429 with the wait in `Retry-After`. */
export function refuseTooManyAttempts(c: Context<AppEnv>, windowMs: number): never {
  c.header('Retry-After', String(windowMs / 1000));
  throw tooManyRequests(TOO_MANY_ATTEMPTS);
}

/** The counter of a session's tries of the member's password (PASSWORD_CHANGE_THROTTLE). */
export const passwordTriesKey = (tokenHash: string) => `password:session:${tokenHash}`;

/** What `checkSessionPassword` found: whether the password is right, the hash it was checked against, and `alsoRead`'s answer. */
export interface SessionPasswordCheck<T> {
  right: boolean;
  storedHash: string;
  read: T;
}

/**
 * Checks the signed-in member's password (changing it, deleting the account), for a route behind
 * `requireMember`, in one D1 round trip: the try is counted per session (one atomic upsert, so a
 * burst cannot pass the limit), the stored hash and `alsoRead` (what the step needs next) read, all
 * at the same time as the check that the session still counts (`alongsideSessionCheck`); the hash
 * is verified only once the count is known. Tries are shared by every such form: a stolen cookie
 * gets a handful of guesses in all and cannot lock the member out from their own browsers. A session
 * that no longer counts, or a member deleted meanwhile (another tab's deletion), answers 401 and
 * its try is given back. A right password's tries are cleared by the step's own write.
 */
export async function checkSessionPassword<T = undefined>(c: Context<AppEnv>, password: string, alsoRead?: () => Promise<T>): Promise<SessionPasswordCheck<T>> {
  const { userId, tokenHash } = memberOf(c);
  const key = passwordTriesKey(tokenHash);
  const { windowMs, perSession } = PASSWORD_CHANGE_THROTTLE;
  const writes = await c.var.scope.db.write();
  const found = await alongsideSessionCheck(
    c,
    async () => {
      const [tries, storedHash, read] = await Promise.all([recordHit(writes, key, windowMs), getPasswordHash(c.var.scope.db.read, userId), alsoRead ? alsoRead() : (undefined as T)]);
      return { tries, storedHash, read };
    },
    () => takeBackHit(writes, key, windowMs),
  );
  if (found.tries > perSession) refuseTooManyAttempts(c, windowMs);
  if (!found.storedHash) {
    c.var.scope.viewer.become(null);
    throw unauthorized(SESSION_ENDED);
  }
  const { valid } = await verifyPassword(password, found.storedHash);
  return { right: valid, storedHash: found.storedHash, read: found.read };
}
