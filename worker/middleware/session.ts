import type { Context, ExecutionContext } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getSessionStanding } from '../db/queries/users';
import type { AppEnv, Bindings, Session } from '../env';
import { forbidden, unauthorized } from '../lib/errors';
import { isSessionCurrent, lookUpSession, readSession, renewSessionCookie, sessionCookieOf, sha256Hex, type SessionRead } from '../services/sessions';
import { writesAfterConfirmation } from './claimed-writes';

/** Sends a request through the whole API again (worker/app.ts). */
export type Dispatch = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>;

/** What a request dispatched by `loadSession` starts from: the session it was told, and under a claim, the KV read that confirms it. */
interface HandedOver {
  session: Session | null;
  fromKv?: Promise<Session | null>;
}

const handedOver = new WeakMap<Request, HandedOver>();

/** Reads that may start before the session is known: a GET (or HEAD) whose cookie claims its member. */
const CLAIMABLE_METHODS = new Set(['GET', 'HEAD']);
/**
 * The cheap reads that pages make, the only ones a claim starts early (docs/decisions/028-hardening-second-pass.md): the member, lists and items, their comments, the member's saved items, follows
 * and notifications. Everything else waits for the session: the export, the sessions list, the
 * settings, drafts, files, calendars, registrations and moderation, so that a forged claim costs
 * no more than a visitor's request and says nothing of how much a member holds.
 */
const CLAIMABLE_READS = [
  /^\/api\/me(\/activity)?\/?$/,
  /^\/api\/(articles|protocols)(\/\d+(\/comments)?)?\/?$/,
  /^\/api\/(users|categories|events|opportunities|volunteering)(\/[^/]+)?\/?$/,
  /^\/api\/(saved-items|notifications|follows|follows\/feed|search)\/?$/,
];

const isClaimable = (method: string, path: string) => CLAIMABLE_METHODS.has(method) && CLAIMABLE_READS.some((read) => read.test(path));

/**
 * Loads the session into `c.var.session` (null for visitors) before the route runs, answering
 * requests that this middleware sent itself again with the session it handed them. Decision 027:
 * a GET whose cookie claims its member does not wait for KV.
 */
export function sessionLoader(dispatch: Dispatch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const handed = handedOver.get(c.req.raw);
    if (handed) {
      c.set('session', handed.session);
      if (handed.fromKv) {
        c.set('sessionFromKv', handed.fromKv);
        c.env = writesAfterConfirmation(c.env, handed.fromKv.then(Boolean));
      }
      return next();
    }
    const cookie = isClaimable(c.req.method, c.req.path) ? sessionCookieOf(c) : null;
    if (cookie?.claimedUserId == null) {
      c.set('session', await readSession(c));
      return next();
    }
    await answerUnderClaim(c, dispatch, cookie.token, cookie.claimedUserId);
  });
}

/**
 * A member's read in the time of its D1 work alone, not KV's read then D1's (issue 20): the route
 * runs at once as the member the cookie claims, its D1 work beside the session's KV read, in a
 * request of its own, so that nothing it computes (body, headers, status) can reach this one
 * unless KV confirms the claim. If KV holds another member's session, or none, the request is
 * answered again from scratch as the session says, as soon as KV has said it, and the claim's
 * answer is thrown away unread. Writes under the claim wait for that confirmation
 * (`writesAfterConfirmation`).
 */
async function answerUnderClaim(c: Context<AppEnv>, dispatch: Dispatch, token: string, claimedUserId: number): Promise<void> {
  // The requests sent from here write no log line of their own: this one writes the request's.
  const env = { ...c.env, QUIET_LOGS: '1' };
  const send = (given: HandedOver) => {
    const request = new Request(c.req.raw);
    handedOver.set(request, given);
    return Promise.resolve(dispatch(request, env, c.executionCtx));
  };
  const tokenHash = await sha256Hex(token);
  const reading = lookUpSession(c, token, tokenHash);
  const confirms = (read: SessionRead | null) => read !== null && read.session.userId === claimedUserId;
  const claimed = send({
    session: { userId: claimedUserId, tokenHash, createdAt: Number.NaN },
    fromKv: reading.then(
      (read) => (confirms(read) ? read!.session : null),
      () => null,
    ),
  });
  const dropClaimed = () =>
    c.executionCtx.waitUntil(
      claimed.then(
        (response) => response.body?.cancel(),
        () => undefined,
      ),
    );
  let read: SessionRead | null;
  try {
    read = await reading;
  } catch (error) {
    dropClaimed();
    throw error;
  }
  c.set('session', read?.session ?? null);
  if (confirms(read)) {
    c.res = await claimed;
  } else {
    dropClaimed();
    c.res = await send({ session: read?.session ?? null });
  }
  // The renewal's cookie, unless the route set the session's cookie itself (`/api/me` clears it).
  if (read?.renewed && !c.res.headers.has('Set-Cookie')) renewSessionCookie(c, read);
}

/** Sends a request through the whole API again; imported on demand, as worker/app.ts imports this file. */
const throughTheApi: Dispatch = async (request, env, ctx) => (await import('../app')).app.fetch(request, env, ctx);

export const loadSession = sessionLoader(throughTheApi);

/**
 * The session with all that KV holds (when it began), for the checks that need it. A GET run under
 * a claim waits here for the KV read begun beside it, done by then as a rule; null when KV did not
 * confirm the claim (its answer is thrown away, whatever it is).
 */
export async function confirmedSession(c: { var: { session: Session | null; sessionFromKv?: Promise<Session | null> } }): Promise<Session | null> {
  return c.var.sessionFromKv ?? c.var.session;
}

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
