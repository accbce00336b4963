import { Hono } from 'hono';
import { getCategory, listCategories } from '../db/queries/categories';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseId } from '../lib/validation';

const NOT_FOUND = 'Categoria não encontrada.';

export const categoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const categories = await listCategories(c.var.scope.db.read);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(categories);
  })
  .get('/:id', async (c) => {
    const category = await getCategory(c.var.scope.db.read, parseId(c.req.param('id'), NOT_FOUND));
    if (!category) throw notFound(NOT_FOUND);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(category);
  });
