import type { Protocol } from '#contract/protocols-types';
import { itemByIdStatement, parseItem } from './content';

/**
 * A moderator's review of a protocol (docs/rules/trust.md), one batch: the protocol takes the
 * review (and is validated), the review is logged, and the protocol is read back as the
 * moderator sees it. Null when the protocol does not exist (nothing written).
 */
export async function reviewProtocol(db: D1Database, id: number, reviewerId: number, evidenceLevel: number, reviewDueAt: string): Promise<Protocol | null> {
  const now = new Date().toISOString();
  const review = db
    .prepare(
      `UPDATE protocols SET reviewed_by = ?2, reviewed_at = ?3, evidence_level = ?4, review_due_at = ?5, is_validated = 1
        WHERE id = ?1 RETURNING id`,
    )
    .bind(id, reviewerId, now, evidenceLevel, reviewDueAt);
  const log = db
    .prepare(
      `INSERT INTO moderation_log (actor_id, actor_role, action, target_type, target_id, target_title, reason)
       SELECT ?2, (SELECT role FROM users WHERE id = ?2), 'protocol-review', 'protocol', p.id, p.title,
              'Nível de evidência ' || CAST(?4 AS INTEGER) || '; próxima revisão em ' || ?5
         FROM protocols p WHERE p.id = ?1 AND p.reviewed_at = ?3 AND p.reviewed_by = ?2`,
    )
    .bind(id, reviewerId, now, evidenceLevel, reviewDueAt);
  const [reviewed, , readBack] = await db.batch<{ item: string }>([review, log, itemByIdStatement(db, 'protocol', id, reviewerId)]);
  const row = readBack?.results[0];
  if (!reviewed?.results.length || !row) return null;
  return parseItem<'protocol'>(row.item);
}
