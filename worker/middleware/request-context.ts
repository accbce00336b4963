import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { countStatements } from '../db/client';
import type { AppEnv, Bindings } from '../env';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Cloudflare's ray id ("8f1b2c3d4e5f6789-LIS"): in production the edge sets it, so logs and dashboards share one id. */
const CF_RAY = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

/** The CF-Ray header when it looks like one (a client can send anything when no edge is in front), else a fresh UUID. */
export function requestIdFor(cfRay: string | undefined): string {
  return cfRay && CF_RAY.test(cfRay) ? cfRay : crypto.randomUUID();
}

/** Tests and benchmarks only: the statements and sequential D1 round trips a response cost. */
function exposeCounts(headers: Headers, counted: { count: () => number; roundTrips: () => number }): void {
  headers.set('X-D1-Statements', String(counted.count()));
  headers.set('X-D1-Round-Trips', String(counted.roundTrips()));
}

/**
 * A page's server render calls the API once per query its screen reads, each request with its own
 * counter: this one counts across all of them (worker/pages.ts gives `env` to those calls and
 * `expose` the page's headers), so that a page's sequential round trips are measured as a whole.
 */
export function countedPage(env: Bindings): { env: Bindings; expose: (headers: Headers) => void } {
  if (env.EXPOSE_D1_STATEMENTS !== '1') return { env, expose: () => {} };
  const counted = countStatements(env.DB);
  return { env: { ...env, DB: counted.d1 }, expose: (headers) => exposeCounts(headers, counted) };
}

/**
 * Gives each request an id (echoed in `X-Request-Id`), a D1 binding that counts its
 * statements, and one structured JSON log line when it ends: method, route, status, duration,
 * request id and user id. Never a body, a cookie, a password or the query string (searches
 * can say more about a person than they meant to share).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const requestId = requestIdFor(c.req.header('CF-Ray'));
  const counted = countStatements(c.env.DB);
  c.set('requestId', requestId);
  c.set('statementCount', counted.count);
  c.env = { ...c.env, DB: counted.d1 };
  try {
    await next();
  } finally {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    if (c.env.EXPOSE_D1_STATEMENTS === '1') exposeCounts(c.res.headers, counted);
    if (c.env.QUIET_LOGS !== '1') {
      console.log(
        JSON.stringify({
          level: c.res.status >= 500 ? 'error' : 'info',
          method: c.req.method,
          // The route the request matched, even when a middleware answered it (a GET under a
          // claim is answered through a request of its own, worker/middleware/session.ts).
          route: matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? c.req.routePath,
          path: new URL(c.req.url).pathname,
          status: c.res.status,
          durationMs: Date.now() - started,
          requestId,
          userId: c.var.session?.userId ?? null,
        }),
      );
    }
  }
});
