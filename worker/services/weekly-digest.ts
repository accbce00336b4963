import { lisbonWallClock } from '#contract/lisbon-time';
import { unsubscribeTokenStatement } from '../db/queries/email-preferences';
import type { Bindings } from '../env';
import { issueUnsubscribeToken } from './email-tokens';
import { queueJob } from './job-queue';
import { buildMail, type MailEvent, type MailItem, type OutgoingMail } from './mail/messages';
import { queueMails } from './mail/outbox';

// The weekly digest (docs/rules/notifications-and-events.md): on Monday at 08:00 Lisbon time, each member who
// wants what they follow weekly (the default) gets the new articles and protocols of the week from
// what they follow, and the events of the next two weeks. Two crons (07:00 and 08:00 UTC on
// Mondays) cover summer and winter time; the one that falls at 08:00 in Lisbon runs it. The cron
// only lists the members, in jobs of `DIGEST_JOB_SIZE`; the queue's consumer writes the e-mails.

export const DIGEST_CRONS = ['0 7 * * 1', '0 8 * * 1'];
const DIGEST_HOUR = 8;
export const DIGEST_JOB_SIZE = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ITEMS_PER_DIGEST = 10;
const EVENTS_PER_DIGEST = 5;

/** Whether `instant` is Monday, 08:00–08:59 in Lisbon: the digest's hour, whatever the season. */
export function isDigestTime(instant: number): boolean {
  const wall = lisbonWallClock(instant);
  return wall.getUTCDay() === 1 && wall.getUTCHours() === DIGEST_HOUR;
}

/** Lists the members who get a digest (they follow something, and want it weekly) and queues their jobs. Answers how many. */
export async function queueWeeklyDigests(env: Pick<Bindings, 'DB' | 'MAIL_QUEUE'>, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT u.id FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
      WHERE coalesce(p.following, 'weekly') = 'weekly' AND u.suspended_at IS NULL AND EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id)
      ORDER BY u.id`,
  ).all<{ id: number }>();
  const ids = results.map((row) => row.id);
  for (let start = 0; start < ids.length; start += DIGEST_JOB_SIZE) {
    await queueJob(env, { job: 'weekly-digest', memberIds: ids.slice(start, start + DIGEST_JOB_SIZE), until: now });
  }
  return ids.length;
}

interface DigestRow {
  memberId: number;
  kind: 'article' | 'protocol';
  id: number;
  title: string;
}

/**
 * Writes the digests of some members: what appeared in the week before `until` from what each
 * follows (never their own, never a hidden item), and the events of the next two weeks (none hidden); a member with nothing new and
 * no event coming gets nothing. One batch reads it all; one writes the unsubscribe links.
 */
export async function sendWeeklyDigests(env: Pick<Bindings, 'DB' | 'MAIL_QUEUE' | 'PUBLIC_URL'>, memberIds: number[], until: number): Promise<number> {
  const since = new Date(until - WEEK_MS).toISOString();
  const members = JSON.stringify(memberIds);
  const followed = (table: string, kind: string) =>
    `SELECT DISTINCT f.follower_id AS memberId, '${kind}' AS kind, x.id, x.title, x.created_at AS createdAt
       FROM follows f JOIN ${table} x ON x.author_id = f.followed_user_id OR x.category_id = f.category_id
      WHERE f.follower_id IN (SELECT value FROM json_each(?1)) AND x.created_at >= ?2 AND x.author_id <> f.follower_id AND x.hidden_at IS NULL`;
  const [people, items, events] = await env.DB.batch([
    env.DB.prepare('SELECT id, email, full_name AS name FROM users WHERE id IN (SELECT value FROM json_each(?1))').bind(members),
    env.DB.prepare(`${followed('articles', 'article')} UNION ${followed('protocols', 'protocol')} ORDER BY memberId, createdAt DESC`).bind(members, since),
    env.DB.prepare('SELECT id, title, event_date AS date FROM events WHERE event_date >= ?1 AND event_date < ?2 AND hidden_at IS NULL ORDER BY event_date LIMIT ?3').bind(
      new Date(until).toISOString(),
      new Date(until + 2 * WEEK_MS).toISOString(),
      EVENTS_PER_DIGEST,
    ),
  ]);
  const upcoming = events!.results as unknown as MailEvent[];
  const byMember = new Map<number, MailItem[]>();
  for (const row of items!.results as unknown as DigestRow[]) {
    const list = byMember.get(row.memberId) ?? [];
    if (list.length < ITEMS_PER_DIGEST && !list.some((item) => item.kind === row.kind && item.id === row.id)) list.push({ kind: row.kind, id: row.id, title: row.title });
    byMember.set(row.memberId, list);
  }
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  for (const person of people!.results as { id: number; email: string; name: string }[]) {
    const news = byMember.get(person.id) ?? [];
    if (news.length === 0 && upcoming.length === 0) continue;
    const unsubscribe = await issueUnsubscribeToken(until);
    tokens.push(unsubscribeTokenStatement(env.DB, unsubscribe, person.id, 'following'));
    mails.push(buildMail({ kind: 'weekly-digest', to: person.email, name: person.name, items: news, events: upcoming, unsubscribeToken: unsubscribe.token }, env.PUBLIC_URL));
  }
  if (tokens.length > 0) await env.DB.batch(tokens);
  await queueMails(env, mails);
  return mails.length;
}
