import type { Context } from 'hono';
import { restoreFileRecords, type FileRecord } from '../db/queries/files';
import { deleteWithEverythingAbout, findForDeletion, type DeletionActor, type DeletionTarget, type FoundForDeletion } from '../db/queries/item-deletion';
import type { AppEnv } from '../env';

export type { DeletableType, DeletionTarget } from '../db/queries/item-deletion';
export { findForDeletion } from '../db/queries/item-deletion';

/** Keys one R2 bulk delete takes at most. */
const R2_DELETE_MAX = 1000;

export interface DeleteOptions {
  /** What `findForDeletion` answered, when the caller read it already (beside the session's check). */
  found?: FoundForDeletion;
  /** Who deletes (default: the signed-in member) and whether it goes to the moderation log (default: no). */
  actor?: Partial<DeletionActor>;
}

/**
 * Deletes an item or a comment with everything only about it (worker/db/queries/item-deletion.ts):
 * one D1 batch, after one read when `found` is not given; then the R2 objects of the uploads that
 * only it named. Answers its owner and title, or null when there was nothing to delete. The
 * author's DELETE routes and the moderators' 'delete' action both call it.
 */
export async function deleteTarget(c: Context<AppEnv>, target: DeletionTarget, options: DeleteOptions = {}): Promise<{ ownerId: number; title: string; resolvedReports: number } | null> {
  const found = options.found ?? (await findForDeletion(c.var.scope.db.read, target));
  if (!found) return null;
  const actor: DeletionActor = {
    actorId: options.actor?.actorId ?? c.var.scope.viewer.memberId,
    log: options.actor?.log ?? false,
    reason: options.actor?.reason ?? null,
    membersOnly: options.actor?.membersOnly ?? false,
  };
  const { deleted, files, resolvedReports } = await deleteWithEverythingAbout(await c.var.scope.db.write(), target, found, actor);
  await deleteUploadObjects(c, files);
  return deleted ? { ownerId: found.ownerId, title: found.title, resolvedReports } : null;
}

/**
 * Deletes the R2 objects of the upload rows the batch deleted. If R2 fails, the rows are put back
 * (a third round trip, only then), named by nothing, so the daily orphan sweep
 * (worker/services/maintenance.ts) deletes them and their objects later; the item is gone either way.
 */
async function deleteUploadObjects(c: Context<AppEnv>, files: FileRecord[]): Promise<void> {
  if (files.length === 0) return;
  const keys = files.map((file) => file.key);
  try {
    for (let start = 0; start < keys.length; start += R2_DELETE_MAX) await c.var.scope.files.delete(keys.slice(start, start + R2_DELETE_MAX));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', task: 'item-deletion', error: 'R2 objects not removed; the orphan sweep will retry', detail: String(error) }));
    await restoreFileRecords(await c.var.scope.db.write(), files);
  }
}
