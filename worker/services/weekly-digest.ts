import { lisbonWallClock } from '#contract/lisbon-time';
import { unsubscribeTokenStatement } from '../db/queries/email-preferences';
import { listDigestMembers, readDigests } from '../db/queries/weekly-digest';
import type { Scope } from '../runtime/scope';
import { issueUnsubscribeToken } from './email-tokens';
import { queueJob } from './job-queue';
import { buildMail, type MailItem, type OutgoingMail } from './mail/messages';
import { queueMails } from './mail/outbox';

// The weekly digest (docs/rules/notifications-and-events.md): on Monday at 08:00 Lisbon time, each member who
// wants what they follow weekly (the default) gets the new articles and protocols of the week from
// what they follow, and the events of the next two weeks. Two crons (07:00 and 08:00 UTC on
// Mondays) cover summer and winter time; the one that falls at 08:00 in Lisbon runs it. The cron
// only lists the members, in jobs of `DIGEST_JOB_SIZE`; the queue's consumer writes the e-mails.

export const DIGEST_CRONS = ['0 7 * * 1', '0 8 * * 1'];
const DIGEST_HOUR = 8;
const DIGEST_JOB_SIZE = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ITEMS_PER_DIGEST = 10;
const EVENTS_PER_DIGEST = 5;

/** Whether `instant` is Monday, 08:00–08:59 in Lisbon: the digest's hour, whatever the season. */
export function isDigestTime(instant: number): boolean {
  const wall = lisbonWallClock(instant);
  return wall.getUTCDay() === 1 && wall.getUTCHours() === DIGEST_HOUR;
}

/** Lists the members who get a digest (they follow something, and want it weekly) and queues their jobs. Answers how many. */
export async function queueWeeklyDigests(scope: Pick<Scope, 'db' | 'queue'>, now: number): Promise<number> {
  const ids = await listDigestMembers(scope.db.read);
  for (let start = 0; start < ids.length; start += DIGEST_JOB_SIZE) {
    await queueJob(scope, { job: 'weekly-digest', memberIds: ids.slice(start, start + DIGEST_JOB_SIZE), until: now });
  }
  return ids.length;
}

/**
 * Writes the digests of some members: what appeared in the week before `until` from what each
 * follows (never their own, never a hidden item), and the events of the next two weeks (none hidden); a member with nothing new and
 * no event coming gets nothing. One batch reads it all; one writes the unsubscribe links.
 */
export async function sendWeeklyDigests(scope: Pick<Scope, 'db' | 'queue' | 'config'>, memberIds: number[], until: number): Promise<number> {
  const since = new Date(until - WEEK_MS).toISOString();
  const {
    people,
    items,
    events: upcoming,
  } = await readDigests(scope.db.read, memberIds, since, {
    from: new Date(until).toISOString(),
    until: new Date(until + 2 * WEEK_MS).toISOString(),
    limit: EVENTS_PER_DIGEST,
  });
  const byMember = new Map<number, MailItem[]>();
  for (const row of items) {
    const list = byMember.get(row.memberId) ?? [];
    if (list.length < ITEMS_PER_DIGEST && !list.some((item) => item.kind === row.kind && item.id === row.id)) list.push({ kind: row.kind, id: row.id, title: row.title });
    byMember.set(row.memberId, list);
  }
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  const db = await scope.db.write();
  for (const person of people) {
    const news = byMember.get(person.id) ?? [];
    if (news.length === 0 && upcoming.length === 0) continue;
    const unsubscribe = await issueUnsubscribeToken(until);
    tokens.push(unsubscribeTokenStatement(db, unsubscribe, person.id, 'following'));
    mails.push(buildMail({ kind: 'weekly-digest', to: person.email, name: person.name, items: news, events: upcoming, unsubscribeToken: unsubscribe.token }, scope.config.publicUrl));
  }
  if (tokens.length > 0) await db.batch(tokens);
  await queueMails(scope, mails);
  return mails.length;
}
