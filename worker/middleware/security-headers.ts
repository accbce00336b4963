import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { markPrivate, mentionsSessionCookie } from '../lib/session-cookie';
import { isCandidate, STORABLE_CACHE_CONTROL } from '../runtime/edge-cache';

/**
 * Headers of every API response. The SPA's static assets get theirs from `public/_headers`.
 * Responses are `no-store` unless a route says otherwise (public files set long caching) or they
 * are a visitor's public read (`no-cache`, which the edge cache may store), and `private` whenever
 * the request carried the session cookie.
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
  // A visitor's public read may be kept by the edge cache for a minute; anything else by no cache.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', c.res.status === 200 && isCandidate(c.req.raw) ? STORABLE_CACHE_CONTROL : 'no-store');
  // An answer computed with a session is this member's: no shared cache may keep it.
  if (mentionsSessionCookie(c.req.header('Cookie'))) markPrivate(headers);
});
