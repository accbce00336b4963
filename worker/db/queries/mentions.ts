import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import { mentionedUsernames, MENTIONS_MAX } from '#contract/mentions';
import { ANONYMOUS_ASKER_LABEL } from '#contract/questions-types';
import { KINDS, type ContentKind } from './content';
import { mayRead } from './shared';
import type { ReadOnlyD1 } from '../client';
import { emailChoice } from './email-preferences';

// Mentions (docs/rules/mentions.md): who a text's @usernames tell. Hand SQL: one insert chooses the
// members and writes their notifications, so that whom it tells and what it writes never differ.

/** Where a mention was written: a comment, a question or an answer. */
export type MentionPlace = { type: 'comment' | 'question' | 'answer'; id: number };

/** A mentioned member to e-mail: their address and name, and what mentioned them. */
export interface MentionRecipient {
  userId: number;
  email: string;
  name: string;
  /** Who wrote it ('Membro da Rede TO' for an anonymous question's asker). */
  actor: string;
  place: MentionPlace['type'];
  /** The page it is on: an article, a protocol or a question. */
  item: { kind: ContentKind | 'question'; id: number; title: string };
  text: string;
}

/**
 * What a mention's text is in, per place: the text's author (null: not named, an anonymous
 * question's asker), the item whose page shows it and that page's title, and SQL true when member
 * `u.id` may read it there (the text and its item not hidden, the item readable by them as far as
 * communities go). `?1` is the text's id.
 */
interface PlaceSql {
  from: string;
  text: string;
  writer: string;
  named: string;
  itemKind: string;
  itemId: string;
  title: string;
  readable: string;
}

const placeSql = (type: MentionPlace['type'], kind: ContentKind): PlaceSql => {
  if (type === 'question')
    return {
      from: 'questions t JOIN questions x ON x.id = t.id',
      text: 't.content_text',
      writer: 't.author_id',
      named: 'NOT t.anonymous',
      itemKind: "'question'",
      itemId: 'x.id',
      title: 'x.title',
      readable: `t.hidden_at IS NULL AND ${mayRead('x', 'questions', 'u.id')}`,
    };
  if (type === 'answer')
    return {
      from: 'answers t JOIN questions x ON x.id = t.question_id',
      text: 't.content_text',
      writer: 't.author_id',
      named: 'TRUE',
      itemKind: "'question'",
      itemId: 'x.id',
      title: 'x.title',
      readable: `t.hidden_at IS NULL AND x.hidden_at IS NULL AND ${mayRead('x', 'questions', 'u.id')}`,
    };
  const { table, targetColumn } = KINDS[kind];
  return {
    from: `comments t JOIN ${table} x ON x.id = t.${targetColumn}`,
    text: 't.content',
    writer: 't.user_id',
    named: 'TRUE',
    itemKind: `'${kind}'`,
    itemId: 'x.id',
    title: 'x.title',
    readable: `t.hidden_at IS NULL AND x.hidden_at IS NULL AND ${mayRead('x', table, 'u.id')}`,
  };
};

/** A comment's item kind (a question's and an answer's is the question). */
async function commentKind(db: ReadOnlyD1, place: MentionPlace): Promise<ContentKind | null> {
  if (place.type !== 'comment') return 'article';
  const row = await db.prepare('SELECT article_id IS NOT NULL AS onArticle FROM comments WHERE id = ?').bind(place.id).first<{ onArticle: number }>();
  return row ? (row.onArticle ? 'article' : 'protocol') : null;
}

/**
 * Tells the members a comment, question or answer mentions, as it reads now, that its author
 * mentioned them: at most `MENTIONS_MAX` of them, never its author nor a removed member, only while
 * the text and its item are visible and the item readable by them (not in a closed community they
 * are not in), and once per member and text ever (a notification of it, read or not, already
 * there: nothing), so an edit tells only whom it added and a job delivered twice tells nobody
 * twice. An anonymous question's asker is never named: the notification has no actor. Answers how
 * many it told, and what to e-mail those of them who want mentions by e-mail at once.
 */
export async function notifyMentions(db: D1Database, place: MentionPlace): Promise<{ told: number; toEmail: MentionRecipient[] }> {
  const kind = await commentKind(db, place);
  if (kind === null) return { told: 0, toEmail: [] };
  const sql = placeSql(place.type, kind);
  const found = await db
    .prepare(`SELECT ${sql.text} AS text, ${sql.itemKind} AS itemKind FROM ${sql.from} WHERE t.id = ?1`)
    .bind(place.id)
    .first<{ text: string; itemKind: ContentKind | 'question' }>();
  if (!found) return { told: 0, toEmail: [] };
  const usernames = mentionedUsernames(found.text).slice(0, MENTIONS_MAX);
  if (usernames.length === 0) return { told: 0, toEmail: [] };
  const { results: told } = await db
    .prepare(
      `INSERT INTO notifications (user_id, kind, actor_id, target_type, target_id, target_title)
       SELECT u.id, 'mention', CASE WHEN ${sql.named} THEN ${sql.writer} END, '${place.type}', t.id, ${sql.title}
         FROM ${sql.from} JOIN users u ON lower(u.username) IN (SELECT value FROM json_each(?2))
        WHERE t.id = ?1 AND u.id <> ${sql.writer} AND u.username <> '${REMOVED_MEMBER_USERNAME}' AND ${sql.readable}
          AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.kind = 'mention' AND n.target_type = '${place.type}' AND n.target_id = t.id)
       RETURNING user_id AS userId`,
    )
    .bind(place.id, JSON.stringify(usernames))
    .all<{ userId: number }>();
  if (told.length === 0) return { told: 0, toEmail: [] };
  const { results } = await db
    .prepare(
      `SELECT u.id AS userId, u.email, u.full_name AS name, CASE WHEN ${sql.named} THEN w.full_name END AS actor, ${sql.itemId} AS itemId, ${sql.title} AS title
         FROM ${sql.from} JOIN users w ON w.id = ${sql.writer} JOIN users u ON u.id IN (SELECT value FROM json_each(?2))
              LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE t.id = ?1 AND ${emailChoice('mentions')} = 'immediate'`,
    )
    .bind(place.id, JSON.stringify(told.map((row) => row.userId)))
    .all<{ userId: number; email: string; name: string; actor: string | null; itemId: number; title: string }>();
  const toEmail = results.map((row) => ({
    userId: row.userId,
    email: row.email,
    name: row.name,
    actor: row.actor ?? ANONYMOUS_ASKER_LABEL,
    place: place.type,
    item: { kind: found.itemKind, id: row.itemId, title: row.title },
    text: found.text,
  }));
  return { told: told.length, toEmail };
}
