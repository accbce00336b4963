/**
 * What the throttles key their counters on. The counters themselves (fixed windows in D1) are
 * worker/db/queries/rate-limits.ts.
 */

/** The client's address as Cloudflare reports it ('local' when served without Cloudflare in front). */
export function clientAddress(headers: { header(name: string): string | undefined }): string {
  return headers.header('CF-Connecting-IP') ?? 'local';
}
