import type { Context } from 'hono';

/**
 * Sends JSON text that SQLite has already written (lists, details and search results, `itemJson`) as it is,
 * with the same Content-Type as `c.json`, instead of parsing it into objects to write it out again.
 */
export function jsonText(c: Context, text: string): Response {
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}
