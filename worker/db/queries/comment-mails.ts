import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import { KINDS, type ContentKind } from './content';
import { type ReadOnlyD1, type StatementFor } from '../client';
import { emailChoice } from './email-preferences';

// Comments e-mailed to an item's author at most once an hour, grouped (decision 028), as the
// notifications of one item are grouped in one unread row (decision 014): `comment_mails` keeps,
// per article or protocol, when its last e-mail was claimed, the comment ids it told of and how many
// comments wait. The first comment after a quiet hour claims its e-mail in the comment's own batch;
// those that come within the hour wait, and are claimed together by the scheduled sender or by the
// first comment after the hour. A claim moves the item's range of e-mailed comment ids forward in
// one statement, so two claims never take the same comments and a second run finds nothing.
// Hand SQL: conditional upserts and updates over several tables (decision 066).

/** At most one e-mail about an item's comments in this time. */
export const COMMENT_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/** Items whose waiting comments one run of the scheduled sender claims; the rest wait for its next run. */
const COMMENT_MAILS_PER_RUN = 200;

/** One e-mail's comments: those on the item with ids after `after`, up to `through`. */
export interface CommentMailClaim {
  kind: ContentKind;
  itemId: number;
  after: number;
  through: number;
}

/** Whom to e-mail about an item's new comments. */
export interface CommentMailRecipient {
  userId: number;
  email: string;
  name: string;
  title: string;
}

/** A comment an e-mail quotes, and how many comments the e-mail tells of in all. */
export interface CommentMailRow {
  author: string;
  text: string;
  total: number;
}

/** The id of the newest comment of member ?3 on item ?2 (in the comment's batch: the one it just wrote). */
const newestCommentBy = (targetColumn: string) => `(SELECT max(id) FROM comments WHERE ${targetColumn} = ?2 AND user_id = ?3)`;

/**
 * For the batch that adds member `commenterId`'s comment to an item, right after its notification
 * (it acts only when that statement wrote one: `changes() = 1`): when the item's author is someone
 * else, a member, and wants comments by e-mail at once, either claims an e-mail now (no e-mail about
 * this item for an hour: the comment, and any left waiting) or counts the comment as waiting.
 */
export function claimCommentMailStatement(db: D1Database, kind: ContentKind, itemId: number, commenterId: number, now: number): D1PreparedStatement {
  const { table, targetColumn } = KINDS[kind];
  const recent = `comment_mails.mailed_at > ?4 - ?5`;
  return db
    .prepare(
      `INSERT INTO comment_mails (target_type, target_id, mailed_at, mailed_after, mailed_through)
       SELECT ?1, a.id, ?4, n.id - 1, n.id
         FROM ${table} a JOIN users u ON u.id = a.author_id LEFT JOIN email_preferences p ON p.user_id = a.author_id,
              (SELECT ${newestCommentBy(targetColumn)} AS id) n
        WHERE a.id = ?2 AND changes() = 1 AND a.author_id <> ?3 AND u.username <> '${REMOVED_MEMBER_USERNAME}'
          AND ${emailChoice('comments')} = 'immediate' AND n.id IS NOT NULL
       ON CONFLICT (target_type, target_id) DO UPDATE SET
         mailed_after = CASE WHEN ${recent} THEN comment_mails.mailed_after
                             WHEN comment_mails.waiting > 0 THEN comment_mails.mailed_through ELSE excluded.mailed_after END,
         mailed_through = CASE WHEN ${recent} THEN comment_mails.mailed_through ELSE excluded.mailed_through END,
         waiting = CASE WHEN ${recent} THEN comment_mails.waiting + 1 ELSE 0 END,
         mailed_at = CASE WHEN ${recent} THEN comment_mails.mailed_at ELSE excluded.mailed_at END`,
    )
    .bind(kind, itemId, commenterId, now, COMMENT_MAIL_INTERVAL_MS);
}

/**
 * Right after `claimCommentMailStatement`, in the same batch: the author's unsubscribe link
 * (`tokenHash`), written only when that statement claimed an e-mail for this comment. The
 * statements below read whom to write to, and what, only when it was written.
 */
export function claimedCommentMailTokenStatement(db: D1Database, kind: ContentKind, itemId: number, commenterId: number, unsubscribe: { tokenHash: string; expiresAt: number }): D1PreparedStatement {
  const { table, targetColumn } = KINDS[kind];
  return db
    .prepare(
      `INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at)
       SELECT ?4, a.author_id, 'comments', ?5 FROM ${table} a JOIN comment_mails m ON m.target_type = ?1 AND m.target_id = a.id
        WHERE a.id = ?2 AND changes() = 1 AND m.waiting = 0 AND m.mailed_through = ${newestCommentBy(targetColumn)}`,
    )
    .bind(kind, itemId, commenterId, unsubscribe.tokenHash, unsubscribe.expiresAt);
}

/** Whom to e-mail about the comments claimed with the unsubscribe link `tokenHash` (no row: none claimed). */
export function claimedCommentMailRecipientStatement<D extends ReadOnlyD1>(db: D, kind: ContentKind, itemId: number, tokenHash: string): StatementFor<D> {
  return db
    .prepare(
      `SELECT u.id AS userId, u.email, u.full_name AS name, a.title
         FROM unsubscribe_tokens t JOIN users u ON u.id = t.user_id JOIN ${KINDS[kind].table} a ON a.id = ?2
        WHERE t.token_hash = ?1`,
    )
    .bind(tokenHash, itemId) as StatementFor<D>;
}

/** A comment `c` of an e-mail's range that its recipient, the item's author (`author`), is told of: someone else's, not hidden. */
const toldComment = (author: string) => `c.hidden_at IS NULL AND c.user_id <> ${author}`;

/**
 * The first `limit` comments claimed with the unsubscribe link `tokenHash`, oldest first, with
 * their authors' names and how many there are in all (none: nothing claimed).
 */
export function claimedCommentMailCommentsStatement<D extends ReadOnlyD1>(db: D, kind: ContentKind, itemId: number, tokenHash: string, limit: number): StatementFor<D> {
  const { table, targetColumn } = KINDS[kind];
  return db
    .prepare(
      `SELECT w.full_name AS author, c.content AS text, count(*) OVER () AS total
         FROM unsubscribe_tokens t JOIN comment_mails m ON m.target_type = ?1 AND m.target_id = ?2 JOIN ${table} a ON a.id = ?2
              JOIN comments c ON c.id > m.mailed_after AND c.id <= m.mailed_through AND c.${targetColumn} = ?2 JOIN users w ON w.id = c.user_id
        WHERE t.token_hash = ?3 AND ${toldComment('a.author_id')}
        ORDER BY c.id LIMIT ?4`,
    )
    .bind(kind, itemId, tokenHash, limit) as StatementFor<D>;
}

/**
 * Claims, for at most `COMMENT_MAILS_PER_RUN` items whose last e-mail is an hour old or more, the
 * comments waiting since (up to the newest comment now), and dates their e-mail `now`: one
 * statement, so a second run, or one running at the same time, finds nothing to claim.
 */
export async function claimWaitingCommentMails(db: D1Database, now: number): Promise<CommentMailClaim[]> {
  const newest = (kind: ContentKind) => `(SELECT max(id) FROM comments WHERE ${KINDS[kind].targetColumn} = comment_mails.target_id)`;
  const { results } = await db
    .prepare(
      `UPDATE comment_mails SET mailed_after = mailed_through,
              mailed_through = max(mailed_through, coalesce(CASE target_type WHEN 'article' THEN ${newest('article')} ELSE ${newest('protocol')} END, mailed_through)),
              waiting = 0, mailed_at = ?1
        WHERE rowid IN (SELECT rowid FROM comment_mails WHERE waiting > 0 AND mailed_at <= ?1 - ?2 ORDER BY mailed_at LIMIT ?3)
        RETURNING target_type AS kind, target_id AS itemId, mailed_after AS after, mailed_through AS through`,
    )
    .bind(now, COMMENT_MAIL_INTERVAL_MS, COMMENT_MAILS_PER_RUN)
    .all<CommentMailClaim>();
  return results;
}

/** The claims as rows (`a`): `kind`, `itemId`, `after`, `through`, and the item's `authorId` and `title`. */
const CLAIMED_ITEMS = `(SELECT j.kind, j.itemId, j.after, j.through, coalesce(xa.author_id, xp.author_id) AS authorId, coalesce(xa.title, xp.title) AS title
     FROM (SELECT json_extract(value, '$.kind') AS kind, json_extract(value, '$.itemId') AS itemId,
                  json_extract(value, '$.after') AS after, json_extract(value, '$.through') AS through FROM json_each(?1)) j
          LEFT JOIN articles xa ON j.kind = 'article' AND xa.id = j.itemId
          LEFT JOIN protocols xp ON j.kind = 'protocol' AND xp.id = j.itemId) a`;

/**
 * What the e-mails of `claims` say, in one batch: each item's author who still wants comments at
 * once (with its title), and the first `limit` comments of each claim that its author is told of,
 * oldest first, with how many there are in all.
 */
export async function readClaimedCommentMails(
  db: ReadOnlyD1,
  claims: CommentMailClaim[],
  limit: number,
): Promise<{ recipients: (CommentMailRecipient & { kind: ContentKind; itemId: number })[]; comments: (CommentMailRow & { kind: ContentKind; itemId: number })[] }> {
  const claimed = JSON.stringify(claims);
  const [recipients, comments] = await db.batch([
    db
      .prepare(
        `SELECT a.kind, a.itemId, u.id AS userId, u.email, u.full_name AS name, a.title
           FROM ${CLAIMED_ITEMS} JOIN users u ON u.id = a.authorId LEFT JOIN email_preferences p ON p.user_id = u.id
          WHERE ${emailChoice('comments')} = 'immediate' AND u.username <> '${REMOVED_MEMBER_USERNAME}'`,
      )
      .bind(claimed),
    db
      .prepare(
        `SELECT kind, itemId, author, text, total FROM (
           SELECT a.kind, a.itemId, w.full_name AS author, c.content AS text, c.id,
                  row_number() OVER (PARTITION BY a.kind, a.itemId ORDER BY c.id) AS n, count(*) OVER (PARTITION BY a.kind, a.itemId) AS total
             FROM ${CLAIMED_ITEMS}
                  -- The claimed ids are a range of rowids: only the comments since the items' last e-mails are read.
                  JOIN comments c ON c.id > a.after AND c.id <= a.through
                   AND ((a.kind = 'article' AND c.article_id = a.itemId) OR (a.kind = 'protocol' AND c.protocol_id = a.itemId))
                  JOIN users w ON w.id = c.user_id
            WHERE ${toldComment('a.authorId')})
          WHERE n <= ?2 ORDER BY kind, itemId, id`,
      )
      .bind(claimed, limit),
  ]);
  return {
    recipients: recipients!.results as (CommentMailRecipient & { kind: ContentKind; itemId: number })[],
    comments: comments!.results as (CommentMailRow & { kind: ContentKind; itemId: number })[],
  };
}

/**
 * Gives claims back when their e-mails could not be queued: their comments wait again, for the next
 * run of the scheduled sender, unless the item was claimed again since (then nothing changes).
 */
export async function giveBackCommentMails(db: D1Database, claims: CommentMailClaim[], claimedAt: number): Promise<void> {
  await db
    .prepare(
      `UPDATE comment_mails SET mailed_through = mailed_after, waiting = waiting + 1, mailed_at = 0
        WHERE mailed_at = ?2 AND EXISTS (SELECT 1 FROM json_each(?1) j WHERE json_extract(j.value, '$.kind') = comment_mails.target_type
                AND json_extract(j.value, '$.itemId') = comment_mails.target_id AND json_extract(j.value, '$.through') = comment_mails.mailed_through)`,
    )
    .bind(JSON.stringify(claims), claimedAt)
    .run();
}
