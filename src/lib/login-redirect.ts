/** Where a gated action sends a visitor: /login, remembering the page to come back to. */
export function loginHref(location: { pathname: string; search?: string }): string {
  return `/login?next=${encodeURIComponent(location.pathname + (location.search ?? ''))}`;
}

/** The page to return to after signing in: only a path of ours (never `//other.site` or a URL). */
export function safeNextPath(next: string | null | undefined, fallback = '/profile'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
