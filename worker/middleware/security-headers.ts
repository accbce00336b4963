import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { markPrivate, mentionsSessionCookie } from '../lib/session-cookie';

/**
 * Headers of every API response. The SPA's static assets get theirs from `public/_headers`.
 * Responses are `no-store` unless a route says otherwise (public files set long caching), and
 * `private` whenever the request carried the session cookie.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  // An answer computed with a session is this member's: no shared cache may keep it.
  if (mentionsSessionCookie(c.req.header('Cookie'))) markPrivate(headers);
});
