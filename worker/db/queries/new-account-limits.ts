import { hitStatement, type Hit } from './rate-limits';

/**
 * New accounts (docs/rules/trust.md): a member whose e-mail is unconfirmed publishes at most a
 * few items and comments a day. The daily hit is counted only while the address is unconfirmed,
 * decided by the same statement that counts it, and in the same batch as the hourly hit: no round
 * trip of its own, and simultaneous requests are counted one after the other.
 */

export interface WindowCount {
  count: number;
  endsAt: number;
}

type HitRow = { count: number; windowStartedAt: number };

const windowCount = (row: HitRow | undefined, windowMs: number, now: number): WindowCount => ({
  count: row?.count ?? 1,
  endsAt: (row?.windowStartedAt ?? now) + windowMs,
});

/** The upsert that counts one hit on `key` only when member `userId`'s e-mail is unconfirmed (no row otherwise). */
function unconfirmedHitStatement(db: D1Database, { key, windowMs }: Hit, userId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_started_at)
       SELECT ?1, 1, ?2 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?4 AND email_verified_at IS NULL)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_started_at <= ?2 - ?3 THEN 1 ELSE rate_limits.count + 1 END,
         window_started_at = CASE WHEN rate_limits.window_started_at <= ?2 - ?3 THEN ?2 ELSE rate_limits.window_started_at END
       RETURNING count, window_started_at AS windowStartedAt`,
    )
    .bind(key, now, windowMs, userId);
}

/**
 * Counts one hit on `hourly`, and one on `daily` if member `userId`'s e-mail is unconfirmed, in one
 * batch; answers both counts (`daily` null for a confirmed member, whose daily key is untouched).
 */
export async function recordWriteHits(db: D1Database, hourly: Hit, daily: Hit, userId: number, now = Date.now()): Promise<{ hourly: WindowCount; daily: WindowCount | null }> {
  const [hour, day] = await db.batch<HitRow>([hitStatement(db, hourly, now), unconfirmedHitStatement(db, daily, userId, now)]);
  const dayRow = day?.results[0];
  return { hourly: windowCount(hour?.results[0], hourly.windowMs, now), daily: dayRow ? windowCount(dayRow, daily.windowMs, now) : null };
}
