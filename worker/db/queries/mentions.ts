import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import { mentionedUsernames, MENTIONS_MAX } from '#contract/mentions';
import { KINDS, type ContentKind } from './content';
import { mayRead } from './shared';
import type { ReadOnlyD1 } from '../client';

// Mentions (docs/rules/mentions.md): who a text's @usernames tell. Hand SQL: one insert chooses the
// members and writes their notifications, so that whom it tells and what it writes never differ.

/** Where a mention was written. */
export type MentionPlace = { type: 'comment'; id: number };

/** A mentioned member to e-mail: their address and name, and what mentioned them. */
export interface MentionRecipient {
  userId: number;
  email: string;
  name: string;
  actor: string;
  item: { kind: ContentKind; id: number; title: string };
  text: string;
}

interface CommentRow {
  text: string;
  kind: ContentKind;
  itemId: number;
}

/** A comment's text and the item it is on (null when it is gone). */
async function readComment(db: ReadOnlyD1, id: number): Promise<CommentRow | null> {
  return db
    .prepare(
      `SELECT content AS text, CASE WHEN article_id IS NOT NULL THEN 'article' ELSE 'protocol' END AS kind, coalesce(article_id, protocol_id) AS itemId
         FROM comments WHERE id = ?`,
    )
    .bind(id)
    .first<CommentRow>();
}

/**
 * Tells the members a comment mentions, as it reads now, that its author mentioned them: at most
 * `MENTIONS_MAX` of them, never its author nor a removed member, only while the comment and its
 * item are visible and the item readable by them (not in a closed community they are not in), and
 * once per member and text ever (a notification of it, read or not, already there: nothing), so an
 * edit tells only whom it added and a job delivered twice tells nobody twice. Answers how many it
 * told, and what to e-mail those of them who want mentions by e-mail at once.
 */
export async function notifyMentions(db: D1Database, place: MentionPlace): Promise<{ told: number; toEmail: MentionRecipient[] }> {
  const comment = await readComment(db, place.id);
  if (!comment) return { told: 0, toEmail: [] };
  const usernames = mentionedUsernames(comment.text).slice(0, MENTIONS_MAX);
  if (usernames.length === 0) return { told: 0, toEmail: [] };
  const { table, targetColumn } = KINDS[comment.kind];
  const { results: told } = await db
    .prepare(
      `INSERT INTO notifications (user_id, kind, actor_id, target_type, target_id, target_title)
       SELECT u.id, 'mention', c.user_id, 'comment', c.id, x.title
         FROM comments c JOIN ${table} x ON x.id = c.${targetColumn}
              JOIN users u ON lower(u.username) IN (SELECT value FROM json_each(?2))
        WHERE c.id = ?1 AND c.hidden_at IS NULL AND x.hidden_at IS NULL AND u.id <> c.user_id AND u.username <> '${REMOVED_MEMBER_USERNAME}'
          AND ${mayRead('x', table, 'u.id')}
          AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.kind = 'mention' AND n.target_type = 'comment' AND n.target_id = c.id)
       RETURNING user_id AS userId`,
    )
    .bind(place.id, JSON.stringify(usernames))
    .all<{ userId: number }>();
  if (told.length === 0) return { told: 0, toEmail: [] };
  const { results } = await db
    .prepare(
      `SELECT u.id AS userId, u.email, u.full_name AS name, author.full_name AS actor, x.id AS itemId, x.title
         FROM users u JOIN comments c ON c.id = ?1 JOIN users author ON author.id = c.user_id
              JOIN ${table} x ON x.id = c.${targetColumn}
              LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE u.id IN (SELECT value FROM json_each(?2)) AND coalesce(p.mentions, 'immediate') = 'immediate'`,
    )
    .bind(place.id, JSON.stringify(told.map((row) => row.userId)))
    .all<{ userId: number; email: string; name: string; actor: string; itemId: number; title: string }>();
  const toEmail = results.map((row) => ({
    userId: row.userId,
    email: row.email,
    name: row.name,
    actor: row.actor,
    item: { kind: comment.kind, id: row.itemId, title: row.title },
    text: comment.text,
  }));
  return { told: told.length, toEmail };
}
