import type { Scope } from '../runtime/scope';
import { COMMENT_MAIL_CRON, sendWaitingCommentMails } from './comment-mails';
import { runScheduledMaintenance } from './maintenance';
import { DIGEST_CRONS, isDigestTime, queueWeeklyDigests } from './weekly-digest';

/**
 * What each cron of wrangler.toml starts: the Monday ones the weekly digest, at 08:00 Lisbon time
 * (only one of the two falls then, summer or winter); the one every ten minutes the comments that
 * waited for their item's hour; the daily one the maintenance.
 */
export async function runScheduled(scope: Scope, cron: string, scheduledTime: number): Promise<void> {
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
