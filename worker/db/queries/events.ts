import { normalizeSearchText } from '#contract/common';
import type { PortalEvent, RegistrationResult } from '#contract/events-types';
import { orm, statementOf } from '../client';
import { events } from '../schema';
import { stemsOf } from '../search-index';
import { listWhere, pickUserSummary, totalAndPage, userSummaryColumns, type ListFilters, type RankedIds, type UserSummaryColumns } from './shared';

/** What an event's `search_text` holds: the fields the events list searches (`q`). */
export function eventSearchText(event: { title: string; description: string; location: string }): string {
  return normalizeSearchText([event.title, event.description, event.location].join(' '));
}

export interface EventFilters extends ListFilters {
  /** The signed-in member, for `isRegistered` (undefined for visitors). */
  viewerId?: number | undefined;
  /** ISO instant separating upcoming from past events. */
  now: string;
}

/** An event as its organizer writes it. */
export type NewEvent = Pick<PortalEvent, 'title' | 'description' | 'eventType' | 'eventDate' | 'location' | 'imageUrl' | 'maxParticipants'>;

// The reads are SQL written once: building them with drizzle on every request costs measurable
// CPU (decision 066). The insert is drizzle's query builder.
const EVENT_COLUMNS = `
  e.id, e.title, e.description, e.event_type AS eventType, e.event_date AS eventDate,
  e.location, e.image_url AS imageUrl, e.max_participants AS maxParticipants,
  e.registered_count AS registeredCount, e.organizer_id AS organizerId, e.created_at AS createdAt,
  EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.user_id = ?) AS isRegistered,
  ${userSummaryColumns('u', 'organizer_')}`;
const SELECT_EVENT = `SELECT ${EVENT_COLUMNS} FROM events e JOIN users u ON u.id = e.organizer_id`;

/** A row of `SELECT_EVENT`: the columns of `events` under their schema names, `isRegistered` as 0 or 1, the organizer's summary. */
type EventRow = Omit<typeof events.$inferSelect, 'searchText' | `${string}Stems`> & { isRegistered: number } & UserSummaryColumns<'organizer_'>;

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
    organizerId: row.organizerId,
    organizer: pickUserSummary(row, 'organizer_'),
    createdAt: row.createdAt,
  };
}

/**
 * One page of events and the total, in one batch (two statements, whatever the page size).
 * Upcoming events come first, soonest first; past events follow, most recent first.
 */
export async function listEvents(db: D1Database, filters: EventFilters): Promise<{ items: PortalEvent[]; total: number }> {
  const { where, params } = listWhere('e', 'organizer_id', filters);
  const { rows, total } = await totalAndPage<EventRow>(
    db,
    db.prepare(`SELECT count(*) AS total FROM events e ${where}`).bind(...params),
    db
      .prepare(
        `${SELECT_EVENT} ${where}
          ORDER BY e.event_date < ?, CASE WHEN e.event_date >= ? THEN e.event_date END ASC, e.event_date DESC, e.id DESC
          LIMIT ? OFFSET ?`,
      )
      .bind(filters.viewerId ?? 0, ...params, filters.now, filters.now, filters.limit, filters.offset),
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
    .bind(...ranked.withParams, viewerId ?? 0, ...ranked.fromParams);
}

export const readRankedEvents = (rows: unknown[]): PortalEvent[] => (rows as EventRow[]).map(toEvent);

export async function getEvent(db: D1Database, id: number, viewerId?: number): Promise<PortalEvent | null> {
  const row = await db.prepare(`${SELECT_EVENT} WHERE e.id = ?`).bind(viewerId ?? 0, id).first<EventRow>();
  return row ? toEvent(row) : null;
}

/** Inserts the event and reads it back with its organizer, in one batch. */
export async function createEvent(db: D1Database, event: NewEvent, organizerId: number): Promise<PortalEvent> {
  const insert = orm(db)
    .insert(events)
    .values({ ...event, organizerId, searchText: eventSearchText(event), ...stemsOf('event', event) });
  const [, created] = await db.batch([statementOf(db, insert), db.prepare(`${SELECT_EVENT} WHERE e.id = last_insert_rowid()`).bind(organizerId)]);
  return toEvent(created!.results[0] as EventRow);
}

export type RegistrationOutcome =
  | { status: 'registered'; result: RegistrationResult }
  | { status: 'already-registered' | 'full' | 'past' | 'not-found' };

interface EventAfterRegistration {
  registeredCount: number;
  maxParticipants: number | null;
  eventDate: string;
  isRegistered: number;
}

const readBackRegistration = (db: D1Database, eventId: number, userId: number) =>
  db
    .prepare(
      `SELECT registered_count AS registeredCount, max_participants AS maxParticipants, event_date AS eventDate,
              EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = ?1 AND r.user_id = ?2) AS isRegistered
         FROM events WHERE id = ?1`,
    )
    .bind(eventId, userId);

const recountRegistrations = (db: D1Database, eventId: number) =>
  db
    .prepare('UPDATE events SET registered_count = (SELECT count(*) FROM event_registrations WHERE event_id = ?1) WHERE id = ?1')
    .bind(eventId);

/**
 * Takes a place for `userId`, atomically: one batch (a transaction in D1) inserts the registration
 * only while a place is left and the event has not happened, recounts, and reads back. Concurrent
 * requests are serialised by D1, so the count never passes `max_participants`; the CHECK
 * constraint on `events` is the last guard. Hand SQL: the capacity check is inside the insert
 * itself (decision 066).
 */
export async function reserveEventPlace(db: D1Database, eventId: number, userId: number, now: string): Promise<RegistrationOutcome> {
  const [inserted, , readBack] = await db.batch([
    db
      .prepare(
        `INSERT INTO event_registrations (event_id, user_id)
         SELECT ?1, ?2 WHERE EXISTS (
           SELECT 1 FROM events
            WHERE id = ?1 AND event_date >= ?3
              AND (max_participants IS NULL OR registered_count < max_participants))
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, userId, now),
    recountRegistrations(db, eventId),
    readBackRegistration(db, eventId, userId),
  ]);
  const event = readBack!.results[0] as EventAfterRegistration | undefined;
  if (!event) return { status: 'not-found' };
  if (inserted!.meta.changes === 1) return { status: 'registered', result: { registeredCount: event.registeredCount, isRegistered: true } };
  if (event.isRegistered) return { status: 'already-registered' };
  if (event.eventDate < now) return { status: 'past' };
  return { status: 'full' };
}

/** Gives the place back (nothing happens when `userId` was not registered). Null when the event does not exist. */
export async function releaseEventPlace(db: D1Database, eventId: number, userId: number): Promise<RegistrationResult | null> {
  const [, , readBack] = await db.batch([
    db.prepare('DELETE FROM event_registrations WHERE event_id = ? AND user_id = ?').bind(eventId, userId),
    recountRegistrations(db, eventId),
    readBackRegistration(db, eventId, userId),
  ]);
  const event = readBack!.results[0] as EventAfterRegistration | undefined;
  return event ? { registeredCount: event.registeredCount, isRegistered: Boolean(event.isRegistered) } : null;
}
