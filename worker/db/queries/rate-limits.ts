/** What the write limits read from the fixed-window counters that worker/services/throttle.ts keeps. */

/** When the current window of `key` ends (ms since the epoch); null when it has none. */
export async function windowEndsAt(db: D1Database, key: string, windowMs: number): Promise<number | null> {
  const row = await db.prepare('SELECT window_started_at AS startedAt FROM rate_limits WHERE key = ?').bind(key).first<{ startedAt: number }>();
  return row ? row.startedAt + windowMs : null;
}

