import type { Context } from 'hono';

/**
 * Signing out (and the account's deletion) clears every copy the browser keeps for the portal
 * (docs/rules/push-and-offline.md, "Offline reading"): its HTTP cache, and its storage, which holds
 * the service worker, its caches of the member's pages and the device's push subscription.
 */
export function clearSiteData(c: Context): void {
  c.header('Clear-Site-Data', '"cache", "storage"');
}
