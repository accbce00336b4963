import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';

const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The API's first middleware: the request's scope, built by worker/runtime/answer.ts, becomes the
 * one variable routes read (`c.var.scope`); the answer carries the request's id; and the route it
 * matched is noted for the request's log line, which the runtime writes.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  // The one read of `c.env` outside worker/runtime/: what the runtime gave the app.
  // eslint-disable-next-line no-restricted-syntax
  const { scope } = c.env;
  c.set('scope', scope);
  try {
    await next();
  } finally {
    c.res.headers.set(REQUEST_ID_HEADER, scope.requestId);
    if (!scope.config.quietLogs) scope.trace.route = matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? c.req.routePath;
  }
});
