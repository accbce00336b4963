import { searchStems } from '../../lib/search-stems';
import { searchIndexOf, type IndexedKind } from '../search-index';
import type { ReadOnlyD1 } from '../client';

/*
 * The search backfill's statements (worker/services/search-backfill.ts): rows written before
 * migration 0006 have no stems, which keeps them out of the search index (the triggers on the
 * stems columns put them there). A row without stems has its first stems column null.
 */

type Row = Record<string, string | number | null>;

/** Up to `limit` rows of `kind` without stems, with their searched fields. */
export async function rowsWithoutStems(d1: ReadOnlyD1, kind: IndexedKind, limit: number): Promise<Row[]> {
  const { table, fields } = searchIndexOf(kind);
  const { results } = await d1
    .prepare(`SELECT id, ${fields.map((field) => field.column).join(', ')} FROM ${table} WHERE ${fields[0]!.stemsColumn} IS NULL ORDER BY id LIMIT ?`)
    .bind(limit)
    .all<Row>();
  return results;
}

/** Gives these rows their stems, in one batch; a row edited since it was read is left as it is (its fields no longer match). */
export async function fillStems(d1: D1Database, kind: IndexedKind, rows: Row[]): Promise<void> {
  const { table, fields } = searchIndexOf(kind);
  const assignments = fields.map((field) => `${field.stemsColumn} = ?`).join(', ');
  const unchanged = fields.map((field) => `${field.column} IS ?`).join(' AND ');
  await d1.batch(
    rows.map((row) => {
      const values = fields.map((field) => row[field.column] as string | null);
      return d1.prepare(`UPDATE ${table} SET ${assignments} WHERE id = ? AND ${unchanged}`).bind(...values.map(searchStems), row.id, ...values);
    }),
  );
}
