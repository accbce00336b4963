import { deleteFileRecordsStillUnreferenced, referencedFileKeys, restoreFileRecords, unreferencedFileKeys } from '../db/queries/files';
import { deleteExpiredRows } from '../db/queries/maintenance';
import type { Scope } from '../runtime/scope';
import { sendEventReminders } from './event-reminders';
import { queueUnreadPdfs } from './pdf-text';
import { backfillSearchStems } from './search-backfill';
import { SESSION_TTL_SECONDS } from './sessions';
import { digestWeek } from './weekly-digest';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the record of a weekly digest sent is kept: long after any run could send that week again. */
const DIGEST_SENDS_KEPT_MS = 8 * 7 * DAY_MS;
/** Orphans deleted per statement (and per R2 bulk delete, which takes at most 1000 keys). */
export const ORPHAN_BATCH_SIZE = 100;
/** Batches per run: the cron runs daily, so a backlog larger than this is finished on later days. */
const ORPHAN_MAX_BATCHES = 20;

/**
 * Deletes uploads that are more than 24 hours old and that nothing references (avatars, article
 * and protocol covers, PDFs and images inside their HTML, event images): the row and the R2 object.
 * References are collected once; each batch of rows is then deleted by a statement that re-checks
 * them, and if the objects cannot be deleted the rows are put back, so R2 never keeps an object
 * without a row. Answers how many were deleted.
 */
export async function sweepOrphanUploads(scope: Pick<Scope, 'db' | 'files'>, now: number): Promise<number> {
  // A reference written while the sweep runs comes with a change to its row from this moment on.
  const contentChangedSince = new Date(Date.now() - 60_000).toISOString();
  const referenced = await referencedFileKeys(scope.db.read);
  const candidates = await unreferencedFileKeys(scope.db.read, new Date(now - DAY_MS).toISOString(), referenced, ORPHAN_BATCH_SIZE * ORPHAN_MAX_BATCHES);
  let deleted = 0;
  for (let start = 0; start < candidates.length; start += ORPHAN_BATCH_SIZE) {
    const orphans = await deleteFileRecordsStillUnreferenced(await scope.db.write(), candidates.slice(start, start + ORPHAN_BATCH_SIZE), contentChangedSince);
    if (orphans.length === 0) continue;
    try {
      await scope.files.delete(orphans.map((orphan) => orphan.key));
    } catch (error) {
      await restoreFileRecords(await scope.db.write(), orphans);
      throw error;
    }
    deleted += orphans.length;
  }
  return deleted;
}

/**
 * The daily cron: deletes uploads nothing references after 24 hours, expired session
 * revocations, the index rows of sessions whose KV entry has expired (not renewed for 30 days),
 * stale rate-limit windows, expired e-mailed links, the comment e-mail rows of items e-mailed
 * more than a day ago with nothing waiting and the records of weekly digests over 8 weeks old;
 * e-mails the registrants of tomorrow's events (Lisbon time); and gives rows written before search
 * over every kind (migration 0006) the stems that put them in the search index.
 */
export async function runScheduledMaintenance(scope: Scope, scheduledTime: number): Promise<void> {
  await deleteExpiredRows(await scope.db.write(), {
    revocationsExpiredBefore: scheduledTime,
    sessionsLastSeenBefore: new Date(scheduledTime - SESSION_TTL_SECONDS * 1000).toISOString(),
    rateLimitWindowsStartedBefore: scheduledTime - DAY_MS,
    emailTokensExpiredBefore: scheduledTime,
    commentMailsIdleBefore: scheduledTime - DAY_MS,
    digestWeeksBefore: digestWeek(scheduledTime - DIGEST_SENDS_KEPT_MS),
    savedSearchMatchesBefore: new Date(scheduledTime - DIGEST_SENDS_KEPT_MS).toISOString(),
  });
  const orphans = await sweepOrphanUploads(scope, scheduledTime);
  if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'orphan-uploads', deleted: orphans }));
  const reminded = await sendEventReminders(scope, scheduledTime);
  if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'event-reminders', queued: reminded }));
  const stemmed = await backfillSearchStems(scope);
  if (!scope.config.quietLogs && stemmed > 0) console.log(JSON.stringify({ level: 'info', task: 'search-stems', filled: stemmed }));
  // Attached PDFs with no text stored yet (docs/rules/pdf-text.md).
  const unreadPdfs = await queueUnreadPdfs(scope);
  if (!scope.config.quietLogs && unreadPdfs > 0) console.log(JSON.stringify({ level: 'info', task: 'pdf-text', queued: unreadPdfs }));
}
