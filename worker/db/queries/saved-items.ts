import type { SavedItem } from '#contract/saved-items-types';
import { and, eq } from 'drizzle-orm';
import { orm, type ReadOnlyD1, type StatementFor } from '../client';
import { savedItems } from '../schema';
import { ITEM_JOINS, itemJson, KINDS, parseItem, type ContentKind, type Page } from './content';
import { notHiddenFrom, readableBy } from './shared';

type Row = Record<string, unknown>;
type SavedItemRecord = typeof savedItems.$inferSelect;

const SAVED_COLUMNS = 's.id AS savedId, s.user_id AS savedUserId, s.created_at AS savedAt';

/** A row of `savedOfKind`: the `SAVED_COLUMNS` and the item as the JSON text of `itemJson`. */
type SavedRow = {
  savedId: SavedItemRecord['id'];
  savedUserId: SavedItemRecord['userId'];
  savedAt: SavedItemRecord['createdAt'];
  item: string;
};

function toSavedItem(kind: ContentKind, row: SavedRow): SavedItem {
  const article = kind === 'article' ? parseItem<'article'>(row.item) : null;
  const protocol = kind === 'protocol' ? parseItem<'protocol'>(row.item) : null;
  return {
    id: row.savedId,
    userId: row.savedUserId,
    articleId: article?.id ?? null,
    protocolId: protocol?.id ?? null,
    article,
    protocol,
    createdAt: row.savedAt,
  };
}

/** The saved rows of `source` (a subquery aliased `s`) joined to their items of `kind`, in the member's shape. */
function savedOfKind<D extends ReadOnlyD1>(db: D, kind: ContentKind, userId: number, source: string, sourceParams: unknown[]): StatementFor<D> {
  const { table, targetColumn } = KINDS[kind];
  const params: unknown[] = [];
  const item = itemJson(kind, userId, params);
  params.push(...sourceParams);
  return db.prepare(`SELECT ${SAVED_COLUMNS}, ${item} AS item FROM ${source} s CROSS JOIN ${table} a ON a.id = s.${targetColumn} ${ITEM_JOINS}`).bind(...params) as StatementFor<D>;
}

const newestFirst = (a: SavedItem, b: SavedItem) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1);

/**
 * The member's saved items but those whose article or protocol is hidden from them (docs/rules/trust.md: it is gone for the saver until a moderator restores it, unless they wrote it), with
 * its parameters.
 */
function shownSaved(userId: number): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const articles = notHiddenFrom('articles', 'article_id', userId, params);
  const protocols = notHiddenFrom('protocols', 'protocol_id', userId, params);
  return { where: `user_id = ? AND (article_id IS NULL OR ${articles}) AND (protocol_id IS NULL OR ${protocols})`, params };
}

/**
 * One page of the member's saved items, newest first, each with its article or protocol: the page
 * is chosen once in SQL and joined to articles and to protocols; three statements in one batch.
 * Hand SQL: the items are JSON written by SQLite (decisions 063 and 066).
 */
export async function listSavedItems(db: ReadOnlyD1, userId: number, limit: number, offset: number): Promise<Page<SavedItem>> {
  const shown = shownSaved(userId);
  const page = `(SELECT id, user_id, article_id, protocol_id, created_at FROM saved_items WHERE ${shown.where}
                  ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?)`;
  const pageParams = [...shown.params, limit, offset];
  const [articles, protocols, count] = await db.batch<Row>([
    savedOfKind(db, 'article', userId, page, pageParams),
    savedOfKind(db, 'protocol', userId, page, pageParams),
    db.prepare(`SELECT count(*) AS total FROM saved_items WHERE ${shown.where}`).bind(...shown.params),
  ]);
  const items = [...((articles?.results ?? []) as SavedRow[]).map((row) => toSavedItem('article', row)), ...((protocols?.results ?? []) as SavedRow[]).map((row) => toSavedItem('protocol', row))].sort(
    newestFirst,
  );
  return { items, total: Number(count?.results[0]?.total ?? 0) };
}

/**
 * Saves an article or protocol for the member (nothing happens if it is already saved) and reads
 * the saved item back, in one batch. `created` tells a new save from a repeated one; null when the
 * target does not exist, or is hidden from the member (nothing written).
 */
export async function saveItem(db: D1Database, userId: number, kind: ContentKind, itemId: number): Promise<{ item: SavedItem; created: boolean } | null> {
  const { table, targetColumn } = KINDS[kind];
  const insert = db
    .prepare(
      `INSERT INTO saved_items (user_id, ${targetColumn}) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM ${table} x WHERE x.id = ?2
         AND (x.hidden_at IS NULL OR x.author_id = ?1) AND (x.author_id = ?1 OR ${readableBy('x', '?1')}))
       ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(userId, itemId);
  const shown = shownSaved(userId);
  const source = `(SELECT id, user_id, article_id, protocol_id, created_at FROM saved_items WHERE ${shown.where} AND ${targetColumn} = ?)`;
  const [inserted, readBack] = await db.batch<Row>([insert, savedOfKind(db, kind, userId, source, [...shown.params, itemId])]);
  const row = readBack?.results[0];
  if (!row) return null;
  return { item: toSavedItem(kind, row as SavedRow), created: Boolean(inserted?.results.length) };
}

/** Removes one of the member's own saved items; false when there is none with that id for them. */
export async function deleteSavedItem(db: D1Database, userId: number, id: number): Promise<boolean> {
  const row = await orm(db)
    .delete(savedItems)
    .where(and(eq(savedItems.id, id), eq(savedItems.userId, userId)))
    .returning({ id: savedItems.id })
    .get();
  return row !== undefined;
}
