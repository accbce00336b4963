import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { forbidden, unauthorized } from '../lib/errors';
import { isClaimable } from '../runtime/claims';
import type { Claim, Session } from '../runtime/viewer';
import { alongsideSessionCheck } from './member-writes';

/*
 * Who is asking, as the API sees it: the scope's viewer (worker/runtime/viewer.ts), decided by the
 * runtime before the app runs. One gate, `requireMember`, keeps visitors out.
 */

/**
 * Reads the viewer when the runtime left it unread (after the same-origin check, so that a refused
 * write never reaches KV). A page render's API call that is not one of the reads a claim may start
 * (worker/runtime/claims.ts) waits here for KV's confirmation, as a request of its own would.
 */
export const loadViewer = createMiddleware<AppEnv>(async (c, next) => {
  const { viewer } = c.var.scope;
  await viewer.ready();
  if (viewer.isClaim && !isClaimable(c.req.method, c.req.path)) await viewer.settled();
  await next();
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The member gate: 401 for visitors. A state-changing request must also check, in D1, that the
 * session still counts (KV alone is not trusted: a session ended elsewhere may linger in this
 * location's KV for up to 60 s); the handler does it beside its first D1 step
 * (`alongsideSessionCheck`, worker/middleware/member-writes.ts) or before its writes
 * (`checkSession`). One that answers without it is a bug: it fails loudly rather than pass unnoticed.
 */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.scope.viewer.id === null) throw unauthorized();
  c.set('sessionConfirmed', false);
  await next();
  if (STATE_CHANGING.has(c.req.method) && c.res.status < 400 && !c.var.sessionConfirmed) {
    throw new Error(`${c.req.method} ${c.req.routePath} answered without checking the session`);
  }
});

/** The session's check alone (one D1 statement), for a write with no read to make beside it. */
export const checkSession = (c: Context<AppEnv>): Promise<void> => alongsideSessionCheck(c, async () => undefined);

/** The signed-in member's id, or null for a visitor (for responses that differ per member). */
export function viewerId(c: Context<AppEnv>): number | null {
  return c.var.scope.viewer.id;
}

/** The signed-in member's id inside a route behind `requireMember`. */
export function currentUserId(c: Context<AppEnv>): number {
  return c.var.scope.viewer.memberId;
}

/** The signed-in member (confirmed, or claimed by the cookie) inside a route behind `requireMember`. */
export function memberOf(c: Context<AppEnv>): Claim {
  const { id, tokenHash } = c.var.scope.viewer;
  if (id === null || tokenHash === null) throw unauthorized();
  return { userId: id, tokenHash };
}

/** The session as KV confirmed it (when it began), for the checks that need it; 401 when there is none. */
export async function confirmedSessionOf(c: Context<AppEnv>): Promise<Session> {
  const session = await c.var.scope.viewer.confirmed();
  if (!session) throw unauthorized();
  return session;
}

/** 403 unless the signed-in member is `ownerId`. */
export function assertOwner(c: Context<AppEnv>, ownerId: number, message?: string) {
  if (currentUserId(c) !== ownerId) throw forbidden(message);
}
