import type { Scope } from '../runtime/scope';
import { COMMENT_MAIL_CRON, sendWaitingCommentMails } from './comment-mails';
import { runScheduledMaintenance } from './maintenance';
import { queuePushSweepIfNeeded } from './push';
import { DIGEST_CRONS, isDigestTime, queueWeeklyDigests } from './weekly-digest';

/** The cron of wrangler.toml that runs every minute. */
export const PUSH_CRON = '* * * * *';

/**
 * What each cron of wrangler.toml starts: the Monday ones the weekly digest, at 08:00 Lisbon time
 * (only one of the two falls then, summer or winter); the one every ten minutes the comments that
 * waited for their item's hour; the one every minute a sweep of pushes, when notifications wait for
 * theirs (docs/rules/push-and-offline.md); the daily one the maintenance.
 */
export async function runScheduled(scope: Scope, cron: string, scheduledTime: number): Promise<void> {
  if (cron === PUSH_CRON) {
    await queuePushSweepIfNeeded(scope, scheduledTime);
    return;
  }
  if (cron === COMMENT_MAIL_CRON) {
    await sendWaitingCommentMails(scope, scheduledTime);
    return;
  }
  if (DIGEST_CRONS.includes(cron)) {
    if (!isDigestTime(scheduledTime)) return;
    const members = await queueWeeklyDigests(scope, scheduledTime);
    if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'weekly-digest', members }));
    return;
  }
  await runScheduledMaintenance(scope, scheduledTime);
}
