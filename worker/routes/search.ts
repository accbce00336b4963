import { Hono } from 'hono';
import { scopeOf, searchQuerySchema } from '#contract/search';
import { searchJson } from '../db/queries/search';
import type { AppEnv } from '../env';
import { jsonText } from '../lib/json-text';
import { parseQuery } from '../lib/validation';
import { viewerId } from '../middleware/session';

export const searchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { q, category, kind, limit, offset } = parseQuery(c, searchQuerySchema);
  // A `SearchResult` (#contract/search-types), every kind's page written by SQLite.
  return jsonText(c, await searchJson(c.var.scope.db.read, q, scopeOf(category, kind), viewerId(c), { limit, offset }));
});
