import { fillStems, rowsWithoutStems } from '../db/queries/search-backfill';
import { INDEXED_KINDS } from '../db/search-index';
import type { Scope } from '../runtime/scope';

/** Rows given their stems per statement, and statements per run: a backlog larger than this is finished on later days. */
const BACKFILL_BATCH_SIZE = 200;
const BACKFILL_MAX_BATCHES = 10;

/**
 * Gives the rows written before migration 0006 the stems of their searched fields, which puts
 * them in the search index. Each row is updated only if its fields are still as read, so an edit
 * in between is never overwritten with stale stems. Answers how many rows were filled in.
 */
export async function backfillSearchStems(scope: Pick<Scope, 'db'>): Promise<number> {
  const db = await scope.db.write();
  let filled = 0;
  for (const kind of INDEXED_KINDS) {
    for (let batch = 0; batch < BACKFILL_MAX_BATCHES; batch += 1) {
      const rows = await rowsWithoutStems(db, kind, BACKFILL_BATCH_SIZE);
      if (rows.length === 0) break;
      await fillStems(db, kind, rows);
      filled += rows.length;
      if (rows.length < BACKFILL_BATCH_SIZE) break;
    }
  }
  return filled;
}
