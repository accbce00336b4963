import { normalizeSearchText } from '#contract/common';
import type { EventRegistrant, PortalEvent, RegistrationResult } from '#contract/events-types';
import { orm, statementOf } from '../client';
import { events } from '../schema';
import { stemsOf } from '../search-index';
import { organiserNotification, promotionNotification } from './notifications';
import { hiddenColumn, listWhere, parseHidden, pickUserSummary, totalAndPage, userSummaryColumns, visibleTo, type ListFilters, type RankedIds, type UserSummaryColumns } from './shared';

/** What an event's `search_text` holds: the fields the events list searches (`q`). */
export function eventSearchText(event: { title: string; description: string; location: string }): string {
  return normalizeSearchText([event.title, event.description, event.location].join(' '));
}

export interface EventFilters extends ListFilters {
  /** ISO instant separating upcoming from past events. */
  now: string;
  /** Only the events to come, or only those that have taken place (the archive). */
  when?: 'upcoming' | 'past' | undefined;
}

/** An event as its organizer writes it. */
export type NewEvent = Pick<PortalEvent, 'title' | 'description' | 'eventType' | 'eventDate' | 'location' | 'imageUrl' | 'maxParticipants' | 'onlineUrl'>;

// The reads are SQL written once: building them with drizzle on every request costs measurable
// CPU (decision 066). The insert is drizzle's query builder.
/**
 * An event's columns as the viewer sees them: whether they are registered or waiting, and the
 * online link only for registrants and the organiser. Takes the viewer's id (0 for a visitor)
 * `VIEWER_PARAMETERS` times: bind `viewerParameters(viewerId)` where these columns stand.
 */
const EVENT_COLUMNS = `
  e.id, e.title, e.description, e.event_type AS eventType, e.event_date AS eventDate,
  e.location, e.image_url AS imageUrl, e.max_participants AS maxParticipants,
  e.registered_count AS registeredCount, e.organizer_id AS organizerId, e.created_at AS createdAt,
  EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.user_id = ?) AS isRegistered,
  e.online_url IS NOT NULL AS isOnline,
  CASE WHEN e.organizer_id = ? OR EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.user_id = ?) THEN e.online_url END AS onlineUrl,
  (SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id) AS waitlistCount,
  (SELECT count(*) FROM event_waitlist mine JOIN event_waitlist ahead ON ahead.event_id = mine.event_id AND ahead.id <= mine.id
     WHERE mine.event_id = e.id AND mine.user_id = ?) AS waitlistPosition,
  ${userSummaryColumns('u', 'organizer_')}, ${hiddenColumn('e')}`;
const VIEWER_PARAMETERS = 4;
const viewerParameters = (viewerId: number | null | undefined) => Array<number>(VIEWER_PARAMETERS).fill(viewerId ?? 0);
const SELECT_EVENT = `SELECT ${EVENT_COLUMNS} FROM events e JOIN users u ON u.id = e.organizer_id`;

/** A row of `SELECT_EVENT`: the columns of `events` under their schema names, flags as 0 or 1, the organizer's summary. */
type EventRow = Omit<typeof events.$inferSelect, 'searchText' | 'reminderSentAt' | `${string}Stems`> & {
  isRegistered: number;
  isOnline: number;
  waitlistCount: number;
  waitlistPosition: number;
  hidden: string | null;
} & UserSummaryColumns<'organizer_'>;

function toEvent(row: EventRow): PortalEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventType: row.eventType,
    eventDate: row.eventDate,
    location: row.location,
    imageUrl: row.imageUrl ?? null,
    maxParticipants: row.maxParticipants ?? null,
    registeredCount: row.registeredCount,
    isRegistered: Boolean(row.isRegistered),
    isOnline: Boolean(row.isOnline),
    onlineUrl: row.onlineUrl ?? null,
    waitlistCount: row.waitlistCount,
    waitlistPosition: row.waitlistPosition > 0 ? row.waitlistPosition : null,
    organizerId: row.organizerId,
    organizer: pickUserSummary(row, 'organizer_'),
    createdAt: row.createdAt,
    hidden: parseHidden(row.hidden),
  };
}

/**
 * One page of events and the total, in one batch (two statements, whatever the page size).
 * Upcoming events come first, soonest first; past events follow, most recent first.
 */
export async function listEvents(db: D1Database, filters: EventFilters): Promise<{ items: PortalEvent[]; total: number }> {
  const when = filters.when ? [{ condition: `e.event_date ${filters.when === 'past' ? '<' : '>='} ?`, params: [filters.now] }] : [];
  const { where, params, countSql, countParams } = listWhere('e', 'events', filters, when);
  const { rows, total } = await totalAndPage<EventRow>(
    db,
    db.prepare(countSql).bind(...countParams),
    db
      .prepare(
        `${SELECT_EVENT} ${where}
          ORDER BY e.event_date < ?, CASE WHEN e.event_date >= ? THEN e.event_date END ASC, e.event_date DESC, e.id DESC
          LIMIT ? OFFSET ?`,
      )
      .bind(...viewerParameters(filters.viewerId), ...params, filters.now, filters.now, filters.limit, filters.offset),
  );
  return { items: rows.map(toEvent), total };
}

/** The events a search chose, best first (read them with `readRankedEvents`). */
export function rankedEventsStatement(db: D1Database, ranked: RankedIds, viewerId: number | null): D1PreparedStatement {
  return db
    .prepare(
      `WITH ${ranked.with} SELECT ${EVENT_COLUMNS}
         FROM ${ranked.from} CROSS JOIN events e ON e.id = ranked.id JOIN users u ON u.id = e.organizer_id
        ORDER BY ranked.ord`,
    )
    .bind(...ranked.withParams, ...viewerParameters(viewerId), ...ranked.fromParams);
}

export const readRankedEvents = (rows: unknown[]): PortalEvent[] => (rows as EventRow[]).map(toEvent);

/** One event as the viewer sees it; a hidden one only for its organiser and moderators (for anyone else it is not there). */
export async function getEvent(db: D1Database, id: number, viewerId?: number): Promise<PortalEvent | null> {
  const params: unknown[] = [id];
  const visible = visibleTo('e', 'events', viewerId ?? null, params, { moderators: true });
  const row = await db
    .prepare(`${SELECT_EVENT} WHERE e.id = ? AND ${visible}`)
    .bind(...viewerParameters(viewerId), ...params)
    .first<EventRow>();
  return row ? toEvent(row) : null;
}

/** Inserts the event and reads it back with its organizer, in one batch. */
export async function createEvent(db: D1Database, event: NewEvent, organizerId: number): Promise<PortalEvent> {
  const insert = orm(db)
    .insert(events)
    .values({ ...event, organizerId, searchText: eventSearchText(event), ...stemsOf('event', event) });
  const [, created] = await db.batch([statementOf(db, insert), db.prepare(`${SELECT_EVENT} WHERE e.id = last_insert_rowid()`).bind(...viewerParameters(organizerId))]);
  return toEvent(created!.results[0] as EventRow);
}

export type RegistrationOutcome =
  | { status: 'registered'; result: RegistrationResult }
  | { status: 'waitlisted'; position: number }
  | { status: 'already-registered' | 'already-waitlisted' | 'past' | 'not-found' };

interface EventAfterRegistration {
  registeredCount: number;
  maxParticipants: number | null;
  eventDate: string;
  isRegistered: number;
  waitlistPosition: number;
}

const readBackRegistration = (db: D1Database, eventId: number, userId: number) =>
  db
    .prepare(
      `SELECT registered_count AS registeredCount, max_participants AS maxParticipants, event_date AS eventDate,
              EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = ?1 AND r.user_id = ?2) AS isRegistered,
              (SELECT count(*) FROM event_waitlist mine JOIN event_waitlist ahead ON ahead.event_id = mine.event_id AND ahead.id <= mine.id
                 WHERE mine.event_id = ?1 AND mine.user_id = ?2) AS waitlistPosition
         FROM events WHERE id = ?1`,
    )
    .bind(eventId, userId);

const recountRegistrations = (db: D1Database, eventId: number) =>
  db
    .prepare('UPDATE events SET registered_count = (SELECT count(*) FROM event_registrations WHERE event_id = ?1) WHERE id = ?1')
    .bind(eventId);

const resultOf = (event: EventAfterRegistration): RegistrationResult => ({
  registeredCount: event.registeredCount,
  isRegistered: Boolean(event.isRegistered),
  waitlistPosition: event.waitlistPosition > 0 ? event.waitlistPosition : null,
});

/**
 * Takes a place for `userId`, atomically, or a place in the waiting list when none is left: one
 * batch (a transaction in D1) inserts the registration only while a place is left and the event
 * has not happened, otherwise the waiting-list entry (only when the event is full, has not
 * happened and the member is not registered), recounts, and reads back. Concurrent requests are
 * serialised by D1, so the count never passes `max_participants`; the CHECK constraint on
 * `events` is the last guard. Hand SQL: the conditions are inside the inserts (decision 066).
 */
export async function reserveEventPlace(db: D1Database, eventId: number, userId: number, now: string): Promise<RegistrationOutcome> {
  const [inserted, , waitlisted, , readBack] = await db.batch([
    db
      .prepare(
        `INSERT INTO event_registrations (event_id, user_id)
         SELECT ?1, ?2 WHERE EXISTS (
           SELECT 1 FROM events
            WHERE id = ?1 AND event_date >= ?3
              AND (max_participants IS NULL OR registered_count < max_participants))
           AND NOT EXISTS (SELECT 1 FROM event_waitlist WHERE event_id = ?1 AND user_id = ?2)
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, userId, now),
    organiserNotification(db, 'event-registration', eventId, userId),
    db
      .prepare(
        `INSERT INTO event_waitlist (event_id, user_id)
         SELECT ?1, ?2 WHERE EXISTS (
           SELECT 1 FROM events
            WHERE id = ?1 AND event_date >= ?3
              AND max_participants IS NOT NULL AND registered_count >= max_participants)
           AND NOT EXISTS (SELECT 1 FROM event_registrations WHERE event_id = ?1 AND user_id = ?2)
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, userId, now),
    recountRegistrations(db, eventId),
    readBackRegistration(db, eventId, userId),
  ]);
  const event = readBack!.results[0] as EventAfterRegistration | undefined;
  if (!event) return { status: 'not-found' };
  if (inserted!.meta.changes === 1) return { status: 'registered', result: resultOf(event) };
  if (waitlisted!.meta.changes === 1) return { status: 'waitlisted', position: event.waitlistPosition };
  if (event.isRegistered) return { status: 'already-registered' };
  if (event.waitlistPosition > 0) return { status: 'already-waitlisted' };
  return { status: 'past' };
}

/** Who was given the freed place, to be told. */
export interface PromotedMember {
  userId: number;
  email: string;
  fullName: string;
  eventTitle: string;
  eventDate: string;
}

/**
 * Gives the place back, or leaves the waiting list (nothing happens when `userId` was neither
 * registered nor waiting), and registers the first in line when that freed a place of an event
 * still to come: one batch, so a place freed is taken exactly once, in the order members joined
 * the list, whatever the concurrency. Answers the member's state and who was promoted (to be
 * told); null when the event does not exist.
 */
export async function releaseEventPlace(
  db: D1Database,
  eventId: number,
  userId: number,
  now: string,
): Promise<{ result: RegistrationResult; promoted: PromotedMember | null } | null> {
  const results = await db.batch([
    db.prepare('DELETE FROM event_registrations WHERE event_id = ? AND user_id = ?').bind(eventId, userId),
    organiserNotification(db, 'event-cancellation', eventId, userId),
    db.prepare('DELETE FROM event_waitlist WHERE event_id = ? AND user_id = ?').bind(eventId, userId),
    // The first in line takes the place if one is free now (counted from the rows, not the stale counter).
    db
      .prepare(
        `INSERT INTO event_registrations (event_id, user_id)
         SELECT w.event_id, w.user_id FROM event_waitlist w JOIN events e ON e.id = w.event_id
          WHERE w.event_id = ?1 AND e.event_date >= ?2
            AND (e.max_participants IS NULL OR (SELECT count(*) FROM event_registrations r WHERE r.event_id = ?1) < e.max_participants)
          ORDER BY w.id LIMIT 1
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, now),
    // Who that was: waiting and now registered (read before their waiting-list entry goes).
    db
      .prepare(
        `SELECT u.id AS userId, u.email, u.full_name AS fullName, e.title AS eventTitle, e.event_date AS eventDate
           FROM event_waitlist w JOIN users u ON u.id = w.user_id JOIN events e ON e.id = w.event_id
          WHERE w.event_id = ?1 AND EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = ?1 AND r.user_id = w.user_id)`,
      )
      .bind(eventId),
    promotionNotification(db, eventId),
    db.prepare('DELETE FROM event_waitlist WHERE event_id = ?1 AND user_id IN (SELECT user_id FROM event_registrations WHERE event_id = ?1)').bind(eventId),
    recountRegistrations(db, eventId),
    readBackRegistration(db, eventId, userId),
  ]);
  const event = results[8]!.results[0] as EventAfterRegistration | undefined;
  if (!event) return null;
  const promoted = (results[4]!.results[0] as PromotedMember | undefined) ?? null;
  return { result: resultOf(event), promoted };
}

/** The event's registrants, first registered first, for its organiser; null when `organizerId` does not organise it (or it does not exist). */
export async function listRegistrants(db: D1Database, eventId: number, organizerId: number): Promise<{ title: string; registrants: EventRegistrant[] } | null> {
  const [event, rows] = await db.batch([
    db.prepare('SELECT title FROM events WHERE id = ? AND organizer_id = ?').bind(eventId, organizerId),
    db
      .prepare(
        `SELECT ${userSummaryColumns('u', 'member_')}, r.created_at AS registeredAt
           FROM event_registrations r JOIN events e ON e.id = r.event_id AND e.organizer_id = ?2 JOIN users u ON u.id = r.user_id
          WHERE r.event_id = ?1 ORDER BY r.id`,
      )
      .bind(eventId, organizerId),
  ]);
  const found = event!.results[0] as { title: string } | undefined;
  if (!found) return null;
  const registrants = (rows!.results as (UserSummaryColumns<'member_'> & { registeredAt: string })[]).map((row) => ({
    member: pickUserSummary(row, 'member_'),
    registeredAt: row.registeredAt,
  }));
  return { title: found.title, registrants };
}
