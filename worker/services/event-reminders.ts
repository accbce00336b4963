import { lisbonOffsetMs, lisbonWallClock } from '#contract/lisbon-time';
import { claimEventsToRemind, listReminderRecipients } from '../db/queries/event-reminders';
import type { Scope } from '../runtime/scope';
import { buildMail, type OutgoingMail } from './mail/messages';
import { queueMails } from './mail/outbox';

// The reminder the day before (docs/rules/notifications-and-events.md): the daily cron e-mails the registrants of
// every event that takes place the next day, Lisbon time, once.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants where the Lisbon day after `instant` begins and ends. */
export function nextLisbonDay(instant: number): { start: string; end: string } {
  const wall = lisbonWallClock(instant);
  const startWall = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  const endWall = startWall + DAY_MS;
  // A wall-clock midnight back to an instant (the offset at midnight, computed from a first guess).
  const instantOf = (wallMs: number) => wallMs - lisbonOffsetMs(wallMs - lisbonOffsetMs(wallMs));
  return { start: new Date(instantOf(startWall)).toISOString(), end: new Date(instantOf(endWall)).toISOString() };
}

/**
 * Claims tomorrow's events not yet reminded and not hidden by moderation (setting `reminder_sent_at` in the same statement, so
 * that a second run sends nothing) and queues one e-mail per registrant. Answers how many.
 */
export async function sendEventReminders(scope: Pick<Scope, 'db' | 'queue' | 'config'>, now: number): Promise<number> {
  const { start, end } = nextLisbonDay(now);
  const db = await scope.db.write();
  const claimed = await claimEventsToRemind(db, start, end, new Date(now).toISOString());
  if (claimed.length === 0) return 0;
  const registrants = await listReminderRecipients(db, claimed);
  const mails: OutgoingMail[] = registrants.map((row) =>
    buildMail(
      {
        kind: 'event-reminder',
        to: row.email,
        name: row.fullName,
        event: { id: row.eventId, title: row.title, date: row.eventDate, location: row.location, onlineUrl: row.onlineUrl },
      },
      scope.config.publicUrl,
    ),
  );
  await queueMails(scope, mails);
  return mails.length;
}
