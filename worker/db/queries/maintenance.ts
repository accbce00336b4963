/** Where the rows past their use end. */
export interface ExpiryCutoffs {
  /** Revocations expiring before this time (ms since the epoch). */
  revocationsExpiredBefore: number;
  /** Index rows of sessions last seen before this time (ISO). */
  sessionsLastSeenBefore: string;
  /** Rate-limit windows started before this time (ms since the epoch). */
  rateLimitWindowsStartedBefore: number;
}

/** Deletes, in one batch, expired session revocations, stale session index rows and stale rate-limit windows. */
export async function deleteExpiredRows(db: D1Database, cutoffs: ExpiryCutoffs): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM revoked_sessions WHERE expires_at < ?').bind(cutoffs.revocationsExpiredBefore),
    db.prepare('DELETE FROM sessions WHERE last_seen_at < ?').bind(cutoffs.sessionsLastSeenBefore),
    db.prepare('DELETE FROM rate_limits WHERE window_started_at < ?').bind(cutoffs.rateLimitWindowsStartedBefore),
  ]);
}
