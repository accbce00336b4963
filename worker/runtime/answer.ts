import type { Bindings } from '../env';
import { isApiPath, namesFile } from '../lib/paths';
import { readSessionCookie } from '../lib/session-cookie';
import { lookUpSession, renewedSessionCookie, sha256Hex, userAgentOf, type SessionRead } from '../services/sessions';
import { isClaimable } from './claims';
import { isLighthouseReference, lighthouseReference } from './lighthouse-reference';
import { openPlatform, requestIdFor, scopeFor, type Platform, type Scope } from './scope';
import { Viewer } from './viewer';

/*
 * Every request, top-down (docs/rules/platform.md, "One request, one scope"): worker/index.ts hands
 * it here with the API and the page render as parameters; this builds the request's scope, decides
 * who it answers as, runs the handler once (twice only when a claim turns out false), and writes
 * what every answer carries: the renewed session cookie, the statement counts of tests and
 * benchmarks, and one log line.
 */

/** Answers a request under a scope: the API (worker/app.ts) or the page render (worker/pages.ts). */
type Handler = (request: Request, scope: Scope) => Promise<Response>;

export interface Handlers {
  api: Handler;
  page: Handler;
}

export async function answer(request: Request, bindings: Bindings, ctx: ExecutionContext, handlers: Handlers): Promise<Response> {
  const started = Date.now();
  const platform = openPlatform(bindings, ctx, requestIdFor(request.headers.get('CF-Ray')));
  // `npm run lighthouse`'s reference page, locally only: the page without its scripts.
  if (isLighthouseReference(request, platform.config)) return lighthouseReference(request, (plain) => answer(plain, bindings, ctx, handlers));
  const url = new URL(request.url);
  const api = isApiPath(url.pathname);
  const handle: Handler = api ? handlers.api : handlers.page;
  // A screen is a read; an API request is claimed only on the cheap reads pages make (./claims.ts).
  // A file (robots.txt, the sitemap, a static file) never needs the session: it is left unread.
  const claimable = api ? isClaimable(request.method, url.pathname) : request.method === 'GET' && !namesFile(url.pathname);
  const { response, scope, read } = await asViewer(request, platform, handle, claimable);

  const extra: [string, string][] = [];
  // The renewal's cookie, unless the answer set the session's cookie itself (signing out clears it).
  if (read?.renewed && !response.headers.has('Set-Cookie')) extra.push(['Set-Cookie', renewedSessionCookie(request, read)]);
  if (bindings.EXPOSE_D1_STATEMENTS === '1') extra.push(['X-D1-Statements', String(platform.stats.statements())], ['X-D1-Round-Trips', String(platform.stats.roundTrips())]);
  const answered = extra.length > 0 ? withHeaders(response, extra) : response;
  if (api) logRequest(request, url, answered, scope, started);
  return answered;
}

/** `response` with these headers set: itself when its headers can be changed (the API's, a page's), else a copy (a static file's, whose headers are immutable). */
function withHeaders(response: Response, headers: [string, string][]): Response {
  const set = (answer: Response) => {
    for (const [name, value] of headers) answer.headers.set(name, value);
    return answer;
  };
  try {
    return set(response);
  } catch {
    return set(new Response(response.body, response));
  }
}

interface Answered {
  response: Response;
  /** The scope of the answer given (a claim KV refused is answered again, by a scope of its own). */
  scope: Scope;
  /** The session as KV read it, once read: its renewal sets the cookie again. */
  read: SessionRead | null;
}

/**
 * Runs `handle` as the request's viewer. Without a session cookie, a visitor. With one, the
 * session is read from KV when first needed, except for a claimable read whose cookie names its
 * member (decision 027): that one runs at once as the member claimed, its D1 work beside KV's read,
 * and its writes wait for KV (./scope.ts). If KV holds another member's session, or none, the
 * answer is thrown away unread and `handle` runs again as the session says.
 */
async function asViewer(request: Request, platform: Platform, handle: Handler, claimable: boolean): Promise<Answered> {
  const cookie = readSessionCookie(request.headers.get('Cookie'), new URL(request.url).protocol === 'https:');
  if (!cookie) {
    const scope = scopeFor(platform, Viewer.visitor());
    return { response: await handle(request, scope), scope, read: null };
  }
  // The session's own reads and its daily renewal are not the claim's: they never wait for it.
  const sessionScope = scopeFor(platform, Viewer.visitor());
  let hashing: Promise<string> | undefined;
  const hashOfToken = () => (hashing ??= sha256Hex(cookie.token));
  let reading: Promise<SessionRead | null> | undefined;
  const readSession = () => (reading ??= hashOfToken().then((tokenHash) => lookUpSession(sessionScope, cookie.token, tokenHash, userAgentOf(request))));
  const claimedUserId = cookie.claimedUserId;
  if (!claimable || claimedUserId === null) {
    const scope = scopeFor(
      platform,
      Viewer.unread(async () => (await readSession())?.session ?? null),
    );
    const response = await handle(request, scope);
    return { response, scope, read: reading ? await reading : null };
  }

  const read = readSession();
  const tokenHash = await hashOfToken();
  const confirming = read.then((found) => (found !== null && found.session.userId === claimedUserId ? found.session : null));
  const claimed = scopeFor(platform, Viewer.claimed({ userId: claimedUserId, tokenHash }, confirming));
  const claimedAnswer = handle(request, claimed);
  const dropClaimed = () =>
    platform.ctx.waitUntil(
      claimedAnswer.then(
        (response) => response.body?.cancel(),
        () => undefined,
      ),
    );
  let found: SessionRead | null;
  try {
    found = await read;
  } catch (error) {
    dropClaimed();
    throw error;
  }
  if (found !== null && found.session.userId === claimedUserId) return { response: await claimedAnswer, scope: claimed, read: found };
  dropClaimed();
  const scope = scopeFor(platform, Viewer.member(found?.session ?? null));
  return { response: await handle(request, scope), scope, read: found };
}

/**
 * One JSON line per API request: method, route, path, status, duration, request id and member id.
 * Never a body, a cookie, a password or the query string (searches can say more about a person
 * than they meant to share). Pages write their own (worker/pages.ts).
 */
function logRequest(request: Request, url: URL, response: Response, scope: Scope, started: number): void {
  if (scope.config.quietLogs) return;
  console.log(
    JSON.stringify({
      level: response.status >= 500 ? 'error' : 'info',
      method: request.method,
      route: scope.trace.route ?? url.pathname,
      path: url.pathname,
      status: response.status,
      durationMs: Date.now() - started,
      requestId: scope.requestId,
      userId: scope.viewer.idIfRead,
    }),
  );
}
