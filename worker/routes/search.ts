import { Hono } from 'hono';
import { searchQuerySchema } from '#contract/search';
import { scopeOf, searchContent } from '../db/queries/search';
import type { AppEnv } from '../env';
import { parseQuery } from '../lib/validation';
import { viewerId } from '../middleware/session';

export const searchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { q, category } = parseQuery(c, searchQuerySchema);
  const result = await searchContent(c.env.DB, q, scopeOf(category), viewerId(c));
  return c.json(result);
});
