/** `page`, remembering in `?next=` the page to come back to afterwards. */
const comingBackTo =
  (page: string) =>
  (location: { pathname: string; search?: string }): string =>
    `${page}?next=${encodeURIComponent(location.pathname + (location.search ?? ''))}`;

/** Where a gated action sends a visitor: /login, and back here once signed in. */
export const loginHref = comingBackTo('/login');
/** Registration from a page a visitor wanted to take part in: /register, and back here once the account exists. */
export const registerHref = comingBackTo('/register');

/**
 * A path of this site: a slash not followed by another slash or a backslash, and no white space,
 * control character or backslash anywhere. Browsers drop tabs and line breaks from a URL and read a
 * backslash as a slash, so `/<tab>/host` would otherwise lead to another site.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is this pattern's purpose
const LOCAL_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;
const PROBE_ORIGIN = 'http://rede-to.invalid';

/** The page to return to after signing in: only a path of ours (never `//other.site` or a URL). */
export function safeNextPath(next: string | null | undefined, fallback = '/profile'): string {
  if (!next || !LOCAL_PATH.test(next)) return fallback;
  // A second opinion from the URL parser the browser itself will use.
  return new URL(next, PROBE_ORIGIN).origin === PROBE_ORIGIN ? next : fallback;
}
