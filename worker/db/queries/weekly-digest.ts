import type { EmailFrequency } from '#contract/email-preferences-types';
import type { ReadOnlyD1 } from '../client';
/*
 * The weekly digest's reads and its claim (worker/services/weekly-digest.ts): who gets one, for some
 * of them what appeared in the week from what they follow, the events to come and the registrations
 * of the week on the events they organise; and `digest_sends` (migration 0018), the one row per
 * member and Lisbon week that lets a digest go out once whatever runs twice. Hand SQL: a claim with
 * a conditional insert beside it in one batch (decision 066).
 */

/** The week of a digest: `[since, until)`, ISO instants. */
export interface DigestWindow {
  since: string;
  until: string;
}

/** Registrations on the events member `u` organises, made in the window (?1, ?2) by someone else. */
const REGISTERED_IN_WINDOW = `EXISTS (SELECT 1 FROM events e JOIN event_registrations r ON r.event_id = e.id
  WHERE e.organizer_id = u.id AND r.created_at >= ?1 AND r.created_at < ?2 AND r.user_id <> e.organizer_id)`;

/**
 * The members who get a digest, not suspended: those who follow something and want it weekly (the
 * default), and organisers who want their events' news weekly and had registrations in the window.
 */
export async function listDigestMembers(d1: ReadOnlyD1, window: DigestWindow): Promise<number[]> {
  const { results } = await d1
    .prepare(
      `SELECT u.id FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE u.suspended_at IS NULL
          AND ((coalesce(p.following, 'weekly') = 'weekly' AND EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id))
            OR (p.events = 'weekly' AND ${REGISTERED_IN_WINDOW}))
        ORDER BY u.id`,
    )
    .bind(window.since, window.until)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

export interface DigestPerson {
  id: number;
  email: string;
  name: string;
  /** Their preferences now (a job may run after they changed them), and whether they follow anything. */
  following: EmailFrequency;
  events: EmailFrequency;
  follows: number;
}

export interface DigestRow {
  memberId: number;
  kind: 'article' | 'protocol';
  id: number;
  title: string;
}

export interface DigestEvent {
  id: number;
  title: string;
  date: string;
}

/** One of a member's events, and how many registered on it in the window. */
export interface DigestRegistrations extends DigestEvent {
  memberId: number;
  registered: number;
}

/**
 * In one batch: the members (none suspended), what appeared since the window's start from what each
 * follows (never their own, never a hidden item), newest first per member, the first `eventLimit`
 * events between `from` and `until` (none hidden), and per event each member organises, how many
 * registered on it in the window (the organiser aside), soonest first.
 */
export async function readDigests(
  d1: ReadOnlyD1,
  memberIds: number[],
  window: DigestWindow,
  events: { from: string; until: string; limit: number },
): Promise<{ people: DigestPerson[]; items: DigestRow[]; events: DigestEvent[]; registrations: DigestRegistrations[] }> {
  const members = JSON.stringify(memberIds);
  const followed = (table: string, kind: string) =>
    `SELECT DISTINCT f.follower_id AS memberId, '${kind}' AS kind, x.id, x.title, x.created_at AS createdAt
       FROM follows f JOIN ${table} x ON x.author_id = f.followed_user_id OR x.category_id = f.category_id
      WHERE f.follower_id IN (SELECT value FROM json_each(?1)) AND x.created_at >= ?2 AND x.author_id <> f.follower_id AND x.hidden_at IS NULL`;
  const [people, items, upcoming, registrations] = await d1.batch([
    d1
      .prepare(
        `SELECT u.id, u.email, u.full_name AS name, coalesce(p.following, 'weekly') AS following, coalesce(p.events, 'immediate') AS events,
                EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id) AS follows
           FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
          WHERE u.id IN (SELECT value FROM json_each(?1)) AND u.suspended_at IS NULL`,
      )
      .bind(members),
    d1.prepare(`${followed('articles', 'article')} UNION ${followed('protocols', 'protocol')} ORDER BY memberId, createdAt DESC`).bind(members, window.since),
    d1
      .prepare('SELECT id, title, event_date AS date FROM events WHERE event_date >= ?1 AND event_date < ?2 AND hidden_at IS NULL ORDER BY event_date LIMIT ?3')
      .bind(events.from, events.until, events.limit),
    d1
      .prepare(
        `SELECT e.organizer_id AS memberId, e.id, e.title, e.event_date AS date, count(*) AS registered
           FROM events e JOIN event_registrations r ON r.event_id = e.id
          WHERE e.organizer_id IN (SELECT value FROM json_each(?1)) AND r.created_at >= ?2 AND r.created_at < ?3 AND r.user_id <> e.organizer_id
          GROUP BY e.id ORDER BY e.organizer_id, e.event_date, e.id`,
      )
      .bind(members, window.since, window.until),
  ]);
  return {
    people: people!.results as unknown as DigestPerson[],
    items: items!.results as unknown as DigestRow[],
    events: upcoming!.results as unknown as DigestEvent[],
    registrations: registrations!.results as unknown as DigestRegistrations[],
  };
}

/** A member whose digest a run means to send, and the unsubscribe link it would carry. */
export interface DigestClaim {
  userId: number;
  tokenHash: string;
  expiresAt: number;
  kind: 'following' | 'events';
}

/**
 * Claims the digests of `week` (the Lisbon Monday, YYYY-MM-DD) for these members, in one batch:
 * first their unsubscribe links, written only for members no run has claimed this week; then one
 * statement that records the member and the week, `ON CONFLICT DO NOTHING`, and answers the members
 * it recorded. Those, and only those, are this run's to send; a second run, or one at the same time
 * (D1 runs one write batch at a time), gets none of them.
 */
export async function claimDigestSends(db: D1Database, week: string, claims: DigestClaim[]): Promise<Set<number>> {
  const claimed = JSON.stringify(claims);
  const [, recorded] = await db.batch<{ userId: number }>([
    db
      .prepare(
        `INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at)
         SELECT json_extract(value, '$.tokenHash'), json_extract(value, '$.userId'), json_extract(value, '$.kind'), json_extract(value, '$.expiresAt')
           FROM json_each(?1)
          WHERE NOT EXISTS (SELECT 1 FROM digest_sends d WHERE d.user_id = json_extract(value, '$.userId') AND d.week = ?2)`,
      )
      .bind(claimed, week),
    db
      .prepare(
        `INSERT INTO digest_sends (user_id, week) SELECT json_extract(value, '$.userId'), ?2 FROM json_each(?1) WHERE true
         ON CONFLICT (user_id, week) DO NOTHING RETURNING user_id AS userId`,
      )
      .bind(claimed, week),
  ]);
  return new Set(recorded!.results.map((row) => row.userId));
}

/** Gives claims back when their digests could not be queued: the queue's retry of the job sends them. */
export async function giveBackDigestSends(db: D1Database, week: string, userIds: number[]): Promise<void> {
  await db.prepare('DELETE FROM digest_sends WHERE week = ?2 AND user_id IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(userIds), week).run();
}
