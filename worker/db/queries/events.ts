import { normalizeSearchText } from '#contract/common';
import { hoursOf, quarterHoursOf } from '#contract/cpd-types';
import type { EventListItem, EventRegistrant, PortalEvent, RegistrationResult } from '#contract/events-types';
import { orm, statementOf, type ReadOnlyD1, type ReadOnlyStatement, type StatementFor } from '../client';
import { events } from '../schema';
import { stemsOf } from '../search-index';
import { organiserNotification, promotionNotification, registrantsNotification } from './notifications';
import type { CommunitySummary } from '#contract/communities-types';
import {
  communitySummaryJson,
  readableBy,
  hiddenColumn,
  hiddenJson,
  jsonBoolean,
  jsonObjectSql,
  listWhere,
  parseHidden,
  pickUserSummary,
  userSummaryColumns,
  visibleTo,
  type JsonFields,
  type ListFilters,
  type RankedIds,
  type UserSummaryColumns,
} from './shared';
import { emailChoice } from './email-preferences';

/** What an event's `search_text` holds: the fields the events list searches (`q`). */
function eventSearchText(event: { title: string; description: string; location: string }): string {
  return normalizeSearchText([event.title, event.description, event.location].join(' '));
}

export interface EventFilters extends ListFilters {
  /** ISO instant separating upcoming from past events. */
  now: string;
  /** Only the events to come, or only those that have taken place (the archive). */
  when?: 'upcoming' | 'past' | undefined;
}

/** An event as its organizer writes it. */
export type NewEvent = Pick<
  PortalEvent,
  'title' | 'description' | 'eventType' | 'eventDate' | 'endDate' | 'price' | 'location' | 'imageUrl' | 'maxParticipants' | 'onlineUrl' | 'cpdHours' | 'communityId'
>;

/** Euros (at most two decimals, checked by the contract) as the stored cents. */
const centsOf = (price: number) => Math.round(price * 100);

// The reads are SQL written once: building them with drizzle on every request costs measurable
// CPU (decision 066). The insert is drizzle's query builder.
/**
 * What an event is for its viewer, as SQL on the row aliased `e`, in the order their parameters
 * (the viewer's id, 0 for a visitor) are bound: whether they are registered, the online link only
 * for registrants and the organiser, the waiting list and their place in it (0: not on it).
 */
const VIEWER = {
  isRegistered: 'EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.user_id = ?)',
  onlineUrl: 'CASE WHEN e.organizer_id = ? OR EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.user_id = ?) THEN e.online_url END',
  waitlistCount: '(SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id)',
  waitlistPosition: `(SELECT count(*) FROM event_waitlist mine JOIN event_waitlist ahead ON ahead.event_id = mine.event_id AND ahead.id <= mine.id
     WHERE mine.event_id = e.id AND mine.user_id = ?)`,
};

/**
 * An event's columns as the viewer sees them: whether they are registered or waiting, and the
 * online link only for registrants and the organiser. Takes the viewer's id (0 for a visitor)
 * `VIEWER_PARAMETERS` times: bind `viewerParameters(viewerId)` where these columns stand.
 */
const EVENT_COLUMNS = `
  e.id, e.title, e.description, e.event_type AS eventType, e.event_date AS eventDate,
  e.ends_at AS endsAt, e.price_cents AS priceCents, e.location, e.image_url AS imageUrl, e.max_participants AS maxParticipants,
  e.registered_count AS registeredCount, e.organizer_id AS organizerId, e.created_at AS createdAt,
  e.cancelled_at AS cancelledAt, e.cancel_reason AS cancelReason, e.updated_at AS updatedAt, e.cpd_quarter_hours AS cpdQuarterHours,
  ${VIEWER.isRegistered} AS isRegistered,
  e.online_url IS NOT NULL AS isOnline,
  ${VIEWER.onlineUrl} AS onlineUrl,
  ${VIEWER.waitlistCount} AS waitlistCount,
  ${VIEWER.waitlistPosition} AS waitlistPosition,
  ${userSummaryColumns('u', 'organizer_')}, ${hiddenColumn('e')},
  e.community_id AS communityId, ${communitySummaryJson('e')} AS community`;
const VIEWER_PARAMETERS = 4;
/** The viewer's id as `VIEWER`'s columns bind it: 0 for a visitor, which no member has. */
const viewerParameter = (viewerId: number | null | undefined) => viewerId ?? 0;
const viewerParameters = (viewerId: number | null | undefined) => Array<number>(VIEWER_PARAMETERS).fill(viewerParameter(viewerId));
const SELECT_EVENT = `SELECT ${EVENT_COLUMNS} FROM events e JOIN users u ON u.id = e.organizer_id`;

/** A row of `SELECT_EVENT`: the columns of `events` under their schema names, flags as 0 or 1, the organizer's summary. */
type EventRow = Omit<typeof events.$inferSelect, 'searchText' | 'reminderSentAt' | `${string}Stems`> & {
  isRegistered: number;
  isOnline: number;
  waitlistCount: number;
  waitlistPosition: number;
  hidden: string | null;
  community: string | null;
} & UserSummaryColumns<'organizer_'>;

function toEvent(row: EventRow): PortalEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventType: row.eventType,
    eventDate: row.eventDate,
    endDate: row.endsAt ?? null,
    price: row.priceCents / 100,
    location: row.location,
    imageUrl: row.imageUrl ?? null,
    maxParticipants: row.maxParticipants ?? null,
    registeredCount: row.registeredCount,
    isRegistered: Boolean(row.isRegistered),
    isOnline: Boolean(row.isOnline),
    onlineUrl: row.onlineUrl ?? null,
    cpdHours: row.cpdQuarterHours === null ? null : hoursOf(row.cpdQuarterHours),
    waitlistCount: row.waitlistCount,
    waitlistPosition: row.waitlistPosition > 0 ? row.waitlistPosition : null,
    organizerId: row.organizerId,
    organizer: pickUserSummary(row, 'organizer_'),
    communityId: row.communityId ?? null,
    community: row.community ? (JSON.parse(row.community) as CommunitySummary) : null,
    status: row.cancelledAt ? 'cancelled' : 'scheduled',
    cancelledAt: row.cancelledAt ?? null,
    cancelReason: row.cancelReason ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? null,
    hidden: parseHidden(row.hidden),
  };
}

/**
 * An event as its card shows it (`EventListItem`), written by SQLite (the list's and the search's
 * pages) from the row aliased `e`. Takes the viewer's id once (whether they are registered). The
 * card's fields only: the whole event's organiser, community, waiting list and online link cost
 * a join and three subqueries a row and doubled the list's bytes (docs/rules/notifications-and-events.md).
 */
const EVENT_LIST_JSON = jsonObjectSql({
  id: 'e.id',
  title: 'e.title',
  description: 'e.description',
  eventType: 'e.event_type',
  eventDate: 'e.event_date',
  endDate: 'e.ends_at',
  price: 'e.price_cents / 100.0',
  location: 'e.location',
  maxParticipants: 'e.max_participants',
  registeredCount: 'e.registered_count',
  isRegistered: jsonBoolean(VIEWER.isRegistered),
  cpdHours: 'e.cpd_quarter_hours / 4.0',
  organizerId: 'e.organizer_id',
  communityId: 'e.community_id',
  status: "CASE WHEN e.cancelled_at IS NULL THEN 'scheduled' ELSE 'cancelled' END",
  hidden: hiddenJson('e'),
} satisfies JsonFields<EventListItem>);

/**
 * The order of the events list, on the columns `event_date` and `id` of `alias`: upcoming events
 * first, soonest first; then past events, most recent first; equal dates the newest row first.
 * Takes `now` twice.
 */
const listOrder = (alias: string) => `${alias}.event_date < ?, CASE WHEN ${alias}.event_date >= ? THEN ${alias}.event_date END ASC, ${alias}.event_date DESC, ${alias}.id DESC`;

/** A page of events as the JSON text of their array (`EventListItem[]`), and the total. */
export interface EventPage {
  itemsJson: string;
  total: number;
}

/**
 * One page of events and the total, in one statement (one row: the page's JSON and the total,
 * whatever the page size). Upcoming events come first, soonest first; past events follow, most
 * recent first.
 *
 * The page's ids are chosen before anything else is read (decision 078): the upcoming events and
 * the past ones are each walked on `events_date_idx` in their own direction, and each walk stops
 * after `limit + offset` rows; the page is the first of those in the list's order, and only its
 * rows are given the viewer's column and written as JSON by SQLite (`EVENT_LIST_JSON`, as the
 * search writes them). Sorting the whole table by the list's order instead computed every visible
 * event's columns, subqueries included, before keeping 20. The total is the list's count
 * (`listWhere`) as a subquery of the same row, run once: a second statement cost the local D1 more
 * than the count itself (decision 080).
 */
export async function listEventsJson(db: ReadOnlyD1, filters: EventFilters): Promise<EventPage> {
  const when = filters.when ? [{ condition: `e.event_date ${filters.when === 'past' ? '<' : '>='} ?`, params: [filters.now] }] : [];
  const { where, params, countSql, countParams } = listWhere('e', 'events', filters, when);
  const enough = Math.min(filters.limit + filters.offset, Number.MAX_SAFE_INTEGER);
  const walks: string[] = [];
  const walkParams: unknown[] = [];
  const walk = (condition: string, order: string) => {
    walks.push(`SELECT id, event_date FROM (SELECT e.id, e.event_date FROM events e ${where ? `${where} AND` : 'WHERE'} ${condition} ORDER BY ${order} LIMIT ?)`);
    walkParams.push(...params, filters.now, enough);
  };
  if (filters.when !== 'past') walk('e.event_date >= ?', 'e.event_date ASC, e.id DESC');
  if (filters.when !== 'upcoming') walk('e.event_date < ?', 'e.event_date DESC, e.id DESC');
  // An aggregate without GROUP BY answers one row, an empty page's included ('[]' and the total).
  const row = await db
    .prepare(
      `SELECT json_group_array(${EVENT_LIST_JSON} ORDER BY ${listOrder('e')}) AS items, (${countSql}) AS total
         FROM (SELECT id FROM (${walks.join(' UNION ALL ')}) chosen ORDER BY ${listOrder('chosen')} LIMIT ? OFFSET ?) page
         CROSS JOIN events e ON e.id = page.id`,
    )
    .bind(viewerParameter(filters.viewerId), filters.now, filters.now, ...countParams, ...walkParams, filters.now, filters.now, filters.limit, filters.offset)
    .first<{ items: string; total: number }>();
  return { itemsJson: row?.items ?? '[]', total: row?.total ?? 0 };
}

/** The events a search chose, best first, as one row: the JSON text of their array (`items`) and their count (`total`). */
export function rankedEventsStatement(db: ReadOnlyD1, ranked: RankedIds, viewerId: number | null): ReadOnlyStatement {
  return db
    .prepare(
      `WITH ${ranked.with} SELECT json_group_array(${EVENT_LIST_JSON} ORDER BY ranked.ord, ranked.id DESC) AS items, ${ranked.total} AS total
         FROM ${ranked.from} CROSS JOIN events e ON e.id = ranked.id`,
    )
    .bind(...ranked.withParams, viewerParameter(viewerId), ...ranked.fromParams);
}

/** One event as the viewer sees it; a hidden one only for its organiser and moderators (for anyone else it is not there). */
export async function getEvent(db: ReadOnlyD1, id: number, viewerId?: number): Promise<PortalEvent | null> {
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
  const { endDate, price, cpdHours, ...fields } = event;
  const insert = orm(db)
    .insert(events)
    .values({
      ...fields,
      endsAt: endDate,
      priceCents: centsOf(price),
      cpdQuarterHours: cpdHours === null ? null : quarterHoursOf(cpdHours),
      organizerId,
      searchText: eventSearchText(event),
      ...stemsOf('event', event),
    });
  const [, created] = await db.batch([statementOf(db, insert), db.prepare(`${SELECT_EVENT} WHERE e.id = last_insert_rowid()`).bind(...viewerParameters(organizerId))]);
  return toEvent(created!.results[0] as EventRow);
}

export type RegistrationOutcome =
  | { status: 'registered'; result: RegistrationResult; organiserMail: OrganiserMail | null }
  | { status: 'waitlisted'; position: number }
  | { status: 'already-registered' | 'already-waitlisted' | 'past' | 'cancelled' | 'own-event' | 'not-found' };

interface EventAfterRegistration {
  cancelled: number;
  hiddenFromMember: number;
  ownEvent: number;
  registeredCount: number;
  maxParticipants: number | null;
  waitlistCount: number;
  eventDate: string;
  title: string;
  organizerEmail: string;
  organizerName: string;
  memberName: string;
  isRegistered: number;
  waitlistPosition: number;
}

const readBackRegistration = <D extends ReadOnlyD1>(db: D, eventId: number, userId: number): StatementFor<D> =>
  db
    .prepare(
      `SELECT e.cancelled_at IS NOT NULL AS cancelled, e.organizer_id <> ?2 AND (e.hidden_at IS NOT NULL OR NOT ${readableBy('e', '?2')}) AS hiddenFromMember, e.organizer_id = ?2 AS ownEvent,
              e.registered_count AS registeredCount, e.max_participants AS maxParticipants, e.event_date AS eventDate, e.title,
              o.email AS organizerEmail, o.full_name AS organizerName, coalesce(m.full_name, '') AS memberName,
              (SELECT count(*) FROM event_waitlist w WHERE w.event_id = ?1) AS waitlistCount,
              EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = ?1 AND r.user_id = ?2) AS isRegistered,
              (SELECT count(*) FROM event_waitlist mine JOIN event_waitlist ahead ON ahead.event_id = mine.event_id AND ahead.id <= mine.id
                 WHERE mine.event_id = ?1 AND mine.user_id = ?2) AS waitlistPosition
         FROM events e JOIN users o ON o.id = e.organizer_id LEFT JOIN users m ON m.id = ?2
        WHERE e.id = ?1`,
    )
    .bind(eventId, userId) as StatementFor<D>;

const recountRegistrations = (db: D1Database, eventId: number) =>
  db.prepare('UPDATE events SET registered_count = (SELECT count(*) FROM event_registrations WHERE event_id = ?1) WHERE id = ?1').bind(eventId);

const resultOf = (event: EventAfterRegistration): RegistrationResult => ({
  registeredCount: event.registeredCount,
  isRegistered: Boolean(event.isRegistered),
  waitlistPosition: event.waitlistPosition > 0 ? event.waitlistPosition : null,
});

/** An unsubscribe link for the organiser's e-mail about their event's registrations: issued before the batch, stored by it only when the e-mail goes. */
export interface OrganiserMailToken {
  tokenHash: string;
  expiresAt: number;
}

/**
 * Stores the organiser's unsubscribe link when they are to be e-mailed: the statement just before
 * it (`organiserNotification`, or the promotion from the waiting list) changed a row, the actor
 * `actorId` is not the organiser, and the organiser wants their events' news at once (the default).
 * Whether it wrote a row is whether the e-mail goes; the same link twice is stored once.
 */
const organiserMailTokenStatement = (db: D1Database, token: OrganiserMailToken, eventId: number, actorId: number) =>
  db
    .prepare(
      `INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at)
       SELECT ?1, e.organizer_id, 'events', ?2 FROM events e LEFT JOIN email_preferences p ON p.user_id = e.organizer_id
        WHERE e.id = ?3 AND changes() = 1 AND e.organizer_id <> ?4 AND ${emailChoice('events')} = 'immediate'
       ON CONFLICT (token_hash) DO NOTHING`,
    )
    .bind(token.tokenHash, token.expiresAt, eventId, actorId);

/** What the organiser is e-mailed about: who registered, cancelled or got a place from the waiting list, and the places now. */
export interface OrganiserMail {
  to: string;
  name: string;
  event: { id: number; title: string; date: string };
  change: 'registered' | 'cancelled' | 'promoted';
  /** Who registered or cancelled (or, for 'promoted', who got the place). */
  member: string;
  /** Who got the place a cancellation freed (null: nobody was waiting). */
  promoted: string | null;
  places: { taken: number; capacity: number | null; waiting: number };
}

const organiserMailOf = (eventId: number, event: EventAfterRegistration, change: OrganiserMail['change'], member: string, promoted: string | null): OrganiserMail => ({
  to: event.organizerEmail,
  name: event.organizerName,
  event: { id: eventId, title: event.title, date: event.eventDate },
  change,
  member,
  promoted,
  places: { taken: event.registeredCount, capacity: event.maxParticipants, waiting: event.waitlistCount },
});

/**
 * Takes a place for `userId`, atomically, or a place in the waiting list when none is left: one
 * batch (a transaction in D1) inserts the registration only while a place is left and the event
 * has not happened, otherwise the waiting-list entry (only when the event is full, has not
 * happened and the member is not registered), recounts, and reads back. Concurrent requests are
 * serialised by D1, so the count never passes `max_participants`; the CHECK constraint on
 * `events` is the last guard. The organiser never takes a place in their own event. A registration
 * tells the organiser in the portal and, when they want it at once, stores the link of the e-mail
 * the caller then queues (`organiserMail`). Hand SQL: the conditions are inside the inserts (decision 066).
 */
export async function reserveEventPlace(db: D1Database, eventId: number, userId: number, now: string, mailToken: OrganiserMailToken): Promise<RegistrationOutcome> {
  const [inserted, , mailed, waitlisted, , readBack] = await db.batch([
    db
      .prepare(
        `INSERT INTO event_registrations (event_id, user_id)
         SELECT ?1, ?2 WHERE EXISTS (
           SELECT 1 FROM events x
            WHERE x.id = ?1 AND x.organizer_id <> ?2 AND x.event_date >= ?3 AND x.cancelled_at IS NULL AND x.hidden_at IS NULL AND ${readableBy('x', '?2')}
              AND (x.max_participants IS NULL OR x.registered_count < x.max_participants))
           AND NOT EXISTS (SELECT 1 FROM event_waitlist WHERE event_id = ?1 AND user_id = ?2)
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, userId, now),
    organiserNotification(db, 'event-registration', eventId, userId),
    organiserMailTokenStatement(db, mailToken, eventId, userId),
    db
      .prepare(
        `INSERT INTO event_waitlist (event_id, user_id)
         SELECT ?1, ?2 WHERE EXISTS (
           SELECT 1 FROM events x
            WHERE x.id = ?1 AND x.organizer_id <> ?2 AND x.event_date >= ?3 AND x.cancelled_at IS NULL AND x.hidden_at IS NULL AND ${readableBy('x', '?2')}
              AND x.max_participants IS NOT NULL AND x.registered_count >= x.max_participants)
           AND NOT EXISTS (SELECT 1 FROM event_registrations WHERE event_id = ?1 AND user_id = ?2)
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, userId, now),
    recountRegistrations(db, eventId),
    readBackRegistration(db, eventId, userId),
  ]);
  const event = readBack!.results[0] as EventAfterRegistration | undefined;
  // An event hidden by moderation is absent for everyone but its organiser (docs/rules/trust.md).
  if (!event || event.hiddenFromMember) return { status: 'not-found' };
  if (inserted!.meta.changes === 1) {
    const organiserMail = mailed!.meta.changes === 1 ? organiserMailOf(eventId, event, 'registered', event.memberName, null) : null;
    return { status: 'registered', result: resultOf(event), organiserMail };
  }
  if (waitlisted!.meta.changes === 1) return { status: 'waitlisted', position: event.waitlistPosition };
  if (event.cancelled) return { status: 'cancelled' };
  if (event.isRegistered) return { status: 'already-registered' };
  if (event.waitlistPosition > 0) return { status: 'already-waitlisted' };
  if (event.ownEvent) return { status: 'own-event' };
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
 * the list, whatever the concurrency. Answers the member's state, who was promoted (to be told)
 * and what the organiser is e-mailed, when they want it at once and someone else cancelled or was
 * promoted (its link stored in the batch); null when the event does not exist.
 */
export async function releaseEventPlace(
  db: D1Database,
  eventId: number,
  userId: number,
  now: string,
  mailToken: OrganiserMailToken,
): Promise<{ result: RegistrationResult; promoted: PromotedMember | null; organiserMail: OrganiserMail | null } | null> {
  const results = await db.batch([
    db.prepare('DELETE FROM event_registrations WHERE event_id = ? AND user_id = ?').bind(eventId, userId),
    organiserNotification(db, 'event-cancellation', eventId, userId),
    organiserMailTokenStatement(db, mailToken, eventId, userId),
    db.prepare('DELETE FROM event_waitlist WHERE event_id = ? AND user_id = ?').bind(eventId, userId),
    // The first in line takes the place if one is free now (counted from the rows, not the stale counter).
    db
      .prepare(
        `INSERT INTO event_registrations (event_id, user_id)
         SELECT w.event_id, w.user_id FROM event_waitlist w JOIN events e ON e.id = w.event_id
          WHERE w.event_id = ?1 AND e.event_date >= ?2 AND e.cancelled_at IS NULL
            AND (e.max_participants IS NULL OR (SELECT count(*) FROM event_registrations r WHERE r.event_id = ?1) < e.max_participants)
          ORDER BY w.id LIMIT 1
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, now),
    organiserMailTokenStatement(db, mailToken, eventId, userId),
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
  const event = results[10]!.results[0] as EventAfterRegistration | undefined;
  if (!event) return null;
  const promoted = (results[6]!.results[0] as PromotedMember | undefined) ?? null;
  const cancelled = results[0]!.meta.changes === 1;
  const mailed = results[2]!.meta.changes + results[5]!.meta.changes > 0;
  let organiserMail: OrganiserMail | null = null;
  if (mailed && cancelled) organiserMail = organiserMailOf(eventId, event, 'cancelled', event.memberName, promoted?.fullName ?? null);
  else if (mailed && promoted) organiserMail = organiserMailOf(eventId, event, 'promoted', promoted.fullName, null);
  return { result: resultOf(event), promoted, organiserMail };
}

/** The event's registrants, first registered first, for its organiser; null when `organizerId` does not organise it (or it does not exist). */
export async function listRegistrants(db: ReadOnlyD1, eventId: number, organizerId: number): Promise<{ title: string; registrants: EventRegistrant[] } | null> {
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

/** What a change or cancellation needs to know first: who organises the event, and what registrants are told about. */
export interface EventForChange {
  organizerId: number;
  title: string;
  description: string;
  imageUrl: string | null;
  eventDate: string;
  endDate: string | null;
  location: string;
  onlineUrl: string | null;
  registeredCount: number;
  cancelledAt: string | null;
  /** The community it is posted in (null: the whole portal). */
  communityId: number | null;
}

export async function getEventForChange(db: ReadOnlyD1, id: number): Promise<EventForChange | null> {
  return db
    .prepare(
      `SELECT organizer_id AS organizerId, title, description, image_url AS imageUrl, event_date AS eventDate, ends_at AS endDate, location, online_url AS onlineUrl,
              registered_count AS registeredCount, cancelled_at AS cancelledAt, community_id AS communityId
         FROM events WHERE id = ?`,
    )
    .bind(id)
    .first<EventForChange>();
}

/** The fields an organiser may change, as stored. */
export type EventChanges = Partial<NewEvent>;

const EVENT_CHANGE_COLUMNS: Record<keyof EventChanges, string> = {
  title: 'title',
  description: 'description',
  eventType: 'event_type',
  eventDate: 'event_date',
  endDate: 'ends_at',
  price: 'price_cents',
  location: 'location',
  imageUrl: 'image_url',
  maxParticipants: 'max_participants',
  onlineUrl: 'online_url',
  cpdHours: 'cpd_quarter_hours',
  communityId: 'community_id',
};

export type EventChangeOutcome = { status: 'changed'; event: PortalEvent } | { status: 'below-registrations' | 'cancelled' | 'not-found' };

/**
 * Changes the organiser's event (only while it is not cancelled, and never to fewer places than
 * its registrations: the condition is inside the update, so a registration made meanwhile is
 * counted), re-stems its searched fields, tells its registrants when `tellRegistrants` (the date, end,
 * place or link changed) and reads it back: one batch. A new date asks for a new reminder.
 */
export async function updateEvent(
  db: D1Database,
  id: number,
  organizerId: number,
  changes: EventChanges,
  current: Pick<NewEvent, 'title' | 'description' | 'location'>,
  tellRegistrants: boolean,
): Promise<EventChangeOutcome> {
  const assignments: string[] = [];
  const params: unknown[] = [];
  for (const [field, column] of Object.entries(EVENT_CHANGE_COLUMNS) as [keyof EventChanges, string][]) {
    if (changes[field] === undefined) continue;
    assignments.push(`${column} = ?`);
    params.push(field === 'price' ? centsOf(changes.price!) : field === 'cpdHours' ? (changes.cpdHours === null ? null : quarterHoursOf(changes.cpdHours!)) : changes[field]);
  }
  for (const [column, stems] of Object.entries(stemsOf('event', { title: changes.title, description: changes.description, location: changes.location }, { columns: true }))) {
    assignments.push(`${column} = ?`);
    params.push(stems);
  }
  if (changes.title !== undefined || changes.description !== undefined || changes.location !== undefined) {
    assignments.push('search_text = ?');
    params.push(eventSearchText({ ...current, ...definedOnly(changes) }));
  }
  if (changes.eventDate !== undefined) assignments.push('reminder_sent_at = NULL');
  assignments.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  const newMax = changes.maxParticipants === undefined ? null : changes.maxParticipants;
  const update = db
    .prepare(
      `UPDATE events SET ${assignments.join(', ')}
        WHERE id = ? AND organizer_id = ? AND cancelled_at IS NULL AND (? IS NULL OR ? >= registered_count)`,
    )
    .bind(...params, id, organizerId, newMax, newMax);
  const statements = [update];
  if (tellRegistrants) statements.push(registrantsNotification(db, 'event-changed', id, organizerId, false));
  statements.push(db.prepare(`${SELECT_EVENT} WHERE e.id = ?`).bind(...viewerParameters(organizerId), id));
  const results = await db.batch(statements);
  const row = results.at(-1)!.results[0] as EventRow | undefined;
  if (!row) return { status: 'not-found' };
  if (results[0]!.meta.changes > 0) return { status: 'changed', event: toEvent(row) };
  if (row.cancelledAt) return { status: 'cancelled' };
  return { status: 'below-registrations' };
}

const definedOnly = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export type EventCancelOutcome = { status: 'cancelled'; event: PortalEvent } | { status: 'already-cancelled' | 'not-found' };

/**
 * Cancels the organiser's event with its reason, once (a second cancellation changes nothing),
 * tells its registrants and those waiting, and reads it back: one batch. The registrations stay
 * (the registrants see 'Cancelado' in their events); no place is taken or given after it.
 */
export async function cancelEvent(db: D1Database, id: number, organizerId: number, reason: string): Promise<EventCancelOutcome> {
  const [cancelled, , readBack] = await db.batch([
    db
      .prepare(
        `UPDATE events SET cancelled_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), cancel_reason = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          WHERE id = ? AND organizer_id = ? AND cancelled_at IS NULL`,
      )
      .bind(reason, id, organizerId),
    registrantsNotification(db, 'event-cancelled', id, organizerId, true),
    db.prepare(`${SELECT_EVENT} WHERE e.id = ?`).bind(...viewerParameters(organizerId), id),
  ]);
  const row = readBack!.results[0] as EventRow | undefined;
  if (!row) return { status: 'not-found' };
  if (cancelled!.meta.changes > 0) return { status: 'cancelled', event: toEvent(row) };
  return { status: 'already-cancelled' };
}

/** Whom to e-mail about an event's change or cancellation: its registrants (and, on cancellation, those waiting) who want event news at once. */
interface EventNewsRecipient {
  userId: number;
  email: string;
  name: string;
}

export interface EventNews {
  event: { id: number; title: string; eventDate: string; endDate: string | null; location: string; onlineUrl: string | null; cancelReason: string | null };
  recipients: EventNewsRecipient[];
}

export async function eventNewsRecipients(db: ReadOnlyD1, eventId: number, includeWaitlist: boolean): Promise<EventNews | null> {
  const [event, recipients] = await db.batch([
    db
      .prepare('SELECT id, title, event_date AS eventDate, ends_at AS endDate, location, online_url AS onlineUrl, cancel_reason AS cancelReason, organizer_id AS organizerId FROM events WHERE id = ?')
      .bind(eventId),
    db
      .prepare(
        `SELECT u.id AS userId, u.email, u.full_name AS name
           FROM users u JOIN events e ON e.id = ?1 LEFT JOIN email_preferences p ON p.user_id = u.id
          WHERE u.id <> e.organizer_id AND ${emailChoice('events')} = 'immediate'
            AND (u.id IN (SELECT user_id FROM event_registrations WHERE event_id = ?1)
                 OR (?2 AND u.id IN (SELECT user_id FROM event_waitlist WHERE event_id = ?1)))
          ORDER BY u.id`,
      )
      .bind(eventId, includeWaitlist ? 1 : 0),
  ]);
  const found = event!.results[0] as EventNews['event'] | undefined;
  if (!found) return null;
  return { event: found, recipients: recipients!.results as unknown as EventNewsRecipient[] };
}
