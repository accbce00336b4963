import type { LikeResult } from '#contract/articles-types';
import { KINDS, type ContentKind } from './content';
import { readableBy } from './shared';

/**
 * Adds or removes the member's like and recounts the item's likes from the likes table, in one
 * batch (one transaction): repeating changes nothing and concurrent likes never make the counter
 * drift. Null when the item does not exist or is hidden from the member (nothing written). Hand SQL: the insert is guarded by
 * the item's existence and the counter recounted with RETURNING, each in one statement (decision 066).
 */
/**
 * The item (`?2`, of `table`) is visible to the member (`?1`): not hidden by moderation, or theirs
 * (docs/rules/trust.md); and not in a closed community they are not in (docs/rules/communities.md).
 */
const visible = (table: string) => `(${table}.hidden_at IS NULL OR ${table}.author_id = ?1) AND (${table}.author_id = ?1 OR ${readableBy(table, '?1')})`;

export async function setLike(db: D1Database, kind: ContentKind, itemId: number, userId: number, liked: boolean): Promise<LikeResult | null> {
  const { table, targetColumn } = KINDS[kind];
  const change = liked
    ? db
        .prepare(
          `INSERT INTO likes (user_id, ${targetColumn}) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ?2 AND ${visible(table)})
           ON CONFLICT DO NOTHING`,
        )
        .bind(userId, itemId)
    : db.prepare(`DELETE FROM likes WHERE user_id = ?1 AND ${targetColumn} = ?2 AND EXISTS (SELECT 1 FROM ${table} WHERE id = ?2 AND ${visible(table)})`).bind(userId, itemId);
  const recount = db.prepare(`UPDATE ${table} SET likes = (SELECT count(*) FROM likes WHERE ${targetColumn} = ?2) WHERE id = ?2 AND ${visible(table)} RETURNING likes`).bind(userId, itemId);
  const [, counted] = await db.batch<{ likes: number }>([change, recount]);
  const row = counted?.results[0];
  return row ? { likes: row.likes, liked } : null;
}
