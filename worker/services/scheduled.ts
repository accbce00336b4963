import type { Bindings } from '../env';
import { runScheduledMaintenance } from './maintenance';
import { DIGEST_CRONS, isDigestTime, queueWeeklyDigests } from './weekly-digest';

/**
 * What each cron of wrangler.toml starts: the Monday ones the weekly digest, at 08:00 Lisbon time
 * (only one of the two falls then, summer or winter); the daily one the maintenance.
 */
export async function runScheduled(env: Bindings, cron: string, scheduledTime: number): Promise<void> {
  if (DIGEST_CRONS.includes(cron)) {
    if (!isDigestTime(scheduledTime)) return;
    const members = await queueWeeklyDigests(env, scheduledTime);
    if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', task: 'weekly-digest', members }));
    return;
  }
  await runScheduledMaintenance(env, scheduledTime);
}
