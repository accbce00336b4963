import type { Context } from 'hono';

/** The header's types, each a quoted string in the header: `"cache", "storage"`. */
const CLEARED = ['cache', 'storage'];

/**
 * Signing out (and the account's deletion) clears every copy the browser keeps for the portal
 * (docs/rules/push-and-offline.md, "Signing out clears every copy"): its HTTP cache, and its
 * storage, which holds the service worker, its copies of the member's pages and the device's push
 * subscription.
 */
export function clearSiteData(c: Context): void {
  c.header('Clear-Site-Data', CLEARED.map((type) => `"${type}"`).join(', '));
}
