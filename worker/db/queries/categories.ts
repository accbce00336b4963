import type { Category } from '#contract/categories-types';
import type { ReadOnlyD1 } from '../client';

/**
 * A category's count is the same for everyone: it leaves out every hidden item (docs/rules/trust.md), counted apart from the tables' small indexes of hidden rows (migration 0013), so the
 * category's own count reads its index as before; and every item of a closed community (docs/rules/communities.md), read from the few closed communities' rows.
 * `CROSS JOIN` keeps the communities outside: left to itself, SQLite walked every item of the
 * category by its index and looked each one's community up (decision 078).
 */
const visibleIn = (table: 'articles' | 'protocols') =>
  `(SELECT count(*) FROM ${table} x WHERE x.category_id = c.id)
   - (SELECT count(*) FROM ${table} x INDEXED BY ${table}_hidden_idx WHERE x.hidden_at IS NOT NULL AND x.category_id = c.id)
   - (SELECT count(*) FROM communities k CROSS JOIN ${table} x INDEXED BY ${table}_community_idx
       WHERE k.visibility = 'closed' AND x.community_id = k.id AND x.hidden_at IS NULL AND x.category_id = c.id)`;
const SELECT_CATEGORIES = `
  SELECT c.id, c.name, c.icon, ${visibleIn('articles')} + ${visibleIn('protocols')} AS resourceCount
    FROM categories c`;

// Hand SQL, built once: with drizzle's query builder this list cost measurably more CPU per
// request on `npm run bench` (decision 066).
export async function listCategories(db: ReadOnlyD1): Promise<Category[]> {
  const { results } = await db.prepare(`${SELECT_CATEGORIES} ORDER BY c.name COLLATE NOCASE`).all<Category>();
  return results;
}

export async function getCategory(db: ReadOnlyD1, id: number): Promise<Category | null> {
  return db.prepare(`${SELECT_CATEGORIES} WHERE c.id = ?`).bind(id).first<Category>();
}
