import { createMiddleware } from 'hono/factory';
import { getSessionStanding } from '../db/queries/users';
import type { AppEnv, Session } from '../env';
import { forbidden, unauthorized } from '../lib/errors';
import { isSessionCurrent, readSession } from '../services/sessions';

/** Loads the session (from KV only) into `c.var.session`; null for visitors. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('session', await readSession(c));
  await next();
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * 401 for visitors. For state-changing requests KV alone is not trusted: a session ended on
 * another Cloudflare location may still be in this location's KV for up to 60 s, so one D1
 * statement checks that the member still exists and that the session still counts.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.var.session;
  if (!session) throw unauthorized();
  if (STATE_CHANGING.has(c.req.method) && !isSessionCurrent(await getSessionStanding(c.env.DB, session.userId, session.tokenHash), session)) {
    c.set('session', null);
    throw unauthorized('A sua sessão terminou. Inicie sessão novamente.');
  }
  await next();
});

/** The signed-in member's id, or null for a visitor (for responses that differ per member). */
export function viewerId(c: { var: { session: Session | null } }): number | null {
  return c.var.session?.userId ?? null;
}

/** The signed-in member's id inside a route behind `requireUser`. */
export function currentUserId(c: { var: { session: Session | null } }): number {
  if (!c.var.session) throw unauthorized();
  return c.var.session.userId;
}

/** 403 unless the signed-in member is `ownerId`. */
export function assertOwner(c: { var: { session: Session | null } }, ownerId: number, message?: string) {
  if (currentUserId(c) !== ownerId) throw forbidden(message);
}
