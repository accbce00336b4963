import { type Draft, type DraftBody, type DraftKind, type DraftSummary, type FormDraftBody } from '#contract/drafts-types';
import type { ReadOnlyD1 } from '../client';

/*
 * Drafts: read and written only here, always by their author's id. The queries of lists, details,
 * search and feeds never read this table: a draft is not an item (decision 073).
 */

/** The table and owner column of the kinds written on a creation form, whose edits have drafts too (issue 18). */
/**
 * The table of each kind of item a draft can edit, and the column naming whom it belongs to. Held
 * here rather than read from ./content, which deletes a published edit's draft with this module.
 */
const ITEM_TABLES: Record<DraftKind, { table: string; owner: string }> = {
  article: { table: 'articles', owner: 'author_id' },
  protocol: { table: 'protocols', owner: 'author_id' },
  event: { table: 'events', owner: 'organizer_id' },
  opportunity: { table: 'opportunities', owner: 'poster_id' },
  volunteering: { table: 'volunteering', owner: 'poster_id' },
  question: { table: 'questions', owner: 'author_id' },
};

/** The draft's key: its author, its kind, and the item it edits (null: a new item). */
export interface DraftTarget {
  authorId: number;
  kind: DraftKind;
  itemId: number | null;
}

const SUMMARY_COLUMNS = "kind, item_id AS itemId, coalesce(json_extract(body, '$.title'), '') AS title, updated_at AS updatedAt";
/** The row of `target` (`coalesce` matches the unique index, so a new item's draft is found by it too). */
const TARGET_WHERE = 'author_id = ?1 AND kind = ?2 AND coalesce(item_id, 0) = coalesce(?3, 0)';

type DraftRow = DraftSummary & { body: string };
const toDraft = ({ body, ...summary }: DraftRow): Draft => ({ ...summary, title: String(summary.title), body: JSON.parse(body) as DraftBody | FormDraftBody });

/** The author's drafts, last saved first (at most one per kind and item, so a short list). */
export async function listDrafts(db: ReadOnlyD1, authorId: number): Promise<DraftSummary[]> {
  const { results } = await db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM drafts WHERE author_id = ? ORDER BY updated_at DESC, id DESC`).bind(authorId).all<DraftSummary>();
  return results.map((row) => ({ ...row, title: String(row.title) }));
}

export async function getDraft(db: ReadOnlyD1, { authorId, kind, itemId }: DraftTarget): Promise<Draft | null> {
  const row = await db.prepare(`SELECT ${SUMMARY_COLUMNS}, body FROM drafts WHERE ${TARGET_WHERE}`).bind(authorId, kind, itemId).first<DraftRow>();
  return row ? toDraft(row) : null;
}

/**
 * Writes the draft of `target` (creating it, or replacing what it held) and answers it, in one
 * statement; null, with nothing written, when the item it edits is not the author's (or is gone).
 */
export async function saveDraft(db: D1Database, { authorId, kind, itemId }: DraftTarget, body: DraftBody | FormDraftBody): Promise<Draft | null> {
  // A draft of an existing item only for its author (organiser, poster).
  const { table, owner } = ITEM_TABLES[kind];
  const row = await db
    .prepare(
      `INSERT INTO drafts (author_id, kind, item_id, body)
         SELECT ?1, ?2, ?3, ?4
          WHERE ?3 IS NULL OR EXISTS (SELECT 1 FROM ${table} WHERE id = ?3 AND ${owner} = ?1)
       ON CONFLICT (author_id, kind, coalesce(item_id, 0))
         DO UPDATE SET body = excluded.body, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING ${SUMMARY_COLUMNS}, body`,
    )
    .bind(authorId, kind, itemId, JSON.stringify(body))
    .first<DraftRow>();
  return row ? toDraft(row) : null;
}

/**
 * Deletes the draft of `target` once the item is published: in the same batch, right after the
 * statement that writes the item, and only if that statement wrote a row (`changes()`), so a
 * refused publication keeps the draft.
 */
export function deletePublishedDraftStatement(db: D1Database, { authorId, kind, itemId }: DraftTarget): D1PreparedStatement {
  return db.prepare(`DELETE FROM drafts WHERE ${TARGET_WHERE} AND changes() > 0`).bind(authorId, kind, itemId);
}

/** Whether a draft was deleted. */
export async function deleteDraft(db: D1Database, { authorId, kind, itemId }: DraftTarget): Promise<boolean> {
  const result = await db.prepare(`DELETE FROM drafts WHERE ${TARGET_WHERE}`).bind(authorId, kind, itemId).run();
  return result.meta.changes > 0;
}
