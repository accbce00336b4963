import type { AuditEntry, ModerationMember, ReportedItem } from '#contract/moderation';
import { ITEM_TYPES, PATIENT_DATA_TRUSTED_AFTER_DAYS, REPORTS_THAT_HIDE, type ModerationAction, type ReportReason, type ReportTargetType, type Role } from '#contract/moderation-types';
import { normalizeSearchText } from '#contract/common';
import { userSummaryJson } from './shared';
import type { ReadOnlyD1 } from '../client';

/*
 * Reports, the moderation queue, its actions, suspension, roles and the audit log (docs/rules/trust.md). Hand SQL (decision 066): the kind of target picks the table and its columns at run
 * time, and each write is one batch (one transaction) whose statements are guarded by the one that
 * decides, so that two moderators, or three reporters, acting at the same time never act twice.
 */

type Row = Record<string, unknown>;

interface TargetInfo {
  table: string;
  /** Whose it is: the author, organiser or poster (the member themself for a profile). */
  owner: string;
  /** SQL of its title, over the table aliased `x`. */
  title: string;
  /** SQL of the content a moderator reads in place, over `x`. */
  content: string;
  html: boolean;
  /** SQL of its address in the SPA, over `x`. */
  url: string;
  /** SQL of the privacy findings its author acknowledged (a JSON array), over `x`: case studies, questions and answers. */
  acknowledged?: string;
  /** SQL over `x`, true when the queue may name its author: not for an anonymous question, whose asker a moderator reads on its page (logged). */
  authorShown?: string;
}

export const TARGETS: Record<ReportTargetType, TargetInfo> = {
  article: { table: 'articles', owner: 'author_id', title: 'x.title', content: 'x.content', html: true, url: "'/articles/' || x.id", acknowledged: "coalesce(x.privacy_acknowledged, '[]')" },
  protocol: { table: 'protocols', owner: 'author_id', title: 'x.title', content: 'x.content', html: true, url: "'/protocols/' || x.id" },
  event: { table: 'events', owner: 'organizer_id', title: 'x.title', content: 'x.description', html: false, url: "'/eventos/' || x.id" },
  opportunity: { table: 'opportunities', owner: 'poster_id', title: 'x.title', content: 'x.description', html: false, url: "'/oportunidades/' || x.id" },
  volunteering: { table: 'volunteering', owner: 'poster_id', title: 'x.title', content: 'x.description', html: false, url: "'/voluntariado/' || x.id" },
  comment: {
    table: 'comments',
    owner: 'user_id',
    title: "'Comentário: ' || substr(x.content, 1, 80) || CASE WHEN length(x.content) > 80 THEN '…' ELSE '' END",
    content: 'x.content',
    html: false,
    url: "CASE WHEN x.article_id IS NOT NULL THEN '/articles/' || x.article_id ELSE '/protocols/' || x.protocol_id END",
  },
  user: { table: 'users', owner: 'id', title: 'x.full_name', content: 'x.bio', html: false, url: "'/members/' || x.id" },
  question: {
    table: 'questions',
    owner: 'author_id',
    title: 'x.title',
    content: 'x.content',
    html: true,
    url: "'/perguntas/' || x.id",
    acknowledged: "coalesce(x.privacy_acknowledged, '[]')",
    authorShown: 'x.anonymous = 0',
  },
  answer: {
    table: 'answers',
    owner: 'author_id',
    title: "'Resposta: ' || substr(x.content_text, 1, 80) || CASE WHEN length(x.content_text) > 80 THEN '…' ELSE '' END",
    content: 'x.content',
    html: true,
    url: "'/perguntas/' || x.question_id",
    acknowledged: "coalesce(x.privacy_acknowledged, '[]')",
  },
};

/** The kinds that can be hidden: every item and comment (a profile is suspended instead). */
const HIDEABLE: readonly ReportTargetType[] = [...ITEM_TYPES, 'comment', 'question', 'answer'];
const isHideable = (type: ReportTargetType) => HIDEABLE.includes(type);

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

const HIDDEN_AFTER_REPORTS = 'Oculto após denúncias, até decisão da moderação.';
const HIDDEN_FOR_PATIENT_DATA = 'Oculto após denúncia de dados que identificam um utente, até decisão da moderação.';

/** What a reporter may know of a target before reporting it: whose it is and whether they may see it. */
export interface ReportTargetState {
  ownerId: number;
  /** Hidden (an item or comment) or suspended (a profile): not visible to members. */
  hidden: boolean;
}

export async function readReportTarget(db: ReadOnlyD1, type: ReportTargetType, id: number): Promise<ReportTargetState | null> {
  const { table, owner } = TARGETS[type];
  const hidden = type === 'user' ? 'x.suspended_at IS NOT NULL' : 'x.hidden_at IS NOT NULL';
  const row = await db.prepare(`SELECT x.${owner} AS ownerId, ${hidden} AS hidden FROM ${table} x WHERE x.id = ?`).bind(id).first<{ ownerId: number; hidden: number }>();
  return row ? { ownerId: row.ownerId, hidden: Boolean(row.hidden) } : null;
}

export class DuplicateReportError extends Error {}

/**
 * When a moderator last put the target back before members' eyes, over the target's table (its
 * `owner` column) with ?1 its id and ?2 its kind: a restore, a dismissal (which restores what
 * reports hid), or the unsuspension of its author (which restores what the suspension hid). Null
 * when no moderator ever did. Reports made before it were the moderator's to weigh, and stay in the
 * queue without counting towards hiding it again.
 */
const lastRestoredAt = (table: string, owner: string) => `(SELECT max(l.created_at) FROM moderation_log l
  WHERE (l.target_type = ?2 AND l.target_id = ?1 AND l.action IN ('restore', 'dismiss'))
     OR (l.target_type = 'user' AND l.target_id = ${table}.${owner} AND l.action = 'unsuspend'))`;

/** Whether reporter ?7 may hide patient data at once: a verified therapist, or confirmed long enough ago. */
const TRUSTED_REPORTER = `EXISTS (SELECT 1 FROM users u WHERE u.id = ?7
  AND (u.verified_ot_at IS NOT NULL OR u.email_verified_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${PATIENT_DATA_TRUSTED_AFTER_DAYS} days')))`;

/**
 * A report, in one batch: the insert (the unique index on reporter and target answers a second
 * report: `DuplicateReportError`), guarded by the target's existence and its not being the
 * reporter's; then, for an item or comment, the hiding (only if not hidden yet: of three reports at
 * once, one hides), and the log row only when that update changed a row. Null when the target is
 * gone. What hides (docs/decisions/028-hardening-second-pass.md): a report of patient data
 * by a trusted reporter (`TRUSTED_REPORTER`), at once; or `REPORTS_THAT_HIDE` open reports made
 * since a moderator last restored the target (`lastRestoredAt`), patient data from anyone else
 * counted among them. Each member reports a target once, ever (the unique index), so those who
 * reported before the restore never count again.
 */
export async function createReport(
  db: D1Database,
  report: { reporterId: number; targetType: ReportTargetType; targetId: number; reason: ReportReason; details: string | undefined },
): Promise<{ id: number; hidden: boolean } | null> {
  const { table, owner, title } = TARGETS[report.targetType];
  const insert = db
    .prepare(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ?3 AND ${owner} <> ?1) RETURNING id`,
    )
    .bind(report.reporterId, report.targetType, report.targetId, report.reason, report.details ?? null);
  const hiding = isHideable(report.targetType)
    ? [
        db
          .prepare(
            `UPDATE ${table} SET hidden_at = ${NOW},
                    hidden_cause = CASE WHEN ?4 = 'dados-de-doente' AND ${TRUSTED_REPORTER} THEN 'patient-data' ELSE 'reports' END,
                    hidden_reason = CASE WHEN ?4 = 'dados-de-doente' AND ${TRUSTED_REPORTER} THEN ?5 ELSE ?6 END
              WHERE id = ?1 AND hidden_at IS NULL AND changes() = 1
                AND ((?4 = 'dados-de-doente' AND ${TRUSTED_REPORTER})
                  OR (SELECT count(*) FROM reports r WHERE r.target_type = ?2 AND r.target_id = ?1 AND r.resolved_at IS NULL
                         AND r.created_at > coalesce(${lastRestoredAt(table, owner)}, '')) >= ?3)`,
          )
          .bind(report.targetId, report.targetType, REPORTS_THAT_HIDE, report.reason, HIDDEN_FOR_PATIENT_DATA, HIDDEN_AFTER_REPORTS, report.reporterId),
        db
          .prepare(
            `INSERT INTO moderation_log (actor_id, action, target_type, target_id, target_title, reason)
             SELECT NULL, 'hide', ?2, x.id, ${title}, x.hidden_reason FROM ${table} x WHERE x.id = ?1 AND changes() = 1`,
          )
          .bind(report.targetId, report.targetType),
      ]
    : [];
  let results: D1Result<Row>[];
  try {
    results = await db.batch<Row>([insert, ...hiding]);
  } catch (error) {
    if (/UNIQUE constraint failed: reports/.test(String((error as Error).message ?? error)) || /UNIQUE constraint failed: reports/.test(String((error as { cause?: unknown }).cause ?? ''))) {
      throw new DuplicateReportError();
    }
    throw error;
  }
  const inserted = results[0]!.results[0] as { id: number } | undefined;
  if (!inserted) return null;
  return { id: inserted.id, hidden: (results[1]?.meta.changes ?? 0) > 0 };
}

const reporterJson = `CASE WHEN ru.id IS NULL THEN NULL ELSE ${userSummaryJson('ru')} END`;
const authorJson = `CASE WHEN au.id IS NULL THEN NULL ELSE ${userSummaryJson('au')} END`;

/** A target as `reportedTargetSchema`, a JSON object built by SQLite (null when it is gone). */
function targetJsonSql(type: ReportTargetType): string {
  const { table, owner, title, content, html, url, acknowledged = "'[]'", authorShown = 'TRUE' } = TARGETS[type];
  const hidden = type === 'user' ? 'NULL' : `CASE WHEN x.hidden_at IS NULL THEN NULL ELSE json_object('at', x.hidden_at, 'reason', x.hidden_reason, 'cause', x.hidden_cause) END`;
  return `(SELECT json_object('title', ${title}, 'url', ${url}, 'author', ${authorJson}, 'hidden', ${hidden},
            'suspended', json(CASE WHEN au.suspended_at IS NOT NULL THEN 'true' ELSE 'false' END),
            'content', ${content}, 'html', json('${html ? 'true' : 'false'}'), 'privacyAcknowledged', json(${acknowledged}))
           FROM ${table} x LEFT JOIN users au ON au.id = x.${owner} AND ${authorShown} WHERE x.id = p.target_id)`;
}

/**
 * The open reports grouped by target, the target with the newest report first, one page and the
 * number of targets: one batch.
 */
export async function listOpenReports(db: ReadOnlyD1, limit: number, offset: number): Promise<{ items: ReportedItem[]; total: number }> {
  const targetCases = (Object.keys(TARGETS) as ReportTargetType[]).map((type) => `WHEN '${type}' THEN ${targetJsonSql(type)}`).join('\n');
  const [count, page] = await db.batch<Row>([
    db.prepare('SELECT count(*) AS total FROM (SELECT 1 FROM reports WHERE resolved_at IS NULL GROUP BY target_type, target_id)'),
    db
      .prepare(
        `WITH p AS (
           SELECT target_type, target_id, max(created_at) AS last, count(*) AS n FROM reports WHERE resolved_at IS NULL
            GROUP BY target_type, target_id ORDER BY last DESC, target_id DESC LIMIT ?1 OFFSET ?2)
         SELECT p.target_type AS targetType, p.target_id AS targetId, p.n AS count,
                CASE p.target_type ${targetCases} END AS target,
                (SELECT json_group_array(json(r.entry)) FROM (
                   SELECT json_object('reason', r.reason, 'details', r.details, 'reporter', ${reporterJson}, 'createdAt', r.created_at) AS entry
                     FROM reports r LEFT JOIN users ru ON ru.id = r.reporter_id
                    WHERE r.target_type = p.target_type AND r.target_id = p.target_id AND r.resolved_at IS NULL
                    ORDER BY r.created_at DESC, r.id DESC) r) AS reports
           FROM p ORDER BY p.last DESC, p.target_id DESC`,
      )
      .bind(limit, offset),
  ]);
  const items = (page!.results as { targetType: ReportTargetType; targetId: number; count: number; target: string | null; reports: string }[]).map((row) => ({
    targetType: row.targetType,
    targetId: row.targetId,
    count: row.count,
    target: row.target ? JSON.parse(row.target) : null,
    reports: JSON.parse(row.reports),
  }));
  return { items, total: Number(count!.results[0]?.total ?? 0) };
}

/** Who acts, as D1 confirmed them. */
export interface Actor {
  id: number;
  role: Role;
}

/**
 * What an action found and did. Refused: `staff` when a moderator acts on a moderator's or an
 * admin's content or account (their own included), `self` when an admin suspends themself.
 */
export type ActionOutcome =
  { done: true; resolved: number; endedSessions: string[]; suspendedMember: { email: string; name: string } | null } | { done: false; why: 'not-found' | 'unchanged' | 'staff' | 'self' };

/** The role of the target's owner (the member themself for a profile), over `x`. */
const ownerRole = (owner: string) => `(SELECT o.role FROM users o WHERE o.id = x.${owner})`;

/**
 * Whom the actor may act on, over `x` (?4: the actor's role): an admin on anyone, a moderator on
 * members' content and accounts only (docs/decisions/028-hardening-second-pass.md).
 */
const mayActOn = (owner: string) => `(?4 = 'admin' OR ${ownerRole(owner)} = 'member')`;

/** Why each action changes something, over the target aliased `x` (?3: the actor's id). */
function precondition(action: ModerationAction): string {
  switch (action) {
    case 'hide':
      return "(x.hidden_at IS NULL OR x.hidden_cause IS NOT 'moderator')";
    case 'restore':
      return 'x.hidden_at IS NOT NULL';
    case 'dismiss':
      return 'EXISTS (SELECT 1 FROM reports WHERE target_type = ?1 AND target_id = ?2 AND resolved_at IS NULL)';
    case 'delete':
      return 'true';
    case 'suspend':
      return 'x.suspended_at IS NULL AND x.id <> ?3';
    case 'unsuspend':
      return 'x.suspended_at IS NOT NULL';
  }
}

/** The resolution each action writes on the reports it resolves. */
const RESOLUTIONS: Record<ModerationAction, string> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  restore: 'restored',
  delete: 'deleted',
  suspend: 'suspended',
  unsuspend: 'unsuspended',
};

const NOTIFIED: Partial<Record<ModerationAction, string>> = { hide: 'moderation-hidden', restore: 'moderation-restored', delete: 'moderation-deleted', dismiss: 'moderation-restored' };

/**
 * One moderation action, in one batch. The log row is written first, with the actor's role, only
 * when the target is there, the actor may act on it (`mayActOn`) and the action would change it
 * (`precondition`), with the instant `now` chosen here; every statement after it acts only if that
 * row exists (`logged`), so that of two moderators acting at once, one acts. The first statement
 * reads the target's state, to tell 404 from 403 from 409.
 */
export async function applyModerationAction(
  db: D1Database,
  actor: Actor,
  action: { targetType: ReportTargetType; targetId: number; action: ModerationAction; reason: string },
): Promise<ActionOutcome> {
  const { targetType, targetId, reason } = action;
  const { table, owner, title } = TARGETS[targetType];
  const now = new Date().toISOString();
  // ?1 type, ?2 id, ?3 actor, ?4 actor's role, ?5 action, ?6 reason, ?7 now.
  const params = [targetType, targetId, actor.id, actor.role, action.action, reason, now];
  const logged = 'EXISTS (SELECT 1 FROM moderation_log WHERE actor_id = ?3 AND action = ?5 AND target_type = ?1 AND target_id = ?2 AND created_at = ?7)';
  // Each statement is bound up to the highest parameter it names (D1 refuses extra ones).
  const statement = (sql: string) => db.prepare(sql).bind(...params.slice(0, Math.max(0, ...[...sql.matchAll(/\?(\d)/g)].map((match) => Number(match[1])))));
  const effects: string[] = [];
  switch (action.action) {
    case 'hide':
      effects.push(`UPDATE ${table} SET hidden_at = ?7, hidden_reason = ?6, hidden_cause = 'moderator' WHERE id = ?2 AND ${logged}`);
      break;
    case 'restore':
      effects.push(`UPDATE ${table} SET hidden_at = NULL, hidden_reason = NULL, hidden_cause = NULL WHERE id = ?2 AND ${logged}`);
      break;
    case 'dismiss':
      if (isHideable(targetType)) {
        effects.push(`UPDATE ${table} SET hidden_at = NULL, hidden_reason = NULL, hidden_cause = NULL WHERE id = ?2 AND hidden_cause IN ('reports', 'patient-data') AND ${logged}`);
      }
      break;
    case 'delete':
      // Never here: a deletion is worker/services/item-deletion.ts's (worker/middleware/moderation.ts).
      throw new Error('applyModerationAction: deletions go through deleteTarget (worker/services/item-deletion.ts)');
    case 'suspend':
      effects.push(`UPDATE users SET suspended_at = ?7, suspended_reason = ?6, sessions_valid_after = ?7 WHERE id = ?2 AND ${logged}`);
      for (const type of HIDEABLE) {
        const target = TARGETS[type];
        effects.push(`UPDATE ${target.table} SET hidden_at = ?7, hidden_reason = ?6, hidden_cause = 'suspension' WHERE ${target.owner} = ?2 AND hidden_at IS NULL AND ${logged}`);
      }
      break;
    case 'unsuspend':
      effects.push(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = ?2 AND ${logged}`);
      for (const type of HIDEABLE) {
        const target = TARGETS[type];
        effects.push(`UPDATE ${target.table} SET hidden_at = NULL, hidden_reason = NULL, hidden_cause = NULL WHERE ${target.owner} = ?2 AND hidden_cause = 'suspension' AND ${logged}`);
      }
      break;
  }
  const notified = NOTIFIED[action.action];
  const notification =
    notified && isHideable(targetType)
      ? [
          // The author is told (never the moderator themself), with the reason.
          // A dismissal tells them only if it restored what reports hid.
          `INSERT INTO notifications (user_id, kind, actor_id, target_type, target_id, target_title)
           SELECT x.${owner}, '${notified}', ?3, ?1, ?2, l.target_title FROM ${table} x JOIN moderation_log l
               ON l.actor_id = ?3 AND l.action = ?5 AND l.target_type = ?1 AND l.target_id = ?2 AND l.created_at = ?7
            WHERE x.id = ?2 AND x.${owner} <> ?3 ${action.action === 'dismiss' ? "AND x.hidden_cause IN ('reports', 'patient-data')" : ''}
           ON CONFLICT (user_id, kind, target_type, target_id) WHERE read_at IS NULL
           DO UPDATE SET count = count + 1, actor_id = excluded.actor_id, target_title = excluded.target_title, created_at = ${NOW}`,
        ]
      : [];
  const statements = [
    statement(`SELECT ${ownerRole(owner)} AS ownerRole, x.${owner} = ?3 AS own, ${targetType === 'user' ? 'x.suspended_at IS NOT NULL' : '0'} AS suspended FROM ${table} x WHERE x.id = ?2`),
    statement(
      `INSERT INTO moderation_log (actor_id, actor_role, action, target_type, target_id, target_title, reason, created_at)
       SELECT ?3, ?4, ?5, ?1, ?2, ${title}, ?6, ?7 FROM ${table} x WHERE x.id = ?2 AND ${mayActOn(owner)} AND ${precondition(action.action)}`,
    ),
    // For a dismissal, the notification must see the cause before it is cleared.
    ...(action.action === 'dismiss' ? notification : []).map(statement),
    ...effects.map(statement),
    ...(action.action === 'dismiss' ? [] : notification).map(statement),
    statement(`UPDATE reports SET resolved_at = ?7, resolved_by = ?3, resolution = '${RESOLUTIONS[action.action]}' WHERE target_type = ?1 AND target_id = ?2 AND resolved_at IS NULL AND ${logged}`),
    ...(action.action === 'suspend'
      ? [statement(`SELECT email, full_name AS name FROM users WHERE id = ?2 AND ${logged}`), statement(`DELETE FROM sessions WHERE user_id = ?2 AND ${logged} RETURNING token_hash AS tokenHash`)]
      : action.action === 'unsuspend'
        ? [statement(`SELECT email, full_name AS name FROM users WHERE id = ?2 AND ${logged}`)]
        : []),
  ];
  const results = await db.batch<Row>(statements);
  const state = results[0]!.results[0] as { ownerRole: Role; own: number; suspended: number } | undefined;
  if (!state) return { done: false, why: 'not-found' };
  if (results[1]!.meta.changes === 0) {
    if (actor.role !== 'admin' && state.ownerRole !== 'member') return { done: false, why: 'staff' };
    if (action.action === 'suspend' && !state.suspended && state.own) return { done: false, why: 'self' };
    return { done: false, why: 'unchanged' };
  }
  const suspendIndex = statements.length - (action.action === 'suspend' ? 2 : action.action === 'unsuspend' ? 1 : 0);
  const resolveIndex = suspendIndex - 1;
  const member = action.action === 'suspend' || action.action === 'unsuspend' ? ((results[suspendIndex]!.results[0] as { email: string; name: string } | undefined) ?? null) : null;
  const endedSessions = action.action === 'suspend' ? (results[suspendIndex + 1]!.results as { tokenHash: string }[]).map((row) => row.tokenHash) : [];
  return { done: true, resolved: results[resolveIndex]!.meta.changes, endedSessions, suspendedMember: member };
}

/** An admin's change of a member's role (never an admin's), logged in the same batch; false when nothing changed. */
export async function changeRole(db: D1Database, actorId: number, userId: number, role: 'member' | 'moderator', reason: string): Promise<'changed' | 'not-found' | 'admin' | 'unchanged'> {
  const now = new Date().toISOString();
  const [state, update] = await db.batch<Row>([
    db.prepare('SELECT role FROM users WHERE id = ?').bind(userId),
    db.prepare("UPDATE users SET role = ?2 WHERE id = ?1 AND role <> 'admin' AND role <> ?2").bind(userId, role),
    db
      .prepare(
        `INSERT INTO moderation_log (actor_id, actor_role, action, target_type, target_id, target_title, reason, created_at)
         SELECT ?1, (SELECT role FROM users WHERE id = ?1), ?2, 'user', id, full_name, ?3, ?4 FROM users WHERE id = ?5 AND changes() = 1`,
      )
      .bind(actorId, role === 'moderator' ? 'grant-moderator' : 'revoke-moderator', reason, now, userId),
  ]);
  const found = state!.results[0] as { role: Role } | undefined;
  if (!found) return 'not-found';
  if (update!.meta.changes > 0) return 'changed';
  return found.role === 'admin' ? 'admin' : 'unchanged';
}

const MEMBER_COLUMNS = `${userSummaryJson('u')} AS summary, u.role AS role, u.suspended_at IS NOT NULL AS suspended`;

/** Moderators and admins (`q` absent), or members whose name or username holds `q`; one page and the total, one batch. */
export async function listModerationMembers(db: ReadOnlyD1, filter: { q: string | undefined; limit: number; offset: number }): Promise<{ items: ModerationMember[]; total: number }> {
  const where = filter.q ? 'instr(u.search_text, ?1) > 0' : "u.role <> 'member'";
  const params = filter.q ? [normalizeSearchText(filter.q)] : [null];
  const [count, page] = await db.batch<Row>([
    db.prepare(`SELECT count(*) AS total FROM users u WHERE ${where}`).bind(...(filter.q ? params : [])),
    db.prepare(`SELECT ${MEMBER_COLUMNS} FROM users u WHERE ${where} ORDER BY u.role = 'member', u.full_name COLLATE NOCASE, u.id LIMIT ?2 OFFSET ?3`).bind(...params, filter.limit, filter.offset),
  ]);
  const items = (page!.results as { summary: string; role: Role; suspended: number }[]).map((row) => ({ ...JSON.parse(row.summary), role: row.role, suspended: Boolean(row.suspended) }));
  return { items, total: Number(count!.results[0]?.total ?? 0) };
}

/** The audit log, newest first, with each actor's summary and role; one page and the total, one batch. */
export async function listAuditLog(db: ReadOnlyD1, limit: number, offset: number): Promise<{ items: AuditEntry[]; total: number }> {
  const [count, page] = await db.batch<Row>([
    db.prepare('SELECT count(*) AS total FROM moderation_log'),
    db
      .prepare(
        `SELECT l.id, l.action, l.target_type AS targetType, l.target_id AS targetId, l.target_title AS targetTitle, l.reason, l.created_at AS createdAt,
                CASE WHEN a.id IS NULL THEN NULL ELSE ${userSummaryJson('a')} END AS actor, l.actor_role AS actorRole
           FROM moderation_log l LEFT JOIN users a ON a.id = l.actor_id ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(limit, offset),
  ]);
  const items = (page!.results as (Omit<AuditEntry, 'actor'> & { actor: string | null })[]).map((row) => ({ ...row, actor: row.actor ? JSON.parse(row.actor) : null }));
  return { items, total: Number(count!.results[0]?.total ?? 0) };
}
