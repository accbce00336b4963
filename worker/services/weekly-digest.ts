import { formatHours, hoursOf } from '#contract/cpd-types';
import type { EmailNewsKind } from '#contract/email-preferences-types';
import { lisbonWallClock } from '#contract/lisbon-time';
import { notificationText } from '#contract/notification-text';
import type { NotificationKind } from '#contract/notifications-types';
import { payLabel } from '#contract/opportunities-types';
import { shownNotificationsById } from '../db/queries/notifications';
import { claimDigestSends, giveBackDigestSends, listDigestMembers, readDigests, type DigestClaim, type DigestWindow } from '../db/queries/weekly-digest';
import type { Scope } from '../runtime/scope';
import { issueUnsubscribeToken } from './email-tokens';
import { queueJob } from './job-queue';
import { buildMail, DIGEST_COMMENT_EXCERPT, type MailCommentedItem, type MailEventRegistrations, type MailItem, type MailNotice, type MailOffer, type OutgoingMail } from './mail/messages';
import { queueMails } from './mail/outbox';

// The weekly digest (docs/rules/notifications-and-events.md): on Monday at 08:00 Lisbon time, each member who
// wants what they follow weekly (the default) gets the new articles and protocols of the week from
// what they follow, and the events of the next two weeks; an organiser who wants their events' news
// weekly gets, per event of theirs, how many registered in the week; a member who wants comments on
// what they published weekly gets, per item commented in the week, how many and the newest; a member
// whose saved searches matched new offers gets those the digest carries (docs/rules/job-alerts-and-pay.md). Two
// crons (07:00 and 08:00 UTC on Mondays) cover summer and winter time; the one that falls at 08:00
// in Lisbon runs it. The cron only lists the members, in jobs of `DIGEST_JOB_SIZE`; the queue's
// consumer writes the e-mails.
// A member's digest goes out once a Lisbon week (docs/rules/first-day.md): the job that records the
// member and the week in `digest_sends` sends it, so a cron, a job or a manual run twice sends nothing more.

export const DIGEST_CRONS = ['0 7 * * 1', '0 8 * * 1'];
const DIGEST_HOUR = 8;
const DIGEST_JOB_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const ITEMS_PER_DIGEST = 10;
const EVENTS_PER_DIGEST = 5;
/** At most this many of an organiser's events are counted in a digest (those soonest to come first). */
const REGISTRATION_EVENTS_PER_DIGEST = 10;
/** At most this many of a member's commented items are in a digest (those with the newest comments first). */
const COMMENTED_ITEMS_PER_DIGEST = 10;
/** At most this many offers of a member's saved searches are in a digest (the newest first). */
const OFFERS_PER_DIGEST = 20;
/** At most this many of the week's notifications wanted weekly (mentions, questions' news) are in a digest, the newest. */
const NOTICES_PER_DIGEST = 10;

/** Whether `instant` is Monday, 08:00–08:59 in Lisbon: the digest's hour, whatever the season. */
export function isDigestTime(instant: number): boolean {
  const wall = lisbonWallClock(instant);
  return wall.getUTCDay() === 1 && wall.getUTCHours() === DIGEST_HOUR;
}

/** The week a digest belongs to: the date (YYYY-MM-DD) of the Monday of `instant`'s week, in Lisbon. */
export function digestWeek(instant: number): string {
  const wall = lisbonWallClock(instant);
  return new Date(wall.getTime() - ((wall.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The week a digest tells of: the seven days before `until`. */
const windowBefore = (until: number): DigestWindow => ({ since: new Date(until - WEEK_MS).toISOString(), until: new Date(until).toISOString() });

/**
 * In October, November and December (Lisbon), the year whose CPD hours a digest reminds of
 * (docs/rules/cpd-portfolio.md); null the rest of the year. The reminder rides on a digest that
 * goes out for its other news: it sends none of its own.
 */
function cpdReminderYear(until: number): { from: string; until: string } | null {
  const wall = lisbonWallClock(until);
  if (wall.getUTCMonth() < 9) return null;
  const year = wall.getUTCFullYear();
  return { from: `${year}-01-01`, until: `${year + 1}-01-01` };
}

/** Lists the members who get a digest and queues their jobs. Answers how many. */
export async function queueWeeklyDigests(scope: Pick<Scope, 'db' | 'queue'>, now: number): Promise<number> {
  const ids = await listDigestMembers(scope.db.read, windowBefore(now));
  for (let start = 0; start < ids.length; start += DIGEST_JOB_SIZE) {
    await queueJob(scope, { job: 'weekly-digest', memberIds: ids.slice(start, start + DIGEST_JOB_SIZE), until: now });
  }
  return ids.length;
}

/**
 * Writes the digests of some members, each by their preferences now: for those who want what they
 * follow weekly and follow something, what appeared in the week before `until` from it (never their
 * own, never a hidden item) and the events of the next two weeks (none hidden); for organisers who
 * want their events' news weekly, the registrations of the week per event; for members who want
 * comments weekly, the week's comments per item they published (none of theirs, none hidden) and the
 * newest quoted. A member with none of it
 * gets nothing and is not recorded. One batch reads it all; one batch records the members and the
 * week and writes the unsubscribe links, and only the members it recorded are e-mailed. If the
 * e-mails cannot be queued, the records are given back, so the job's retry sends them.
 */
export async function sendWeeklyDigests(scope: Pick<Scope, 'db' | 'queue' | 'config'>, memberIds: number[], until: number): Promise<number> {
  const {
    people,
    items,
    events: upcoming,
    registrations,
    comments,
    cpd,
    offers,
    notices,
  } = await readDigests(
    scope.db.read,
    memberIds,
    windowBefore(until),
    {
      from: new Date(until).toISOString(),
      until: new Date(until + 2 * WEEK_MS).toISOString(),
      limit: EVENTS_PER_DIGEST,
    },
    DIGEST_COMMENT_EXCERPT,
    cpdReminderYear(until),
  );
  const cpdBy = new Map(cpd.filter((row) => row.quarters < row.target).map((row) => [row.memberId, row]));
  const cpdYear = lisbonWallClock(until).getUTCFullYear();
  const byMember = new Map<number, MailItem[]>();
  for (const row of items) {
    const list = byMember.get(row.memberId) ?? [];
    if (list.length < ITEMS_PER_DIGEST && !list.some((item) => item.kind === row.kind && item.id === row.id)) list.push({ kind: row.kind, id: row.id, title: row.title });
    byMember.set(row.memberId, list);
  }
  const registeredBy = new Map<number, MailEventRegistrations[]>();
  for (const row of registrations) {
    const list = registeredBy.get(row.memberId) ?? [];
    if (list.length < REGISTRATION_EVENTS_PER_DIGEST) list.push({ id: row.id, title: row.title, date: row.date, registered: row.registered });
    registeredBy.set(row.memberId, list);
  }
  const commentedBy = new Map<number, MailCommentedItem[]>();
  for (const row of comments) {
    const list = commentedBy.get(row.memberId) ?? [];
    if (list.length < COMMENTED_ITEMS_PER_DIGEST) list.push({ kind: row.kind, id: row.id, title: row.title, count: row.comments, newest: { author: row.author, text: row.text } });
    commentedBy.set(row.memberId, list);
  }
  const offersBy = new Map<number, MailOffer[]>();
  for (const row of offers) {
    const list = offersBy.get(row.memberId) ?? [];
    if (list.length < OFFERS_PER_DIGEST) list.push({ type: row.type, id: row.id, title: row.title, host: row.host, pay: row.type === 'opportunity' ? payLabel(row) : null });
    offersBy.set(row.memberId, list);
  }
  // The week's notifications a member wants here (mentions, their questions' news), as the bell says
  // them: none about what is now hidden from them.
  const noticeIds = new Map<number, number[]>();
  for (const row of notices) {
    const list = noticeIds.get(row.memberId) ?? [];
    if (list.length < NOTICES_PER_DIGEST) list.push(row.id);
    noticeIds.set(row.memberId, list);
  }
  const noticesBy = new Map<number, (MailNotice & { kind: NotificationKind })[]>();
  for (const { userId, notification } of await shownNotificationsById(scope.db.read, noticeIds)) {
    noticesBy.set(userId, [...(noticesBy.get(userId) ?? []), { text: notificationText(notification), path: notification.target.url, kind: notification.kind }]);
  }
  const digests: { claim: DigestClaim; mail: OutgoingMail }[] = [];
  for (const person of people) {
    const following = person.following === 'weekly' && Boolean(person.follows);
    const news = following ? (byMember.get(person.id) ?? []) : [];
    const events = following ? upcoming : [];
    const registered = person.events === 'weekly' ? (registeredBy.get(person.id) ?? []) : [];
    const commented = person.comments === 'weekly' ? (commentedBy.get(person.id) ?? []) : [];
    // The read already left out the offers of members who turned alert e-mails off.
    const matched = offersBy.get(person.id) ?? [];
    const told = noticesBy.get(person.id) ?? [];
    if (news.length === 0 && events.length === 0 && registered.length === 0 && commented.length === 0 && matched.length === 0 && told.length === 0) continue;
    // The link turns off what the digest holds, the first of these in order; a digest of notices
    // alone about communities turns those off.
    const holds: [EmailNewsKind, boolean][] = [
      ['following', news.length > 0 || events.length > 0],
      ['events', registered.length > 0],
      ['comments', commented.length > 0],
      ['alerts', matched.length > 0],
      ['mentions', told.some((notice) => notice.kind === 'mention')],
      ['questions', told.some((notice) => notice.kind === 'question-answered' || notice.kind === 'answer-accepted')],
    ];
    const kind = holds.find(([, held]) => held)?.[0] ?? 'communities';
    const year = cpdBy.get(person.id);
    const cpdReminder = year && { year: cpdYear, hours: formatHours(hoursOf(year.quarters)), target: formatHours(hoursOf(year.target)), missing: formatHours(hoursOf(year.target - year.quarters)) };
    const unsubscribe = await issueUnsubscribeToken(until);
    digests.push({
      claim: { userId: person.id, tokenHash: unsubscribe.tokenHash, expiresAt: unsubscribe.expiresAt, kind },
      mail: buildMail(
        {
          kind: 'weekly-digest',
          to: person.email,
          name: person.name,
          items: news,
          events,
          registrations: registered,
          comments: commented,
          offers: matched,
          notices: told.map(({ text, path }) => ({ text, path })),
          ...(cpdReminder ? { cpd: cpdReminder } : {}),
          unsubscribeToken: unsubscribe.token,
        },
        scope.config.publicUrl,
      ),
    });
  }
  if (digests.length === 0) return 0;
  const week = digestWeek(until);
  const db = await scope.db.write();
  const claimed = await claimDigestSends(
    db,
    week,
    digests.map(({ claim }) => claim),
  );
  const mine = digests.filter(({ claim }) => claimed.has(claim.userId));
  const unsent = new Set(claimed);
  try {
    for (const batch of queueBatches(mine)) {
      await queueMails(
        scope,
        batch.map(({ mail }) => mail),
      );
      for (const { claim } of batch) unsent.delete(claim.userId);
    }
  } catch (error) {
    await giveBackDigestSends(db, week, [...unsent]);
    throw error;
  }
  return mine.length;
}

/** Bytes of messages per call to the queue: a `sendBatch` takes at most 256 KB in all. */
const QUEUE_BATCH_BYTES = 192 * 1024;

/** The digests in groups the queue takes in one call, each well under its size for a batch. */
function queueBatches<T extends { mail: OutgoingMail }>(digests: T[]): T[][] {
  const batches: T[][] = [];
  let bytes = Infinity;
  for (const digest of digests) {
    const size = new TextEncoder().encode(JSON.stringify(digest.mail)).length;
    if (bytes + size > QUEUE_BATCH_BYTES) {
      batches.push([]);
      bytes = 0;
    }
    batches.at(-1)!.push(digest);
    bytes += size;
  }
  return batches;
}
