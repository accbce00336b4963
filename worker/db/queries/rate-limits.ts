import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { orm, type ReadOnlyD1, readOrm } from '../client';
import { rateLimits } from '../schema';

/**
 * Fixed-window counters in D1 (the Workers rate-limit binding is only approximate). Each hit is one
 * atomic upsert, so concurrent requests never lose a count. The limits themselves (keys, windows,
 * what happens past them) are set where they are used: the routes and worker/services/write-limits.ts.
 */

export interface Hit {
  key: string;
  windowMs: number;
}

/**
 * The upsert that counts one hit on `key` and answers the count and start of the current window.
 * Hand SQL: the window's reset and the count are one conditional upsert (decision 066).
 */
export function hitStatement(db: D1Database, { key, windowMs }: Hit, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_started_at) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_started_at <= ?2 - ?3 THEN 1 ELSE rate_limits.count + 1 END,
         window_started_at = CASE WHEN rate_limits.window_started_at <= ?2 - ?3 THEN ?2 ELSE rate_limits.window_started_at END
       RETURNING count, window_started_at AS windowStartedAt`,
    )
    .bind(key, now, windowMs);
}

/** Counts one hit on `key` and answers the count in the current window and when that window ends. */
export async function recordHitInWindow(db: D1Database, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; endsAt: number }> {
  const row = await hitStatement(db, { key, windowMs }, now).first<{ count: number; windowStartedAt: number }>();
  return { count: row?.count ?? 1, endsAt: (row?.windowStartedAt ?? now) + windowMs };
}

/** Counts one hit on `key` and answers the count in the current window. */
export async function recordHit(db: D1Database, key: string, windowMs: number, now = Date.now()): Promise<number> {
  return (await recordHitInWindow(db, key, windowMs, now)).count;
}

/**
 * Counts one hit on each key, all in one transaction, and answers each key's count in its window
 * (in the order given). A request that must pass several limits is counted on all of them before
 * any is checked, so a burst cannot slip between two counts.
 */
export async function recordHits(db: D1Database, hits: Hit[], now = Date.now()): Promise<number[]> {
  if (hits.length === 0) return [];
  const results = await db.batch<{ count: number }>(hits.map((hit) => hitStatement(db, hit, now)));
  return results.map((result) => result.results[0]?.count ?? 1);
}

/**
 * A limit that a write checks in its own statement: none of `keys` has reached `perWindow` hits in
 * its window. `sql(first)` is the condition over three parameters numbered from `first`, whose
 * values are `params`, so that a statement can carry it beside parameters of its own.
 */
export interface LimitGuard {
  keys: string[];
  windowMs: number;
  now: number;
  sql: (first: number) => string;
  params: unknown[];
}

export function limitGuard(keys: string[], windowMs: number, perWindow: number, now = Date.now()): LimitGuard {
  return {
    keys,
    windowMs,
    now,
    sql: (first) =>
      `NOT EXISTS (SELECT 1 FROM rate_limits WHERE key IN (SELECT value FROM json_each(?${first}))
         AND window_started_at > ?${first + 1} AND count >= ?${first + 2})`,
    params: [JSON.stringify(keys), now - windowMs, perWindow],
  };
}

/**
 * Counts one hit on each key of `guard`, only when its condition holds (none of them at the limit),
 * in one statement: SQLite reads the condition over the table before it writes a row of it, so
 * every key is counted or none is. Put in one batch with a write that carries the same condition
 * (`guard.sql`) and reads the counters before this statement changes them, the write and its
 * counts happen together or not at all: a request past the limit writes nothing, not even a count,
 * and of simultaneous requests (D1 runs a batch as one transaction, alone) only those within the
 * limit pass.
 */
export function hitsWithinLimitStatement(db: D1Database, guard: LimitGuard): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_started_at)
       SELECT value, 1, ?1 FROM json_each(?2) WHERE ${guard.sql(2)}
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_started_at <= ?3 THEN 1 ELSE rate_limits.count + 1 END,
         window_started_at = CASE WHEN rate_limits.window_started_at <= ?3 THEN ?1 ELSE rate_limits.window_started_at END`,
    )
    .bind(guard.now, ...guard.params);
}

/**
 * Takes back one hit counted in the current window (e.g. a login that turned out right), so that
 * the key counts only the failures; a window that has passed is left as it is.
 */
export async function takeBackHit(db: D1Database, key: string, windowMs: number, now = Date.now()): Promise<void> {
  await orm(db)
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStartedAt, now - windowMs)))
    .run();
}

/** The hits on each key in its current window (0 when the window has passed). */
export async function currentHits(db: ReadOnlyD1, keys: string[], windowMs: number, now = Date.now()): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await readOrm(db)
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.windowStartedAt, now - windowMs)))
    .all();
  const byKey = new Map(rows.map((row) => [row.key, row.count]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

export async function clearHits(db: D1Database, key: string): Promise<void> {
  await orm(db).delete(rateLimits).where(eq(rateLimits.key, key)).run();
}
