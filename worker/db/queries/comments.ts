import type { Comment } from '#contract/comments-types';
import { existsStatement, KINDS, type ContentKind, type Page } from './content';
import { commentNotification } from './notifications';
import type { comments } from '../schema';
import { pickUserSummary, userSummaryColumns, type UserSummaryColumns } from './shared';

type Row = Record<string, unknown>;
/** A row of `COMMENT_COLUMNS`: the columns of `comments` under their schema names and the author's summary. */
type CommentRow = typeof comments.$inferSelect & UserSummaryColumns<'author_'>;

const COMMENT_COLUMNS = `m.id AS id, m.content AS content, m.user_id AS userId, m.article_id AS articleId,
  m.protocol_id AS protocolId, m.created_at AS createdAt, ${userSummaryColumns('u', 'author_')}`;

function rowToComment(row: CommentRow): Comment {
  return {
    id: row.id,
    content: row.content,
    userId: row.userId,
    articleId: row.articleId ?? null,
    protocolId: row.protocolId ?? null,
    author: pickUserSummary(row, 'author_'),
    createdAt: row.createdAt,
  };
}

/**
 * The comments of an article or protocol, newest first, one page and the total; null when the
 * item does not exist. Three statements in one batch, the first `existsStatement` of content.ts,
 * which is hand SQL like every statement on articles and protocols (decision 066).
 */
export async function listComments(db: D1Database, kind: ContentKind, itemId: number, limit: number, offset: number): Promise<Page<Comment> | null> {
  const { targetColumn } = KINDS[kind];
  const [found, page, count] = await db.batch<Row>([
    existsStatement(db, kind, itemId),
    db
      .prepare(
        `SELECT ${COMMENT_COLUMNS} FROM comments m JOIN users u ON u.id = m.user_id
          WHERE m.${targetColumn} = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(itemId, limit, offset),
    db.prepare(`SELECT count(*) AS total FROM comments WHERE ${targetColumn} = ?`).bind(itemId),
  ]);
  if (!found?.results[0]?.found) return null;
  return { items: ((page?.results ?? []) as CommentRow[]).map(rowToComment), total: Number(count?.results[0]?.total ?? 0) };
}

/**
 * Adds a comment if its article or protocol exists and reads it back with its author, in one
 * batch; null when the target does not exist (nothing written). Hand SQL, as the list above: the
 * insert is guarded by the item's existence in one statement, and the kind's column is chosen at
 * run time (decision 066).
 */
export async function createComment(db: D1Database, userId: number, kind: ContentKind, itemId: number, content: string): Promise<Comment | null> {
  const { table, targetColumn } = KINDS[kind];
  const [inserted, readBack] = await db.batch<Row>([
    db
      .prepare(
        `INSERT INTO comments (content, user_id, ${targetColumn}) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ?3) RETURNING id`,
      )
      .bind(content, userId, itemId),
    db.prepare(`SELECT ${COMMENT_COLUMNS} FROM comments m JOIN users u ON u.id = m.user_id WHERE m.id = last_insert_rowid()`),
    // The author is told (after the read-back, which needs the comment's rowid).
    commentNotification(db, kind, itemId, userId),
  ]);
  const row = readBack?.results[0];
  if (!inserted?.results.length || !row) return null;
  return rowToComment(row as CommentRow);
}
