import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CACHE_HEADER, hasSessionCookie } from '../../../worker/runtime/edge-cache';
import type { Bindings } from '../../../worker/env';
import worker from '../../../worker/index';
import { readSessionCookie, SESSION_COOKIE } from '../../../worker/lib/session-cookie';
import { createMember, type Member } from '../fixtures';
import { env, ORIGIN } from '../helpers';
import { FUZZ } from './properties';

/*
 * The session cookie in every spelling a client can send (a second hardening pass found that a
 * space before `=` made a member a visitor for the edge cache and a member for the API): whatever
 * the API reads as a session, the edge cache keeps out, and every answer to a request naming the
 * cookie is private.
 */

/** White space a client may put around a cookie's name or value. */
const blank = fc.constantFrom('', '', ' ', '\t', '  ', ' \t');

/** The cookie's name as a client might spell it: each letter in either case, some escaped, with or without the https prefix. */
const nameSpelling = fc
  .tuple(
    fc.constantFrom('', '', '__Host-', '__host-', '__HOST-'),
    fc.array(fc.constantFrom<'same' | 'upper' | 'escaped'>('same', 'same', 'same', 'same', 'upper', 'escaped'), { minLength: SESSION_COOKIE.length, maxLength: SESSION_COOKIE.length }),
  )
  .map(([prefix, changes]) => {
    const letters = [...SESSION_COOKIE].map((letter, index) => {
      const change = changes[index];
      if (change === 'upper') return letter.toUpperCase();
      if (change === 'escaped') return `%${letter.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
      return letter;
    });
    return `${prefix}${letters.join('')}`;
  });

/** Other cookies a browser sends beside the session's. */
const otherCookie = fc.constantFrom('tema=escuro', 'lang=pt-PT', '_ga=GA1.2.3', 'a=', 'rede_to=1', 'session=x');

/** A `Cookie` header naming the session cookie: a member's real value (or a stale one) under some spelling, among other cookies. */
function cookieHeader(value: string): fc.Arbitrary<string> {
  return fc
    .record({
      name: nameSpelling,
      before: blank,
      beforeEquals: blank,
      afterEquals: blank,
      quoted: fc.boolean(),
      stale: fc.boolean(),
      others: fc.array(otherCookie, { maxLength: 3 }),
      at: fc.nat(3),
      separator: fc.constantFrom(';', '; ', ';\t'),
    })
    .map(({ name, before, beforeEquals, afterEquals, quoted, stale, others, at, separator }) => {
      const shown = stale ? 'expirada' : value;
      const session = `${before}${name}${beforeEquals}=${afterEquals}${quoted ? `"${shown}"` : shown}`;
      const cookies: string[] = [...others];
      cookies.splice(Math.min(at, cookies.length), 0, session);
      return cookies.join(separator);
    });
}

// index.html reduced to what the Worker relies on (as tests/worker/pages.test.ts serves it).
const SHELL = `<!doctype html><html lang="pt-PT"><head><title>Rede TO</title></head><body><div id="root"></div><!--/root--></body></html>`;
const BINDINGS = {
  ...env,
  EDGE_CACHE: 'on',
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) },
} as unknown as Bindings;

describe('the session cookie in any spelling', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createMember();
  });

  it('whatever the API reads as a session the edge cache keeps out, and every answer to it is private', { timeout: FUZZ.timeoutMs }, async () => {
    const value = member.client.cookie.slice(`${SESSION_COOKIE}=`.length);
    await fc.assert(
      fc.asyncProperty(cookieHeader(value), fc.constantFrom('/api/me', '/api/articles?limit=1', '/api/users?limit=1'), async (header, path) => {
        const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: header } });
        for (const https of [false, true]) {
          if (readSessionCookie(header, https)) expect(hasSessionCookie(request), `${JSON.stringify(header)} read as a session`).toBe(true);
        }
        const ctx = createExecutionContext();
        const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, BINDINGS, ctx);
        await response.body?.cancel();
        await waitOnExecutionContext(ctx);
        expect(response.status, header).toBeLessThan(500);
        expect(response.headers.get(EDGE_CACHE_HEADER), header).toBe('BYPASS');
        expect(response.headers.get('Cache-Control'), header).toMatch(/(^|,\s*)private\b/);
      }),
      { seed: FUZZ.seed, numRuns: FUZZ.numRuns },
    );
  });
});
