import type { Context } from 'hono';
import { deleteAccountData, deleteFormerUploadRecords, readNameMentions, type NameMentions } from '../db/queries/account-data';
import { getCurrentUser } from '../db/queries/users';
import type { AppEnv } from '../env';
import type { Claim } from '../runtime/viewer';
import { queueMail } from './mail/outbox';
import { clearSessionCookie, deleteEndedSessions } from './sessions';
import type { ReadOnlyD1 } from '../db/client';

/** Keys one R2 bulk delete takes at most. */
const R2_DELETE_MAX = 1000;

interface DeletedMember {
  id: number;
  username: string;
  email: string;
  fullName: string;
}

/** The member to delete and the texts others wrote that may name them (`readNameMentions`). */
export interface AccountToDelete {
  member: DeletedMember;
  mentions: NameMentions;
}

/** What the deletion needs read first, in one round trip (beside the password's check); null when the member is gone. */
export async function readAccountToDelete(db: ReadOnlyD1, userId: number): Promise<AccountToDelete | null> {
  const [member, mentions] = await Promise.all([getCurrentUser(db, userId), readNameMentions(db, userId)]);
  return member ? { member, mentions } : null;
}

/**
 * Deletes the member's account (docs/rules/email-and-account-life.md), their password already confirmed: every row in one
 * D1 batch, then what lives outside D1 (session KV entries, uploads in R2), then the cookie, then
 * the 'account-deleted' e-mail to the address they had. False when another request deleted them
 * first (nothing done here).
 */
export async function deleteAccount(c: Context<AppEnv>, session: Claim, { member, mentions }: AccountToDelete, keepContent: boolean, throttleKeys: string[] = []): Promise<boolean> {
  const result = await deleteAccountData(await c.var.scope.db.write(), member, keepContent, throttleKeys, mentions);
  if (!result.deleted) return false;
  // The member no longer exists, so every write and every daily renewal of their sessions is
  // refused by D1 already; deleting the KV entries ends their reads at once. (A session begun
  // before the sessions index and not renewed since has no row: it reads until its renewal, a day.)
  await deleteEndedSessions(c, [session.tokenHash, ...result.sessionTokenHashes.filter((hash) => hash !== session.tokenHash)]);
  await deleteFormerUploads(c, result.doomedFiles);
  clearSessionCookie(c);
  c.var.scope.viewer.become(null);
  await tellMember(c, member);
  return true;
}

/**
 * Deletes the R2 objects of the member's former uploads that nothing kept still shows (chosen by the
 * deletion's batch), then their rows: a third D1 round trip, only for a member who had uploads, and
 * after R2's answer, so that a failure leaves rows for the sweep to find. If R2 fails, the rows
 * stay, owned by no one, and the daily orphan sweep (worker/services/maintenance.ts) deletes them
 * and their objects once they are 24 hours old: the account is gone either way, so the member is
 * not told of a failure.
 */
async function deleteFormerUploads(c: Context<AppEnv>, doomed: string[]): Promise<void> {
  if (doomed.length === 0) return;
  try {
    for (let start = 0; start < doomed.length; start += R2_DELETE_MAX) await c.var.scope.files.delete(doomed.slice(start, start + R2_DELETE_MAX));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', task: 'account-deletion', error: 'R2 objects not removed; the orphan sweep will retry', detail: String(error) }));
    return;
  }
  await deleteFormerUploadRecords(await c.var.scope.db.write(), doomed);
}

/** The farewell e-mail; a queue failure is logged (without the address), since the deletion is done. */
async function tellMember(c: Context<AppEnv>, member: DeletedMember): Promise<void> {
  try {
    await queueMail(c.var.scope, { kind: 'account-deleted', to: member.email, name: member.fullName });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', task: 'mail', kind: 'account-deleted', error: String(error) }));
  }
}
