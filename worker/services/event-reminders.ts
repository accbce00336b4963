import { lisbonOffsetMs, lisbonWallClock } from '#contract/lisbon-time';
import type { Bindings } from '../env';
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

interface ReminderRow {
  eventId: number;
  title: string;
  eventDate: string;
  location: string;
  onlineUrl: string | null;
  email: string;
  fullName: string;
}

/**
 * Claims tomorrow's events not yet reminded and not hidden by moderation (setting `reminder_sent_at` in the same statement, so
 * that a second run sends nothing) and queues one e-mail per registrant. Answers how many.
 */
export async function sendEventReminders(env: Pick<Bindings, 'DB' | 'MAIL_QUEUE' | 'PUBLIC_URL'>, now: number): Promise<number> {
  const { start, end } = nextLisbonDay(now);
  const { results: claimed } = await env.DB.prepare(
    `UPDATE events SET reminder_sent_at = ?3
      WHERE event_date >= ?1 AND event_date < ?2 AND reminder_sent_at IS NULL AND cancelled_at IS NULL AND hidden_at IS NULL
      RETURNING id`,
  )
    .bind(start, end, new Date(now).toISOString())
    .all<{ id: number }>();
  if (claimed.length === 0) return 0;
  const { results: registrants } = await env.DB.prepare(
    `SELECT e.id AS eventId, e.title, e.event_date AS eventDate, e.location, e.online_url AS onlineUrl, u.email, u.full_name AS fullName
       FROM events e JOIN event_registrations r ON r.event_id = e.id JOIN users u ON u.id = r.user_id
      WHERE e.id IN (SELECT value FROM json_each(?1))
      ORDER BY e.id, r.id`,
  )
    .bind(JSON.stringify(claimed.map((event) => event.id)))
    .all<ReminderRow>();
  const mails: OutgoingMail[] = registrants.map((row) =>
    buildMail(
      {
        kind: 'event-reminder',
        to: row.email,
        name: row.fullName,
        event: { id: row.eventId, title: row.title, date: row.eventDate, location: row.location, onlineUrl: row.onlineUrl },
      },
      env.PUBLIC_URL,
    ),
  );
  await queueMails(env, mails);
  return mails.length;
}
