import { DEFAULT_CPD_TARGET_HOURS } from '#contract/cpd-types';
import type { EmailFrequency } from '#contract/email-preferences-types';
import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import type { ReadOnlyD1 } from '../client';
import { inOpenPlace, readableBy } from './shared';
import { emailChoice } from './email-preferences';
/*
 * The weekly digest's reads and its claim (worker/services/weekly-digest.ts): who gets one, for some
 * of them what appeared in the week from what they follow, the events to come, the registrations of
 * the week on the events they organise and the week's comments on what they published; and
 * `digest_sends` (migration 0018), the one row per member and Lisbon week that lets a digest go out
 * once whatever runs twice. Hand SQL: a claim with a conditional insert beside it in one batch
 * (decision 066).
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
 * The comments `c` in a window on the articles and protocols (`x`) of the members `member` picks
 * that their authors are told of: someone else's, not hidden, on an item not hidden.
 */
const commentsTold = (member: string, since: string, until: string) =>
  (['article', 'protocol'] as const)
    .map(
      (kind) => `SELECT x.author_id AS memberId, '${kind}' AS kind, x.id, x.title, c.id AS commentId, c.user_id AS commenterId, c.content AS text
         FROM ${kind}s x JOIN comments c ON c.${kind}_id = x.id
        WHERE x.author_id ${member} AND x.hidden_at IS NULL AND c.created_at >= ${since} AND c.created_at < ${until} AND c.hidden_at IS NULL AND c.user_id <> x.author_id`,
    )
    .join(' UNION ALL ');

/**
 * The matches of saved searches (docs/rules/job-alerts-and-pay.md) that a digest lists, of members
 * `member` picks, in a window: those of weekly searches, and those of immediate ones for a member
 * who wants alerts by e-mail weekly; none for a member who turned alert e-mails off. `p` is the
 * member's preferences row.
 */
const digestMatches = (member: string, since: string, until: string) =>
  `m.user_id ${member} AND m.created_at >= ${since} AND m.created_at < ${until}
   AND ${emailChoice('alerts')} <> 'off' AND (m.frequency = 'weekly' OR ${emailChoice('alerts')} = 'weekly')`;

/**
 * The notifications (`n`) of a window that a member who wants them weekly reads in the digest
 * (docs/rules/mentions.md, docs/rules/questions.md, docs/rules/communities.md): mentions, answers
 * to their questions or their answers accepted, and requests to join the communities they moderate
 * or their own approved, as their `mentions`, `questions` and `communities` preferences say. `p` is the member's
 * preferences row.
 */
const weeklyNotices = (since: string, until: string) =>
  `n.created_at >= ${since} AND n.created_at < ${until}
   AND ((n.kind = 'mention' AND ${emailChoice('mentions')} = 'weekly') OR (n.kind IN ('question-answered', 'answer-accepted') AND ${emailChoice('questions')} = 'weekly')
        OR (n.kind IN ('community-request', 'community-approved') AND ${emailChoice('communities')} = 'weekly'))`;

/** Member `u` follows something or is in a community: what they follow and their communities' news come weekly (docs/rules/communities.md). */
const FOLLOWS_OR_IN_COMMUNITY = `(EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id)
  OR EXISTS (SELECT 1 FROM community_members cm WHERE cm.user_id = u.id AND cm.membership <> 'pending'))`;

/** Comments in the window (?1, ?2) on what member `u` published, that they are told of. */
const COMMENTED_IN_WINDOW = `u.username <> '${REMOVED_MEMBER_USERNAME}' AND EXISTS (${commentsTold('= u.id', '?1', '?2')})`;

/**
 * The members who get a digest, not suspended: those who follow something and want it weekly (the
 * default), organisers who want their events' news weekly and had registrations in the window, and
 * members who want comments on what they published weekly and had some in the window, members
 * whose saved searches matched offers in the window that the digest lists, and members who want
 * mentions or their questions' news weekly and were told of some in the window.
 */
export async function listDigestMembers(d1: ReadOnlyD1, window: DigestWindow): Promise<number[]> {
  const { results } = await d1
    .prepare(
      `SELECT u.id FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE u.suspended_at IS NULL
          AND ((${emailChoice('following')} = 'weekly' AND ${FOLLOWS_OR_IN_COMMUNITY})
            OR (${emailChoice('events')} = 'weekly' AND ${REGISTERED_IN_WINDOW})
            OR (${emailChoice('comments')} = 'weekly' AND ${COMMENTED_IN_WINDOW})
            OR EXISTS (SELECT 1 FROM saved_search_matches m WHERE ${digestMatches('= u.id', '?1', '?2')})
            OR EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND ${weeklyNotices('?1', '?2')}))
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
  comments: EmailFrequency;
  alerts: EmailFrequency;
  follows: number;
}

/** A new offer one of a member's saved searches matched in the window, for their digest. */
export interface DigestOffer {
  memberId: number;
  type: 'opportunity' | 'volunteering';
  id: number;
  title: string;
  host: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryText: string | null;
}

/** A notification of the window that the member wants in the digest (`weeklyNotices`), newest first. */
export interface DigestNotice {
  memberId: number;
  id: number;
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

/** A member's CPD year (docs/rules/cpd-portfolio.md): its hours and target, in quarter hours. */
export interface DigestCpdYear {
  memberId: number;
  quarters: number;
  target: number;
}

/** One of a member's articles or protocols commented in the window: how many comments, and the newest. */
export interface DigestComments extends DigestRow {
  comments: number;
  author: string;
  /** The newest comment's first `quoteLength` characters and one more (to tell it was cut). */
  text: string;
}

/**
 * In one batch: the members (none suspended), what appeared since the window's start from what each
 * follows (never their own, never a hidden item), newest first per member, the first `eventLimit`
 * events between `from` and `until` (none hidden), and per event each member organises, how many
 * registered on it in the window (the organiser aside), soonest first; and per article or protocol
 * of each member commented in the window (comments they are told of: `commentsTold`), how many and
 * the newest, with the start of its text, the item with the newest comment first.
 */
export async function readDigests(
  d1: ReadOnlyD1,
  memberIds: number[],
  window: DigestWindow,
  events: { from: string; until: string; limit: number },
  quoteLength: number,
  /** In the last quarter of the year: the year's days (`[from, until)`, YYYY-MM-DD) whose CPD hours the digest reminds of; null otherwise. */
  cpdYear: { from: string; until: string } | null = null,
): Promise<{
  people: DigestPerson[];
  items: DigestRow[];
  events: DigestEvent[];
  registrations: DigestRegistrations[];
  comments: DigestComments[];
  cpd: DigestCpdYear[];
  offers: DigestOffer[];
  notices: DigestNotice[];
}> {
  const members = JSON.stringify(memberIds);
  const followed = (table: string, kind: string) =>
    `SELECT DISTINCT f.follower_id AS memberId, '${kind}' AS kind, x.id, x.title, x.created_at AS createdAt
       FROM follows f JOIN ${table} x ON x.author_id = f.followed_user_id OR x.category_id = f.category_id
      WHERE f.follower_id IN (SELECT value FROM json_each(?1)) AND x.created_at >= ?2 AND x.author_id <> f.follower_id AND x.hidden_at IS NULL
        AND ${readableBy('x', 'f.follower_id')}
      UNION
     SELECT cm.user_id AS memberId, '${kind}' AS kind, x.id, x.title, x.created_at AS createdAt
       FROM community_members cm JOIN ${table} x ON x.community_id = cm.community_id
      WHERE cm.user_id IN (SELECT value FROM json_each(?1)) AND cm.membership <> 'pending' AND x.created_at >= ?2 AND x.author_id <> cm.user_id AND x.hidden_at IS NULL`;
  const [people, items, upcoming, registrations, comments, cpd, offers, notices] = await d1.batch([
    d1
      .prepare(
        `SELECT u.id, u.email, u.full_name AS name, ${emailChoice('following')} AS following, ${emailChoice('events')} AS events,
                ${emailChoice('comments')} AS comments, ${emailChoice('alerts')} AS alerts,
                ${FOLLOWS_OR_IN_COMMUNITY} AS follows
           FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
          WHERE u.id IN (SELECT value FROM json_each(?1)) AND u.suspended_at IS NULL`,
      )
      .bind(members),
    d1.prepare(`${followed('articles', 'article')} UNION ${followed('protocols', 'protocol')} ORDER BY memberId, createdAt DESC`).bind(members, window.since),
    d1
      // The same events for everyone: none of a closed community's (docs/rules/communities.md).
      .prepare(`SELECT e.id, e.title, e.event_date AS date FROM events e WHERE e.event_date >= ?1 AND e.event_date < ?2 AND e.hidden_at IS NULL AND ${inOpenPlace('e')} ORDER BY e.event_date LIMIT ?3`)
      .bind(events.from, events.until, events.limit),
    d1
      .prepare(
        `SELECT e.organizer_id AS memberId, e.id, e.title, e.event_date AS date, count(*) AS registered
           FROM events e JOIN event_registrations r ON r.event_id = e.id
          WHERE e.organizer_id IN (SELECT value FROM json_each(?1)) AND r.created_at >= ?2 AND r.created_at < ?3 AND r.user_id <> e.organizer_id
          GROUP BY e.id ORDER BY e.organizer_id, e.event_date, e.id`,
      )
      .bind(members, window.since, window.until),
    d1
      .prepare(
        `SELECT memberId, kind, id, title, comments, author, substr(text, 1, ?4 + 1) AS text FROM (
           SELECT t.memberId, t.kind, t.id, t.title, t.commentId, t.text, w.full_name AS author, count(*) OVER (PARTITION BY t.kind, t.id) AS comments,
                  row_number() OVER (PARTITION BY t.kind, t.id ORDER BY t.commentId DESC) AS n
             FROM (${commentsTold('IN (SELECT value FROM json_each(?1))', '?2', '?3')}) t JOIN users w ON w.id = t.commenterId)
          WHERE n = 1 ORDER BY memberId, commentId DESC`,
      )
      .bind(members, window.since, window.until, quoteLength),
    // The CPD year of the members who keep a portfolio this year and did not turn the reminder off
    // (nothing outside the last quarter: ?2 is then null).
    d1
      .prepare(
        `SELECT u.id AS memberId, coalesce(s.target_quarter_hours, ${DEFAULT_CPD_TARGET_HOURS * 4}) AS target,
                (SELECT coalesce(sum(x.quarter_hours), 0) FROM cpd_entries x WHERE x.user_id = u.id AND x.entry_date >= ?2 AND x.entry_date < ?3) AS quarters
           FROM users u LEFT JOIN cpd_settings s ON s.user_id = u.id
          WHERE ?2 IS NOT NULL AND u.id IN (SELECT value FROM json_each(?1)) AND coalesce(s.reminders, 1) = 1
            AND EXISTS (SELECT 1 FROM cpd_entries x WHERE x.user_id = u.id AND x.entry_date >= ?2 AND x.entry_date < ?3)`,
      )
      .bind(members, cpdYear?.from ?? null, cpdYear?.until ?? null),
    // The offers the members' saved searches matched in the window (none hidden or deleted since), newest first.
    d1
      .prepare(
        `SELECT m.user_id AS memberId, m.offer_type AS type, m.offer_id AS id, coalesce(o.title, v.title) AS title, coalesce(o.company, v.organization) AS host,
                o.salary_min AS salaryMin, o.salary_max AS salaryMax, o.salary_text AS salaryText
           FROM saved_search_matches m LEFT JOIN email_preferences p ON p.user_id = m.user_id
           LEFT JOIN opportunities o ON m.offer_type = 'opportunity' AND o.id = m.offer_id
           LEFT JOIN volunteering v ON m.offer_type = 'volunteering' AND v.id = m.offer_id
          WHERE ${digestMatches('IN (SELECT value FROM json_each(?1))', '?2', '?3')}
            AND (o.id IS NOT NULL OR v.id IS NOT NULL) AND o.hidden_at IS NULL AND v.hidden_at IS NULL
          ORDER BY m.user_id, m.created_at DESC`,
      )
      .bind(members, window.since, window.until),
    // The notifications they want weekly (mentions, their questions' news), newest first.
    d1
      .prepare(
        `SELECT n.user_id AS memberId, n.id FROM notifications n LEFT JOIN email_preferences p ON p.user_id = n.user_id
          WHERE n.user_id IN (SELECT value FROM json_each(?1)) AND ${weeklyNotices('?2', '?3')}
          ORDER BY n.user_id, n.created_at DESC, n.id DESC`,
      )
      .bind(members, window.since, window.until),
  ]);
  return {
    people: people!.results as unknown as DigestPerson[],
    items: items!.results as unknown as DigestRow[],
    events: upcoming!.results as unknown as DigestEvent[],
    registrations: registrations!.results as unknown as DigestRegistrations[],
    comments: comments!.results as unknown as DigestComments[],
    cpd: cpd!.results as unknown as DigestCpdYear[],
    offers: offers!.results as unknown as DigestOffer[],
    notices: notices!.results as unknown as DigestNotice[],
  };
}

/** A member whose digest a run means to send, and the unsubscribe link it would carry. */
export interface DigestClaim {
  userId: number;
  tokenHash: string;
  expiresAt: number;
  kind: 'following' | 'events' | 'comments' | 'alerts' | 'mentions' | 'questions' | 'communities';
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
