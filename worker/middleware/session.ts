import { createMiddleware } from 'hono/factory';
import type { AppEnv, Session } from '../env';
import { forbidden, unauthorized } from '../lib/errors';
import { readSession } from '../services/sessions';

/** Loads the session (from KV only) into `c.var.session`; null for visitors. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('session', await readSession(c));
  await next();
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * For state-changing requests, KV alone is not trusted: a session ended on another Cloudflare
 * location may still be in this location's KV for up to 60 s. One D1 statement checks that the
 * member still exists, that this session was not revoked, and that it began after any "log out
 * everywhere" (password change).
 */
async function isSessionStillValid(db: D1Database, session: Session): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT u.sessions_valid_after AS validAfter,
              EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.token_hash = ?1) AS revoked
         FROM users u WHERE u.id = ?2`,
    )
    .bind(session.tokenHash, session.userId)
    .first<{ validAfter: string | null; revoked: number }>();
  if (!row || row.revoked) return false;
  return !row.validAfter || Date.parse(row.validAfter) <= session.createdAt;
}

/** 401 for visitors; on writes, also 401 for revoked sessions. Returns the session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.var.session;
  if (!session) throw unauthorized();
  if (STATE_CHANGING.has(c.req.method) && !(await isSessionStillValid(c.env.DB, session))) {
    c.set('session', null);
    throw unauthorized('A sua sessão terminou. Inicie sessão novamente.');
  }
  await next();
});

/** The signed-in member's id inside a route behind `requireUser`. */
export function currentUserId(c: { var: { session: Session | null } }): number {
  if (!c.var.session) throw unauthorized();
  return c.var.session.userId;
}

/** 403 unless the signed-in member is `ownerId`. */
export function assertOwner(c: { var: { session: Session | null } }, ownerId: number, message?: string) {
  if (currentUserId(c) !== ownerId) throw forbidden(message);
}
