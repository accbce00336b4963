import { parse } from 'hono/utils/cookie';

/*
 * The session cookie, read one way everywhere: the API's session loader, the page render and the
 * edge cache all decide whether a request is a member's here (docs/decisions/028-hardening-second-pass.md). The name lives only in this file.
 */

/** The session cookie's name on http (local); https adds the `__Host-` prefix. */
export const SESSION_COOKIE = 'rede_to_session';

/** `__Host-` requires Secure, so it is used only on https (production and preview). */
export const sessionCookieName = (https: boolean) => (https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** Our ids are 43 characters of base64url; anything else cannot be one of them. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
/** A member id as the cookie claims it (decision 027): digits that make a safe integer, nothing else. */
const CLAIMED_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/**
 * What the session cookie holds: `<token>.<member id>` (decision 027), or the token alone (cookies
 * set before it). The token is the secret; the id only lets a read start before KV has answered,
 * and is never trusted by itself.
 */
export interface SessionCookie {
  token: string;
  /** The member the cookie says it belongs to; null when it says none, or nothing that could be an id. */
  claimedUserId: number | null;
}

/**
 * The session cookie of a `Cookie` header as the API reads it (Hono's parser: names trimmed of
 * spaces and tabs, values percent-decoded, the first of two kept), or null when there is none or
 * its token cannot be one of ours.
 */
export function readSessionCookie(cookieHeader: string | null | undefined, https: boolean): SessionCookie | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(https);
  const value = parse(cookieHeader, name)[name];
  if (!value) return null;
  const dot = value.indexOf('.');
  const token = dot < 0 ? value : value.slice(0, dot);
  if (!TOKEN_PATTERN.test(token)) return null;
  const claim = dot < 0 ? '' : value.slice(dot + 1);
  const claimedUserId = CLAIMED_ID_PATTERN.test(claim) && Number.isSafeInteger(Number(claim)) ? Number(claim) : null;
  return { token, claimedUserId };
}

/**
 * Whether a `Cookie` header names the session cookie in any spelling: either name, any case, any
 * white space or percent-encoding around it, a valid value or none. Wider than what
 * `readSessionCookie` accepts on purpose: whatever the API might take for a member, the edge cache
 * treats as one (it never serves nor stores such a request), and every answer to it is private.
 */
export function mentionsSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const header = cookieHeader.toLowerCase();
  if (header.includes(SESSION_COOKIE)) return true;
  try {
    return decodeURIComponent(header).includes(SESSION_COOKIE);
  } catch {
    // A malformed escape: the header, as it came, did not name the cookie.
    return false;
  }
}

/** The answer to a request that carried the session cookie: for this browser only, never a shared cache. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';

/**
 * Marks an answer to a request with the session cookie private: `public` becomes `private` (a
 * file may still be kept by the member's own browser), and an answer that said nothing or only
 * `no-store` says `private, no-store`.
 */
export function markPrivate(headers: Headers): void {
  const current = headers.get('Cache-Control');
  if (!current || /^\s*no-store\s*$/i.test(current)) {
    headers.set('Cache-Control', MEMBER_CACHE_CONTROL);
    return;
  }
  if (/(^|[\s,])private\b/i.test(current)) return;
  const directives = current
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(public|s-maxage=.*)$/i.test(directive));
  headers.set('Cache-Control', ['private', ...directives].join(', '));
}
