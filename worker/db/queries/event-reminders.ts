import type { ReadOnlyD1 } from '../client';
import { readableBy } from './shared';
/* The day-before reminder's statements (worker/services/event-reminders.ts). */

export interface ReminderRow {
  eventId: number;
  title: string;
  eventDate: string;
  location: string;
  onlineUrl: string | null;
  email: string;
  fullName: string;
}

/**
 * Claims the events between `start` and `end` not yet reminded, cancelled or hidden, setting
 * `reminder_sent_at` in the same statement so that a second run claims nothing. Answers their ids.
 */
export async function claimEventsToRemind(d1: D1Database, start: string, end: string, now: string): Promise<number[]> {
  const { results } = await d1
    .prepare(
      `UPDATE events SET reminder_sent_at = ?3
        WHERE event_date >= ?1 AND event_date < ?2 AND reminder_sent_at IS NULL AND cancelled_at IS NULL AND hidden_at IS NULL
        RETURNING id`,
    )
    .bind(start, end, now)
    .all<{ id: number }>();
  return results.map((event) => event.id);
}

/** The registrants of these events who may still read them (one who left a closed community is not reminded), one row each with the event, in event then registration order. */
export async function listReminderRecipients(d1: ReadOnlyD1, eventIds: number[]): Promise<ReminderRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT e.id AS eventId, e.title, e.event_date AS eventDate, e.location, e.online_url AS onlineUrl, u.email, u.full_name AS fullName
         FROM events e JOIN event_registrations r ON r.event_id = e.id JOIN users u ON u.id = r.user_id
        WHERE e.id IN (SELECT value FROM json_each(?1)) AND ${readableBy('e', 'r.user_id')}
        ORDER BY e.id, r.id`,
    )
    .bind(JSON.stringify(eventIds))
    .all<ReminderRow>();
  return results;
}
