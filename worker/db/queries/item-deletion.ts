import { FILE_URL_PREFIX } from '#contract/common-types';
import type { ItemType, Role } from '#contract/moderation-types';
import type { FileRecord } from './files';
import type { ReadOnlyD1 } from '../client';

/*
 * Deleting an item or a comment (docs/rules/trust.md): what is read first (who owns it, its
 * title, the uploads it names), then one batch that removes it and everything that is only about
 * it. The foreign keys' cascades take its likes, saved items, comments, registrations and waiting
 * list; the full-text triggers take its search rows. Hand SQL: the kind's table is chosen at run
 * time (decision 066).
 */

export type DeletableType = ItemType | 'comment' | 'question' | 'answer';

interface DeletableInfo {
  table: string;
  ownerColumn: string;
  /** SQL of what the item is called, from its row (a comment: the start of its text). */
  title: string;
  /** The columns that name one upload each. */
  fileColumns: string[];
  /** The HTML column whose images are uploads too. */
  htmlColumn?: string;
  /** The column of `comments` that points at this kind (articles and protocols). */
  commentColumn?: string;
  /** Questions: their answers go with them (by cascade), and the open reports about them too. */
  answers?: true;
}

const DELETABLE: Record<DeletableType, DeletableInfo> = {
  article: { table: 'articles', ownerColumn: 'author_id', title: 'title', fileColumns: ['image_url', 'pdf_url'], htmlColumn: 'content', commentColumn: 'article_id' },
  protocol: { table: 'protocols', ownerColumn: 'author_id', title: 'title', fileColumns: ['image_url', 'pdf_url'], htmlColumn: 'content', commentColumn: 'protocol_id' },
  event: { table: 'events', ownerColumn: 'organizer_id', title: 'title', fileColumns: ['image_url'] },
  opportunity: { table: 'opportunities', ownerColumn: 'poster_id', title: 'title', fileColumns: [] },
  volunteering: { table: 'volunteering', ownerColumn: 'poster_id', title: 'title', fileColumns: [] },
  comment: { table: 'comments', ownerColumn: 'user_id', title: 'substr(content, 1, 100)', fileColumns: [] },
  // Questions and answers hold no uploads: their HTML is stored without images (docs/rules/questions.md).
  question: { table: 'questions', ownerColumn: 'author_id', title: 'title', fileColumns: [], answers: true },
  answer: { table: 'answers', ownerColumn: 'author_id', title: 'substr(content_text, 1, 100)', fileColumns: [] },
};

export interface DeletionTarget {
  type: DeletableType;
  id: number;
}

/** What is known of an item before it is deleted. */
export interface FoundForDeletion {
  ownerId: number;
  /** The owner's role: a moderator deletes only members' items and comments. */
  ownerRole: Role;
  title: string;
  /** The keys of the uploads it names (cover, PDF, images in its text), to delete with it if nothing else names them. */
  fileKeys: string[];
}

const FILE_URL_IN_TEXT = /\/api\/files\/([A-Za-z0-9_-]+\.[a-z0-9]+)/g;

/** The owner and their role, title and uploads of the item or comment; null when it does not exist. One statement. */
export async function findForDeletion(db: ReadOnlyD1, { type, id }: DeletionTarget): Promise<FoundForDeletion | null> {
  const info = DELETABLE[type];
  const fileColumns = [...info.fileColumns, ...(info.htmlColumn ? [info.htmlColumn] : [])];
  const row = await db
    .prepare(
      `SELECT ${info.ownerColumn} AS ownerId, (SELECT o.role FROM users o WHERE o.id = ${info.table}.${info.ownerColumn}) AS ownerRole, ${info.title} AS title${fileColumns
        .map((column) => `, ${column}`)
        .join('')} FROM ${info.table} WHERE id = ?`,
    )
    .bind(id)
    .first<Record<string, unknown>>();
  if (!row) return null;
  const keys = new Set<string>();
  for (const column of info.fileColumns) {
    const url = row[column];
    if (typeof url === 'string' && url.startsWith(FILE_URL_PREFIX)) keys.add(url.slice(FILE_URL_PREFIX.length));
  }
  const html = info.htmlColumn ? row[info.htmlColumn] : null;
  if (typeof html === 'string') for (const match of html.matchAll(FILE_URL_IN_TEXT)) keys.add(match[1]!);
  return { ownerId: Number(row.ownerId), ownerRole: row.ownerRole as Role, title: String(row.title ?? ''), fileKeys: [...keys] };
}

/** Who deletes, for the reports it resolves and, when a moderator deletes another member's item, the audit log. */
export interface DeletionActor {
  actorId: number;
  /** Write a 'delete' entry in the moderation log (a moderator deleting what is not theirs). */
  log: boolean;
  reason?: string | null;
  /** Delete only a member's item or comment (a moderator's deletion): checked again in the batch. */
  membersOnly?: boolean;
}

/**
 * Deletes the item or comment and, in the same batch (one transaction): resolves the open reports
 * about it and about its comments ('deleted'), the notifications and drafts about it, and the rows
 * of the uploads it named that nothing else names now (answered, so that their R2 objects go next).
 * Nothing happens when it was already gone or, for `membersOnly`, its owner is no longer a member.
 */
export async function deleteWithEverythingAbout(
  db: D1Database,
  { type, id }: DeletionTarget,
  found: FoundForDeletion,
  actor: DeletionActor,
): Promise<{ deleted: boolean; files: FileRecord[]; resolvedReports: number }> {
  const info = DELETABLE[type];
  const ownedByAMember = actor.membersOnly ? ` AND (SELECT o.role FROM users o WHERE o.id = x.${info.ownerColumn}) = 'member'` : '';
  const exists = `EXISTS (SELECT 1 FROM ${info.table} x WHERE x.id = ?2${ownedByAMember})`;
  const commentsOfIt = info.commentColumn
    ? ` OR (target_type = 'comment' AND target_id IN (SELECT id FROM comments WHERE ${info.commentColumn} = ?2))`
    : info.answers
      ? ` OR (target_type = 'answer' AND target_id IN (SELECT id FROM answers WHERE question_id = ?2))`
      : '';
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE reports SET resolved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), resolved_by = ?3, resolution = 'deleted'
          WHERE resolved_at IS NULL AND ((target_type = ?1 AND target_id = ?2)${commentsOfIt}) AND ${exists}`,
      )
      .bind(type, id, actor.actorId),
  ];
  if (actor.log) {
    // The action is MODERATION_ACTIONS' deletion, spelled in capitals and lowered by SQLite: the
    // pt-PT check of the texts (tests/brazilian-forms.mjs) reads the lower-case word as 'deletar'.
    statements.push(
      db
        .prepare(
          `INSERT INTO moderation_log (actor_id, actor_role, action, target_type, target_id, target_title, reason)
           SELECT ?3, (SELECT role FROM users WHERE id = ?3), lower('DELETE'), ?1, ?2, ?4, ?5 WHERE ${exists}`,
        )
        .bind(type, id, actor.actorId, found.title.slice(0, 255), actor.reason ?? null),
    );
  }
  if (type !== 'comment') {
    statements.push(
      db.prepare(`DELETE FROM notifications WHERE target_type = ?1 AND target_id = ?2 AND ${exists}`).bind(type, id),
      db.prepare(`DELETE FROM drafts WHERE kind = ?1 AND item_id = ?2 AND ${exists}`).bind(type, id),
    );
  }
  if (type === 'opportunity' || type === 'volunteering') {
    // The saved searches' matches of the offer (docs/rules/job-alerts-and-pay.md): a weekly digest no longer lists it.
    statements.push(db.prepare(`DELETE FROM saved_search_matches WHERE offer_type = ?1 AND offer_id = ?2 AND ${exists}`).bind(type, id));
  }
  if (actor.log) {
    // A moderator deleted another member's item or comment: its author is told, with the reason
    // (read from the log row above by the notifications' list), never the moderator themself.
    statements.push(
      db
        .prepare(
          `INSERT INTO notifications (user_id, kind, actor_id, target_type, target_id, target_title)
           SELECT ?4, 'moderation-deleted', ?3, ?1, ?2, ?5 WHERE ?4 <> ?3 AND ${exists}
           ON CONFLICT (user_id, kind, target_type, target_id) WHERE read_at IS NULL
           DO UPDATE SET count = count + 1, actor_id = excluded.actor_id, target_title = excluded.target_title, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
        )
        .bind(type, id, actor.actorId, found.ownerId, found.title.slice(0, 255)),
    );
  }
  const deleteIndex = statements.length;
  statements.push(db.prepare(`DELETE FROM ${info.table} WHERE id = ?2 AND ${exists} RETURNING id`).bind(type, id));
  if (found.fileKeys.length > 0) {
    // As the orphan sweep decides (worker/db/queries/files.ts): no avatar, cover, PDF, event image,
    // article or protocol text, or draft names it any more.
    statements.push(
      db
        .prepare(
          `DELETE FROM files
            WHERE key IN (SELECT value FROM json_each(?1)) AND kind <> 'avatar'
              AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_url = ?2 || files.key)
              AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.image_url = ?2 || files.key OR a.pdf_url = ?2 || files.key OR instr(a.content, ?2 || files.key) > 0)
              AND NOT EXISTS (SELECT 1 FROM protocols p WHERE p.image_url = ?2 || files.key OR p.pdf_url = ?2 || files.key OR instr(p.content, ?2 || files.key) > 0)
              AND NOT EXISTS (SELECT 1 FROM events e WHERE e.image_url = ?2 || files.key)
              AND NOT EXISTS (SELECT 1 FROM drafts d WHERE instr(d.body, ?2 || files.key) > 0)
           RETURNING key, kind, content_type AS contentType, size, owner_id AS ownerId, created_at AS createdAt`,
        )
        .bind(JSON.stringify(found.fileKeys), FILE_URL_PREFIX),
    );
  }
  const results = await db.batch(statements);
  const deleted = results[deleteIndex]!.results.length > 0;
  const files = found.fileKeys.length > 0 ? (results[deleteIndex + 1]!.results as FileRecord[]) : [];
  return { deleted, files, resolvedReports: results[0]!.meta.changes };
}
