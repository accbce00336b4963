import { hoursOf, type Attendee, type Certificate, type EventAttendance } from '#contract/cpd-types';
import type { ReadOnlyD1 } from '../client';
import { upsertNotificationsSql } from './notifications';
import { pickUserSummary, userSummaryColumns, type UserSummaryColumns } from './shared';
import { emailChoice } from './email-preferences';

// Tickets, attendance and certificates of attendance (docs/rules/cpd-portfolio.md). Hand SQL: the
// record of an attendance, its certificate, its portfolio entry and its notification are one batch
// whose statements each act only when the one before changed a row, so two check-ins of one ticket
// at once give one certificate.

/** The registrant's ticket code, or null when they are not registered for the event. */
export async function readTicketCode(db: ReadOnlyD1, eventId: number, userId: number): Promise<{ code: string | null } | null> {
  return db.prepare('SELECT ticket_code AS code FROM event_registrations WHERE event_id = ? AND user_id = ?').bind(eventId, userId).first<{ code: string | null }>();
}

/** Gives the registration its ticket code, unless it has one already (a concurrent request's), and answers the code it keeps. */
export async function issueTicketCode(db: D1Database, eventId: number, userId: number, code: string): Promise<string | null> {
  const row = await db
    .prepare('UPDATE event_registrations SET ticket_code = coalesce(ticket_code, ?3) WHERE event_id = ?1 AND user_id = ?2 RETURNING ticket_code AS code')
    .bind(eventId, userId, code)
    .first<{ code: string }>();
  return row?.code ?? null;
}

/** Who holds a ticket: the registration's event and member; null for an unknown code. */
export async function findTicket(db: ReadOnlyD1, code: string): Promise<{ eventId: number; userId: number } | null> {
  return db.prepare('SELECT event_id AS eventId, user_id AS userId FROM event_registrations WHERE ticket_code = ?').bind(code).first<{ eventId: number; userId: number }>();
}

/** What recording attendance checks first: who organises the event, when it starts, whether it is cancelled. */
export interface EventForAttendance {
  id: number;
  title: string;
  eventDate: string;
  organizerId: number;
  cancelled: number;
  cpdQuarterHours: number | null;
  isOnline: number;
}

export async function getEventForAttendance(db: ReadOnlyD1, eventId: number): Promise<EventForAttendance | null> {
  return db
    .prepare(
      `SELECT id, title, event_date AS eventDate, organizer_id AS organizerId, cancelled_at IS NOT NULL AS cancelled, cpd_quarter_hours AS cpdQuarterHours,
              online_url IS NOT NULL AS isOnline
         FROM events WHERE id = ?`,
    )
    .bind(eventId)
    .first<EventForAttendance>();
}

const ATTENDEE_COLUMNS = `${userSummaryColumns('u', 'member_')}, r.created_at AS registeredAt, r.attended_at AS attendedAt,
  (SELECT c.code FROM cpd_certificates c WHERE c.event_id = r.event_id AND c.user_id = r.user_id AND c.revoked_at IS NULL) AS certificateCode`;

type AttendeeRow = UserSummaryColumns<'member_'> & { registeredAt: string; attendedAt: string | null; certificateCode: string | null };

const toAttendee = (row: AttendeeRow): Attendee => ({
  member: pickUserSummary(row, 'member_'),
  registeredAt: row.registeredAt,
  attendedAt: row.attendedAt,
  certificateCode: row.certificateCode,
});

/** The registrants of the organiser's event with their attendance, first registered first. */
export async function listAttendees(db: ReadOnlyD1, eventId: number): Promise<Attendee[]> {
  const { results } = await db.prepare(`SELECT ${ATTENDEE_COLUMNS} FROM event_registrations r JOIN users u ON u.id = r.user_id WHERE r.event_id = ? ORDER BY r.id`).bind(eventId).all<AttendeeRow>();
  return results.map(toAttendee);
}

export const attendanceEventOf = (event: EventForAttendance, opensAt: string): EventAttendance['event'] => ({
  id: event.id,
  title: event.title,
  eventDate: event.eventDate,
  cpdHours: event.cpdQuarterHours === null ? null : hoursOf(event.cpdQuarterHours),
  isOnline: Boolean(event.isOnline),
  cancelled: Boolean(event.cancelled),
  attendanceOpensAt: opensAt,
});

/** What the member is e-mailed when their certificate is issued (null: none issued, or they do not want event news at once). */
interface CertificateMail {
  to: string;
  name: string;
  code: string;
  eventTitle: string;
  eventDate: string;
  quarterHours: number;
}

export type AttendanceOutcome = { status: 'changed' | 'unchanged'; attendee: Attendee; mail: CertificateMail | null } | { status: 'not-registered' | 'closed' };

/** What `recordAttendance` needs: the event's organiser, the moment attendance opens for it, fresh codes and the e-mail's unsubscribe link. */
export interface AttendanceRecord {
  eventId: number;
  userId: number;
  organizerId: number;
  attended: boolean;
  now: string;
  /** Attendance may be recorded for events starting before this instant (now plus two hours). */
  startsBefore: string;
  /** The event's day in Lisbon, `YYYY-MM-DD`: the portfolio entry's date. */
  entryDate: string;
  certificateCode: string;
  mailToken: { tokenHash: string; expiresAt: number };
}

/**
 * Records (or un-records) a registrant's attendance, in one batch. Marking: the registration's
 * `attended_at` is set only while it is unset, the event is the organiser's, not cancelled and
 * starting within two hours; only then (`changes() = 1`) a certificate is inserted when the event
 * has CPD hours, then its portfolio entry, the member's notification and, when they want event news
 * at once, the e-mail's unsubscribe link. Un-marking clears it, revokes the valid certificate and
 * deletes the entry it created. Answers whether anything changed and the registrant as they now are.
 */
export async function recordAttendance(db: D1Database, record: AttendanceRecord): Promise<AttendanceOutcome> {
  const { eventId, userId, organizerId } = record;
  const eventOpen = `EXISTS (SELECT 1 FROM events e WHERE e.id = ?1 AND e.organizer_id = ?3 AND e.cancelled_at IS NULL AND e.event_date <= ?4)`;
  const writes = record.attended
    ? [
        db
          .prepare(`UPDATE event_registrations SET attended_at = ?5 WHERE event_id = ?1 AND user_id = ?2 AND attended_at IS NULL AND ${eventOpen}`)
          .bind(eventId, userId, organizerId, record.startsBefore, record.now),
        db
          .prepare(
            `INSERT INTO cpd_certificates (code, user_id, event_id, organizer_id, member_name, event_title, event_date, organizer_name, quarter_hours)
             SELECT ?3, m.id, e.id, e.organizer_id, m.full_name, e.title, e.event_date, o.full_name, e.cpd_quarter_hours
               FROM events e JOIN users m ON m.id = ?2 JOIN users o ON o.id = e.organizer_id
              WHERE e.id = ?1 AND e.cpd_quarter_hours IS NOT NULL AND changes() = 1
             ON CONFLICT DO NOTHING`,
          )
          .bind(eventId, userId, record.certificateCode),
        db
          .prepare(
            `INSERT INTO cpd_entries (user_id, entry_date, title, kind, quarter_hours, event_id, certificate_code)
             SELECT c.user_id, ?2, c.event_title, 'evento', c.quarter_hours, c.event_id, c.code FROM cpd_certificates c WHERE c.code = ?1 AND changes() = 1`,
          )
          .bind(record.certificateCode, record.entryDate),
        db
          .prepare(
            upsertNotificationsSql(
              'certificate-issued',
              'event',
              `SELECT c.user_id AS recipient, c.organizer_id AS actor, c.event_id AS target, c.event_title AS title FROM cpd_certificates c WHERE c.code = ?1 AND changes() = 1`,
            ),
          )
          .bind(record.certificateCode),
        db
          .prepare(
            `INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at)
             SELECT ?2, c.user_id, 'events', ?3 FROM cpd_certificates c LEFT JOIN email_preferences p ON p.user_id = c.user_id
              WHERE c.code = ?1 AND ${emailChoice('events')} = 'immediate'`,
          )
          .bind(record.certificateCode, record.mailToken.tokenHash, record.mailToken.expiresAt),
      ]
    : [
        db
          .prepare(
            `UPDATE event_registrations SET attended_at = NULL WHERE event_id = ?1 AND user_id = ?2 AND attended_at IS NOT NULL AND EXISTS (SELECT 1 FROM events e WHERE e.id = ?1 AND e.organizer_id = ?3)`,
          )
          .bind(eventId, userId, organizerId),
        db.prepare(`UPDATE cpd_certificates SET revoked_at = ?3 WHERE event_id = ?1 AND user_id = ?2 AND revoked_at IS NULL AND changes() = 1`).bind(eventId, userId, record.now),
        db.prepare('DELETE FROM cpd_entries WHERE certificate_code IN (SELECT code FROM cpd_certificates WHERE event_id = ?1 AND user_id = ?2 AND revoked_at IS NOT NULL)').bind(eventId, userId),
      ];
  const results = await db.batch([
    ...writes,
    db
      .prepare(
        `SELECT ${ATTENDEE_COLUMNS}, m.email AS email, m.full_name AS fullName,
                EXISTS (SELECT 1 FROM unsubscribe_tokens t WHERE t.token_hash = ?3) AS mailed,
                (SELECT e.title FROM events e WHERE e.id = ?1) AS eventTitle, (SELECT e.event_date FROM events e WHERE e.id = ?1) AS eventDate,
                (SELECT c.quarter_hours FROM cpd_certificates c WHERE c.code = ?4) AS quarterHours
           FROM event_registrations r JOIN users u ON u.id = r.user_id JOIN users m ON m.id = r.user_id
          WHERE r.event_id = ?1 AND r.user_id = ?2`,
      )
      .bind(eventId, userId, record.mailToken.tokenHash, record.certificateCode),
  ]);
  const row = results.at(-1)!.results[0] as (AttendeeRow & { email: string; fullName: string; mailed: number; eventTitle: string; eventDate: string; quarterHours: number | null }) | undefined;
  if (!row) return { status: 'not-registered' };
  const changed = results[0]!.meta.changes === 1;
  if (!changed && record.attended && row.attendedAt === null) return { status: 'closed' };
  const issued = record.attended && results[1]!.meta.changes === 1;
  const mail =
    issued && row.mailed && row.quarterHours !== null
      ? { to: row.email, name: row.fullName, code: record.certificateCode, eventTitle: row.eventTitle, eventDate: row.eventDate, quarterHours: row.quarterHours }
      : null;
  return { status: changed ? 'changed' : 'unchanged', attendee: toAttendee(row), mail };
}

const CERTIFICATE_COLUMNS = `code, member_name AS memberName, event_title AS eventTitle, event_date AS eventDate, quarter_hours AS quarterHours,
  organizer_name AS organizerName, created_at AS issuedAt, CASE WHEN revoked_at IS NULL THEN 'valid' ELSE 'revoked' END AS status`;

/** A certificate as anyone verifies it, and who may download its PDF (the member and the organiser); null for an unknown code. */
export async function getCertificate(db: ReadOnlyD1, code: string): Promise<{ certificate: Certificate; userId: number; organizerId: number | null } | null> {
  const row = await db
    .prepare(`SELECT ${CERTIFICATE_COLUMNS}, user_id AS userId, organizer_id AS organizerId FROM cpd_certificates WHERE code = ?`)
    .bind(code)
    .first<Omit<Certificate, 'hours'> & { quarterHours: number; userId: number; organizerId: number | null }>();
  if (!row) return null;
  const { quarterHours, userId, organizerId, ...rest } = row;
  return { certificate: { ...rest, hours: hoursOf(quarterHours) }, userId, organizerId };
}
