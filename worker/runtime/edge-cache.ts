import type { Bindings } from '../env';
import { isApiPath } from '../lib/paths';
import { mentionsSessionCookie } from '../lib/session-cookie';

/** `EDGE_CACHE = "off"` turns the cache off (the worker tests and the end-to-end tests, which write then read as visitors). */
type EdgeCacheBindings = Bindings & { EDGE_CACHE?: string };

/** How this response was answered: HIT, STALE (served, refreshed behind it), MISS (stored for the next visitor) or BYPASS. */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';
/** When a stored copy was made (ms since epoch): its age decides whether it is fresh, stale or too old. */
export const STORED_AT_HEADER = 'X-Edge-Stored-At';
/** A copy this young is served as it is. */
const FRESH_MS = 30_000;
/** A copy older than this is never served, so a change reaches every visitor within a minute (docs/rules/latency.md). */
const MAX_AGE_MS = 60_000;
/** What a visitor's cacheable answer says: shared caches for a minute, the browser asks again each time. */
export const VISITOR_CACHE_CONTROL = 'public, s-maxage=60, max-age=0';

type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

/**
 * The public GET APIs: what they answer a visitor is the same for every visitor. Anything else
 * under /api (the member's own data, saved items, files with their own headers, health) is never
 * a candidate, nor is a route added later until it is named here.
 */
const PUBLIC_API = /^\/api\/(articles|protocols|events|opportunities|volunteering|questions|categories|users|search)(\/|$)/;
/** Parameters that only say where a link was shared: no route reads them, so they must not split the cache. */
const TRACKING_PARAMETER = /^(utm_.+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;
/** The statement counters of tests and benchmarks: a copy served from the cache cost none. */
const STATEMENT_COUNT_HEADERS = ['X-D1-Statements', 'X-D1-Round-Trips'];

/** The key's parameter naming the deployed front end (see `frontEndVersion`). */
const VERSION_PARAMETER = 'edge-version';

/** Keys whose background refresh is under way in this isolate: one refresh per copy, however many visitors see it stale. */
const refreshing = new Set<string>();

/**
 * A signed-in member (or anyone whose browser still holds the cookie, or who names it in any
 * spelling) is never served nor stored: worker/lib/session-cookie.ts decides, for the API too.
 */
export const hasSessionCookie = (request: Request) => mentionsSessionCookie(request.headers.get('Cookie'));

/** A visitor's GET or HEAD of a page (any path outside /api) or of a public API. */
export function isCandidate(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (hasSessionCookie(request) || request.headers.has('Authorization')) return false;
  const { pathname } = new URL(request.url);
  return isApiPath(pathname) ? PUBLIC_API.test(pathname) : true;
}

const isTrackingParameter = ([name]: [string, string]) => TRACKING_PARAMETER.test(name);

/**
 * The request without its tracking parameters, the same request when it has none. Dropped before
 * anything reads the URL, not only from the cache's key: a page drawn for `?utm_source=…` would
 * otherwise carry the parameter in its links ('Entrar' and 'Registar' name the page to come back
 * to), and a visitor could make the stored copy as long as the parameter they chose.
 */
export function withoutTrackingParameters(request: Request): Request {
  const url = new URL(request.url);
  const parameters = [...url.searchParams];
  if (!parameters.some(isTrackingParameter)) return request;
  url.search = new URLSearchParams(parameters.filter((parameter) => !isTrackingParameter(parameter))).toString();
  return new Request(url.toString(), request);
}

/**
 * The key of a URL: its path with the query's parameters sorted by name (repeated ones keep their
 * order) and tracking parameters dropped, then the deployment's version; nothing from the
 * visitor. Empty values are kept: `ids=` asks for no items where no `ids` asks for all of them.
 */
export function cacheKey(requestUrl: string, version = ''): Request {
  const url = new URL(requestUrl);
  const parameters = [...url.searchParams].filter((parameter) => !isTrackingParameter(parameter));
  parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (version) parameters.push([VERSION_PARAMETER, version]);
  url.search = new URLSearchParams(parameters).toString();
  url.hash = '';
  return new Request(url.toString(), { method: 'GET' });
}

let version: Promise<string> | undefined;

/**
 * The deployed front end (index.html's ETag). A page names hashed scripts that the next
 * deployment no longer serves, and an API answer has the shape its deployment's screens expect:
 * each deployment keeps copies of its own. Read once per isolate (an isolate runs one
 * deployment); none when it cannot be read, and read again next time.
 */
function frontEndVersion(env: EdgeCacheBindings, url: URL): Promise<string> {
  version ??= env.ASSETS.fetch(new URL('/', url)).then(async (response) => {
    await response.body?.cancel();
    return response.headers.get('ETag')?.replace(/[^A-Za-z0-9]/g, '') ?? '';
  });
  return version.catch((error: unknown) => {
    version = undefined;
    logged(error, 'version');
    return '';
  });
}

/**
 * What a visitor's answer that the edge cache may keep says (a page, a public API's 200): the
 * browser asks again each time; the cache stores it for a minute (`VISITOR_CACHE_CONTROL`).
 * Everything else says `no-store` (`private, no-store` for a member), which the cache refuses.
 */
export const STORABLE_CACHE_CONTROL = 'no-cache';

/**
 * Whether an answer to a visitor may be stored: a 200 that sets no cookie and says neither
 * `private` nor `no-store`. A member's answer says both (worker/lib/session-cookie.ts
 * `markPrivate`), so even a request the cache took for a visitor's cannot store it.
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('Set-Cookie')) return false;
  return !/(^|[\s,])(private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/** The same response with headers that can be changed (those of a fetch or of the cache cannot). */
function withStatus(response: Response, status: CacheStatus): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(EDGE_CACHE_HEADER, status);
  return copy;
}

/** A visitor's answer as stored and served: public for a minute, with the time it was made. */
function forVisitors(response: Response, storedAt: number, status: CacheStatus): Response {
  const copy = withStatus(response, status);
  copy.headers.set('Cache-Control', VISITOR_CACHE_CONTROL);
  copy.headers.set(STORED_AT_HEADER, String(storedAt));
  // A proxy between a member and us must not hand them a visitor's copy.
  copy.headers.set('Vary', 'Cookie');
  return copy;
}

/** The copy put in the cache: without the per-request statement counts. */
function toStore(response: Response): Response {
  const stored = new Response(response.body, response);
  for (const name of STATEMENT_COUNT_HEADERS) stored.headers.delete(name);
  return stored;
}

/** A stored copy as served to this request: no body for a HEAD, no statements spent, and a log line, as the Worker's own answers have. */
function fromStore(stored: Response, request: Request, env: EdgeCacheBindings, status: CacheStatus): Response {
  if (request.method === 'HEAD') void stored.body?.cancel();
  const served = withStatus(new Response(request.method === 'HEAD' ? null : stored.body, stored), status);
  if (env.EXPOSE_D1_STATEMENTS === '1') for (const name of STATEMENT_COUNT_HEADERS) served.headers.set(name, '0');
  // Never the query string (worker/middleware/request-context.ts says why).
  if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', kind: 'edge-cache', cache: status, path: new URL(request.url).pathname }));
  return served;
}

const ageOf = (stored: Response, now: number) => now - Number(stored.headers.get(STORED_AT_HEADER));

/** A cache failure costs the cache, never the page: it is logged and the request answered without it. */
function logged(error: unknown, action: string): null {
  console.error(JSON.stringify({ level: 'error', message: `edge cache ${action} failed`, error: String(error) }));
  return null;
}

/** Asks the Worker again and stores the answer, or forgets the copy when the answer may not be stored (a hidden item's 404). */
async function refresh(cache: Cache, key: Request, handle: () => Promise<Response>, now: () => number): Promise<void> {
  if (refreshing.has(key.url)) return;
  refreshing.add(key.url);
  try {
    const storedAt = now();
    const response = await handle();
    if (isStorable(response)) await cache.put(key, toStore(forVisitors(response, storedAt, 'MISS')));
    else await cache.delete(key);
  } catch (error) {
    logged(error, 'refresh');
  } finally {
    refreshing.delete(key.url);
  }
}

/**
 * Visitors' pages and public GET APIs from the Cache API (docs/rules/latency.md, docs/decisions/071): a copy
 * younger than 30 s is served as it is, one between 30 and 60 s is served and refreshed in the
 * background, an older one is never served. Members (any request with the session cookie), other
 * methods and the private APIs go straight to `handle` and are never stored. `now` is the clock
 * (tests move it).
 */
export async function servedFromEdgeCache(request: Request, env: EdgeCacheBindings, ctx: ExecutionContext, handle: () => Promise<Response>, now: () => number = Date.now): Promise<Response> {
  if (env.EDGE_CACHE === 'off') return handle();
  if (!isCandidate(request)) return withStatus(await handle(), 'BYPASS');

  const cache = caches.default;
  const key = cacheKey(request.url, await frontEndVersion(env, new URL(request.url)));
  const stored = await cache.match(key).catch((error: unknown) => logged(error, 'read'));
  const age = stored ? ageOf(stored, now()) : NaN;
  if (stored && age >= 0 && age < FRESH_MS) return fromStore(stored, request, env, 'HIT');
  if (stored && age >= 0 && age < MAX_AGE_MS) {
    // A HEAD's answer has no body to store: only a GET refreshes.
    if (request.method === 'GET') ctx.waitUntil(refresh(cache, key, handle, now));
    return fromStore(stored, request, env, 'STALE');
  }
  await stored?.body?.cancel();

  const storedAt = now();
  const response = await handle();
  if (!isStorable(response)) {
    if (stored) ctx.waitUntil(cache.delete(key).catch((error: unknown) => logged(error, 'evict')));
    return withStatus(response, 'MISS');
  }
  const answer = forVisitors(response, storedAt, 'MISS');
  if (request.method === 'GET') ctx.waitUntil(cache.put(key, toStore(answer.clone())).catch((error: unknown) => logged(error, 'write')));
  return answer;
}
