import type { Comment } from '#contract/comments-types';
import { KINDS, visibleStatement, type ContentKind, type Page, type ViewerId } from './content';
import {
  claimCommentMailStatement,
  claimedCommentMailCommentsStatement,
  claimedCommentMailRecipientStatement,
  claimedCommentMailTokenStatement,
  type CommentMailRecipient,
  type CommentMailRow,
} from './comment-mails';
import { commentNotification } from './notifications';
import type { comments } from '../schema';
import { hiddenColumn, notHiddenFrom, parseHidden, readableBy, pickUserSummary, userSummaryColumns, type UserSummaryColumns } from './shared';
import type { ReadOnlyD1 } from '../client';

type Row = Record<string, unknown>;
/** A row of `COMMENT_COLUMNS`: the columns of `comments` under their schema names and the author's summary. */
type CommentRow = typeof comments.$inferSelect & UserSummaryColumns<'author_'> & { hidden: string | null };

const COMMENT_COLUMNS = `m.id AS id, m.content AS content, m.user_id AS userId, m.article_id AS articleId,
  m.protocol_id AS protocolId, m.created_at AS createdAt, m.updated_at AS updatedAt, ${userSummaryColumns('u', 'author_')}, ${hiddenColumn('m')}`;

function rowToComment(row: CommentRow): Comment {
  return {
    id: row.id,
    content: row.content,
    userId: row.userId,
    articleId: row.articleId ?? null,
    protocolId: row.protocolId ?? null,
    author: pickUserSummary(row, 'author_'),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? null,
    hidden: parseHidden(row.hidden),
  };
}

/**
 * The comments of an article or protocol, newest first, one page and the total; null when the
 * item is not there for the viewer (it does not exist, or it is hidden from them). A hidden comment
 * is left out, but for its author (docs/rules/trust.md). Three statements in one batch, the
 * first `visibleStatement` of content.ts, which is hand SQL like every statement on articles and
 * protocols (decision 066).
 */
export async function listComments(db: ReadOnlyD1, kind: ContentKind, itemId: number, limit: number, offset: number, viewerId: ViewerId): Promise<Page<Comment> | null> {
  const { targetColumn } = KINDS[kind];
  const shown: unknown[] = [];
  const notHidden = notHiddenFrom('comments', 'm.id', viewerId, shown);
  const [found, page, count] = await db.batch<Row>([
    visibleStatement(db, kind, itemId, viewerId),
    db
      .prepare(
        `SELECT ${COMMENT_COLUMNS} FROM comments m JOIN users u ON u.id = m.user_id
          WHERE m.${targetColumn} = ? AND ${notHidden} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(itemId, ...shown, limit, offset),
    db.prepare(`SELECT count(*) AS total FROM comments m WHERE m.${targetColumn} = ? AND ${notHidden}`).bind(itemId, ...shown),
  ]);
  if (!found?.results[0]?.found) return null;
  return { items: ((page?.results ?? []) as CommentRow[]).map(rowToComment), total: Number(count?.results[0]?.total ?? 0) };
}

/** What a new comment's batch claimed to e-mail its item's author: whom, the comments and their count. */
export interface ClaimedCommentMail {
  recipient: CommentMailRecipient;
  comments: CommentMailRow[];
}

/**
 * Adds a comment if its article or protocol exists and reads it back with its author, in one
 * batch; null when the target does not exist (nothing written). The same batch tells the item's
 * author (a notification) and, when they want comments by e-mail at once, claims the e-mail of
 * this comment and those left waiting if the item's last one is an hour old, or leaves this one
 * waiting (comment-mails.ts); with a claim, `mail` is what to send. Hand SQL, as the list above: the
 * insert is guarded by the item's existence in one statement, and the kind's column is chosen at
 * run time (decision 066).
 */
export async function createComment(
  db: D1Database,
  userId: number,
  kind: ContentKind,
  itemId: number,
  content: string,
  mail: { unsubscribe: { tokenHash: string; expiresAt: number }; now: number; commentsListed: number },
): Promise<{ comment: Comment; mail: ClaimedCommentMail | null } | null> {
  const { table, targetColumn } = KINDS[kind];
  const { tokenHash } = mail.unsubscribe;
  const [inserted, readBack, , , , recipient, claimed] = await db.batch<Row>([
    db
      .prepare(
        // Not on an item hidden by moderation, but by its author (docs/rules/trust.md), nor on one of a
        // closed community the member is not in (docs/rules/communities.md).
        `INSERT INTO comments (content, user_id, ${targetColumn}) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM ${table} x WHERE x.id = ?3
           AND (x.hidden_at IS NULL OR x.author_id = ?2) AND (x.author_id = ?2 OR ${readableBy('x', '?2')})) RETURNING id`,
      )
      .bind(content, userId, itemId),
    db.prepare(`SELECT ${COMMENT_COLUMNS} FROM comments m JOIN users u ON u.id = m.user_id WHERE m.id = last_insert_rowid()`),
    // The author is told (after the read-back, which needs the comment's rowid), then e-mailed or not.
    commentNotification(db, kind, itemId, userId),
    claimCommentMailStatement(db, kind, itemId, userId, mail.now),
    claimedCommentMailTokenStatement(db, kind, itemId, userId, mail.unsubscribe),
    claimedCommentMailRecipientStatement(db, kind, itemId, tokenHash),
    claimedCommentMailCommentsStatement(db, kind, itemId, tokenHash, mail.commentsListed),
  ]);
  const row = readBack?.results[0];
  if (!inserted?.results.length || !row) return null;
  const to = recipient?.results[0] as unknown as CommentMailRecipient | undefined;
  const comments = (claimed?.results ?? []) as unknown as CommentMailRow[];
  return { comment: rowToComment(row as CommentRow), mail: to && comments.length > 0 ? { recipient: to, comments } : null };
}

/** The author of a comment (null when it does not exist), read before it is changed or deleted. */
export async function getCommentAuthor(db: ReadOnlyD1, id: number): Promise<{ userId: number } | null> {
  return db.prepare('SELECT user_id AS userId FROM comments WHERE id = ?').bind(id).first<{ userId: number }>();
}

/** Changes the text of the member's own comment, dates the edit, and reads it back: one batch. Null when it is gone (or not theirs). */
export async function updateComment(db: D1Database, id: number, userId: number, content: string): Promise<Comment | null> {
  const [, readBack] = await db.batch<Row>([
    db.prepare("UPDATE comments SET content = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND user_id = ?").bind(content, id, userId),
    db.prepare(`SELECT ${COMMENT_COLUMNS} FROM comments m JOIN users u ON u.id = m.user_id WHERE m.id = ? AND m.user_id = ?`).bind(id, userId),
  ]);
  const row = readBack?.results[0];
  return row ? rowToComment(row as CommentRow) : null;
}
