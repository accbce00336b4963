import type { Bindings } from '../env';

/**
 * The daily cron: deletes uploads nothing references after 24 hours, expired session
 * revocations and stale rate-limit windows.
 * TODO(uploads): orphan sweep.
 */
export async function runScheduledMaintenance(env: Bindings, scheduledTime: number): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM revoked_sessions WHERE expires_at < ?').bind(scheduledTime),
    env.DB.prepare('DELETE FROM rate_limits WHERE window_started_at < ?').bind(scheduledTime - 24 * 60 * 60 * 1000),
  ]);
}
