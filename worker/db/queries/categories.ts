import type { Category } from '#contract/categories-types';
import { notHiddenFrom } from './shared';

/**
 * A category's count is the same for everyone: it leaves out every hidden item (DECISIONS.md
 * section 7), from the tables' small indexes of hidden rows, once per statement.
 */
const SELECT_CATEGORIES = `
  SELECT c.id, c.name, c.icon,
         (SELECT count(*) FROM articles a WHERE a.category_id = c.id AND ${notHiddenFrom('articles', 'a.id', null, [])})
       + (SELECT count(*) FROM protocols p WHERE p.category_id = c.id AND ${notHiddenFrom('protocols', 'p.id', null, [])}) AS resourceCount
    FROM categories c`;

// Hand SQL, built once: with drizzle's query builder this list cost measurably more CPU per
// request on `npm run bench` (decision 066).
export async function listCategories(db: D1Database): Promise<Category[]> {
  const { results } = await db.prepare(`${SELECT_CATEGORIES} ORDER BY c.name COLLATE NOCASE`).all<Category>();
  return results;
}

export async function getCategory(db: D1Database, id: number): Promise<Category | null> {
  return db.prepare(`${SELECT_CATEGORIES} WHERE c.id = ?`).bind(id).first<Category>();
}
