import type { DecidedVerification, PendingVerification, VerificationDecision, VerificationRequest } from '#contract/verification-types';
import { LICENCE_REGISTER_URL } from '#contract/verification-types';
import { upsertNotificationsSql } from './notifications';
import { pickUserSummary, userSummaryColumns, type UserSummaryColumns } from './shared';
import type { ReadOnlyD1 } from '../client';

/*
 * Verified occupational therapists (docs/rules/trust.md): the member's licence-number requests
 * and the moderators' decisions. Only the number and the decision are stored. Hand SQL: each
 * decision is one batch whose statements act only if its first one took the pending request.
 */

const REQUEST_COLUMNS = `id, licence_number AS licenceNumber, status, reason, created_at AS createdAt, decided_at AS decidedAt`;

/** The member's latest request, and whether they are verified already: one statement. */
export async function getVerificationStanding(db: ReadOnlyD1, userId: number): Promise<{ latest: VerificationRequest | null; verified: boolean }> {
  const row = await db
    .prepare(
      `SELECT u.verified_ot_at IS NOT NULL AS verified, v.id, v.licence_number AS licenceNumber, v.status, v.reason, v.created_at AS createdAt, v.decided_at AS decidedAt
         FROM users u LEFT JOIN ot_verifications v ON v.id = (SELECT id FROM ot_verifications WHERE user_id = u.id ORDER BY created_at DESC, id DESC LIMIT 1)
        WHERE u.id = ?`,
    )
    .bind(userId)
    .first<{ verified: number } & { [K in keyof VerificationRequest]: VerificationRequest[K] | null }>();
  if (!row) return { latest: null, verified: false };
  const { verified, ...request } = row;
  return { latest: request.id === null ? null : (request as VerificationRequest), verified: Boolean(verified) };
}

/**
 * A new pending request, unless the member has one pending or is verified already (checked by the
 * insert itself, so two requests at once make one). Null when nothing was written.
 */
export async function submitVerification(db: D1Database, userId: number, licenceNumber: string): Promise<VerificationRequest | null> {
  return db
    .prepare(
      `INSERT INTO ot_verifications (user_id, licence_number)
       SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1 AND verified_ot_at IS NULL)
       ON CONFLICT DO NOTHING
       RETURNING ${REQUEST_COLUMNS}`,
    )
    .bind(userId, licenceNumber)
    .first<VerificationRequest>();
}

type PendingRow = { id: number; licenceNumber: string; createdAt: string } & UserSummaryColumns<'member_'>;

/** Pending requests, oldest first, with the member's summary, and their total: one batch. */
export async function listPendingVerifications(db: ReadOnlyD1, limit: number, offset: number): Promise<{ items: PendingVerification[]; total: number }> {
  const [counted, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM ot_verifications WHERE status = 'pending'`),
    db
      .prepare(
        `SELECT v.id, v.licence_number AS licenceNumber, v.created_at AS createdAt, ${userSummaryColumns('u', 'member_')}
           FROM ot_verifications v JOIN users u ON u.id = v.user_id
          WHERE v.status = 'pending' ORDER BY v.created_at, v.id LIMIT ? OFFSET ?`,
      )
      .bind(limit, offset),
  ]);
  const rows = page!.results as PendingRow[];
  return {
    total: (counted!.results[0] as { total: number } | undefined)?.total ?? 0,
    items: rows.map((row) => ({ id: row.id, licenceNumber: row.licenceNumber, createdAt: row.createdAt, member: pickUserSummary(row, 'member_'), registerUrl: LICENCE_REGISTER_URL })),
  };
}

/** A request's state before a decision: null when it does not exist. */
export async function getVerificationStatus(db: ReadOnlyD1, id: number): Promise<{ status: VerificationRequest['status'] } | null> {
  return db.prepare('SELECT status FROM ot_verifications WHERE id = ?').bind(id).first<{ status: VerificationRequest['status'] }>();
}

/**
 * Approves or refuses a pending request in one batch: the request takes the decision only if it is
 * still pending; then, only if it did (its `decided_at` is this decision's), the member is marked
 * verified (approval), the decision is logged and the member is told. Null when the request was no
 * longer pending (someone decided first) or does not exist.
 */
export async function decideVerification(db: D1Database, id: number, moderatorId: number, decision: VerificationDecision, reason: string | null): Promise<DecidedVerification | null> {
  const now = new Date().toISOString();
  const status = decision === 'approve' ? 'approved' : 'refused';
  // Statements 2 to 4 act only when statement 1 took the request: ?1 request, ?2 this decision's time, ?3 moderator.
  const decided = 'SELECT user_id FROM ot_verifications WHERE id = ?1 AND decided_at = ?2 AND decided_by = ?3';
  const take = db
    .prepare(
      `UPDATE ot_verifications SET status = ?4, reason = ?5, decided_by = ?3, decided_at = ?2 WHERE id = ?1 AND status = 'pending'
       RETURNING id, user_id AS userId, status, reason, decided_at AS decidedAt`,
    )
    .bind(id, now, moderatorId, status, reason);
  const mark = db.prepare(`UPDATE users SET verified_ot_at = ?2 WHERE ?4 = 'approve' AND id = (${decided})`).bind(id, now, moderatorId, decision);
  const log = db
    .prepare(
      `INSERT INTO moderation_log (actor_id, actor_role, action, target_type, target_id, target_title, reason)
       SELECT ?3, (SELECT role FROM users WHERE id = ?3), ?4, 'user', u.id, u.full_name, ?5 FROM users u WHERE u.id = (${decided})`,
    )
    .bind(id, now, moderatorId, decision === 'approve' ? 'verify-approve' : 'verify-refuse', reason);
  const tell = db
    .prepare(
      upsertNotificationsSql(
        decision === 'approve' ? 'verification-approved' : 'verification-refused',
        'verification',
        `SELECT v.user_id AS recipient, NULL AS actor, v.id AS target, 'Cédula profissional n.º ' || v.licence_number AS title
           FROM ot_verifications v WHERE v.id = ?1 AND v.decided_at = ?2 AND v.decided_by = ?3`,
      ),
    )
    .bind(id, now, moderatorId);
  const [taken] = await db.batch<DecidedVerification>([take, mark, log, tell]);
  return taken?.results[0] ?? null;
}
