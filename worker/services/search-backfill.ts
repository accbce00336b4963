import { INDEXED_KINDS, searchIndexOf } from '../db/search-index';
import type { Bindings } from '../env';
import { searchStems } from '../lib/search-stems';

/** Rows given their stems per statement, and statements per run: a backlog larger than this is finished on later days. */
export const BACKFILL_BATCH_SIZE = 200;
export const BACKFILL_MAX_BATCHES = 10;

/**
 * Gives the rows written before migration 0006 the stems of their searched fields, which puts
 * them in the search index (the triggers on the stems columns do). A row without stems has its
 * first stems column null: every write since the migration fills them all. Each row is updated
 * only if its fields are still as read, so an edit in between is never overwritten with stale stems.
 * Answers how many rows were filled in.
 */
export async function backfillSearchStems(env: Pick<Bindings, 'DB'>): Promise<number> {
  let filled = 0;
  for (const kind of INDEXED_KINDS) {
    const { table, fields } = searchIndexOf(kind);
    const marker = fields[0]!.stemsColumn;
    for (let batch = 0; batch < BACKFILL_MAX_BATCHES; batch += 1) {
      const { results } = await env.DB.prepare(`SELECT id, ${fields.map((field) => field.column).join(', ')} FROM ${table} WHERE ${marker} IS NULL ORDER BY id LIMIT ?`)
        .bind(BACKFILL_BATCH_SIZE)
        .all<Record<string, string | number | null>>();
      if (results.length === 0) break;
      const assignments = fields.map((field) => `${field.stemsColumn} = ?`).join(', ');
      const unchanged = fields.map((field) => `${field.column} IS ?`).join(' AND ');
      await env.DB.batch(
        results.map((row) => {
          const values = fields.map((field) => row[field.column] as string | null);
          return env.DB.prepare(`UPDATE ${table} SET ${assignments} WHERE id = ? AND ${unchanged}`).bind(...values.map(searchStems), row.id, ...values);
        }),
      );
      filled += results.length;
      if (results.length < BACKFILL_BATCH_SIZE) break;
    }
  }
  return filled;
}
