import type { Category } from '#contract/categories-types';

const SELECT_CATEGORIES = `
  SELECT c.id, c.name, c.icon,
         (SELECT count(*) FROM articles a WHERE a.category_id = c.id)
       + (SELECT count(*) FROM protocols p WHERE p.category_id = c.id) AS resourceCount
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
