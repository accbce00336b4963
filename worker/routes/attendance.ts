import { attendanceInputSchema, checkInInputSchema } from '#contract/cpd';
import { formatHours, hoursOf, type Attendee, type EventAttendance, type EventTicket } from '#contract/cpd-types';
import { lisbonWallClock } from '#contract/lisbon-time';
import { Hono, type Context } from 'hono';
import {
  attendanceEventOf,
  findTicket,
  getEventForAttendance,
  issueTicketCode,
  listAttendees,
  readTicketCode,
  recordAttendance,
  type AttendanceOutcome,
  type EventForAttendance,
} from '../db/queries/attendance';
import type { AppEnv } from '../env';
import { conflict, forbidden, notFound } from '../lib/errors';
import { parseId, parseJson } from '../lib/validation';
import { alongsideSessionCheck } from '../middleware/member-writes';
import { checkSession, currentUserId, requireMember } from '../middleware/session';
import { randomCode } from '../services/cpd-codes';
import { issueUnsubscribeToken } from '../services/email-tokens';
import { queueMail } from '../services/mail/outbox';

// Tickets, check-in and attendance at events (docs/rules/cpd-portfolio.md).

const EVENT_NOT_FOUND = 'Evento não encontrado';
const NO_TICKET = 'Não tem inscrição neste evento: não há bilhete.';
const ONLY_ORGANISER = 'Só o organizador do evento pode registar presenças.';
const TICKET_NOT_FOUND = 'Bilhete não encontrado neste evento.';
const NOT_REGISTERED = 'Esta pessoa não tem inscrição neste evento.';
const ALREADY_CHECKED_IN = 'A presença desta pessoa já estava registada.';
const EVENT_CANCELLED = 'Este evento foi cancelado: não há presenças a registar.';
const TOO_EARLY = 'Ainda não pode registar presenças: o registo abre duas horas antes do início do evento.';

/** Attendance may be recorded from this long before the event starts. */
const ATTENDANCE_OPENS_BEFORE_MS = 2 * 60 * 60 * 1000;

const opensAt = (event: EventForAttendance) => new Date(Date.parse(event.eventDate) - ATTENDANCE_OPENS_BEFORE_MS).toISOString();

/** The event in the path, for its organiser (404 when it does not exist, 403 for anyone else). */
async function organisersEvent(c: Context<AppEnv>): Promise<EventForAttendance> {
  const eventId = parseId(c.req.param('id'), EVENT_NOT_FOUND);
  const event = await alongsideSessionCheck(c, () => getEventForAttendance(c.var.scope.db.read, eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.organizerId !== currentUserId(c)) throw forbidden(ONLY_ORGANISER);
  return event;
}

/** Records the attendance (or its absence) of `userId`, refusing a cancelled event or one that starts more than two hours from now. */
async function record(c: Context<AppEnv>, event: EventForAttendance, userId: number, attended: boolean): Promise<Extract<AttendanceOutcome, { attendee: Attendee }>> {
  const now = new Date();
  if (attended && event.cancelled) throw conflict(EVENT_CANCELLED);
  if (attended && now.toISOString() < opensAt(event)) throw conflict(TOO_EARLY);
  const unsubscribe = await issueUnsubscribeToken();
  const outcome = await recordAttendance(await c.var.scope.db.write(), {
    eventId: event.id,
    userId,
    organizerId: event.organizerId,
    attended,
    now: now.toISOString(),
    startsBefore: new Date(now.getTime() + ATTENDANCE_OPENS_BEFORE_MS).toISOString(),
    entryDate: lisbonWallClock(Date.parse(event.eventDate)).toISOString().slice(0, 10),
    certificateCode: randomCode(),
    mailToken: { tokenHash: unsubscribe.tokenHash, expiresAt: unsubscribe.expiresAt },
  });
  if (!('attendee' in outcome)) {
    // 'closed': the event was cancelled or moved between the read above and the write.
    throw outcome.status === 'not-registered' ? notFound(NOT_REGISTERED) : conflict(TOO_EARLY);
  }
  if (outcome.mail) {
    const { mail } = outcome;
    await queueMail(c.var.scope, {
      kind: 'certificate-issued',
      to: mail.to,
      name: mail.name,
      event: { id: event.id, title: mail.eventTitle, date: mail.eventDate },
      code: mail.code,
      hours: formatHours(hoursOf(mail.quarterHours)),
      unsubscribeToken: unsubscribe.token,
    }).catch((error: unknown) => console.error(JSON.stringify({ level: 'error', task: 'certificate-issued', eventId: event.id, error: String(error) })));
  }
  return outcome;
}

export const attendanceRoutes = new Hono<AppEnv>()
  .get('/:id/ticket', requireMember, async (c) => {
    const eventId = parseId(c.req.param('id'), EVENT_NOT_FOUND);
    const found = await alongsideSessionCheck(c, () => readTicketCode(c.var.scope.db.read, eventId, currentUserId(c)));
    if (!found) throw notFound(NO_TICKET);
    // The code is given the first time it is asked for (a concurrent request's code wins: one per registration).
    const code = found.code ?? (await issueTicketCode(await c.var.scope.db.write(), eventId, currentUserId(c), randomCode()));
    if (!code) throw notFound(NO_TICKET);
    return c.json<EventTicket>({ code });
  })
  .get('/:id/attendance', requireMember, async (c) => {
    const event = await organisersEvent(c);
    const attendees = await listAttendees(c.var.scope.db.read, event.id);
    return c.json<EventAttendance>({ event: attendanceEventOf(event, opensAt(event)), attendees });
  })
  .post('/:id/check-in', requireMember, async (c) => {
    const { code } = await parseJson(c, checkInInputSchema);
    const event = await organisersEvent(c);
    const ticket = await findTicket(c.var.scope.db.read, code);
    if (!ticket || ticket.eventId !== event.id) throw notFound(TICKET_NOT_FOUND);
    const outcome = await record(c, event, ticket.userId, true);
    if (outcome.status === 'unchanged') throw conflict(ALREADY_CHECKED_IN);
    return c.json<Attendee>(outcome.attendee);
  })
  .put('/:id/attendance/:userId', requireMember, async (c) => {
    const { attended } = await parseJson(c, attendanceInputSchema);
    const userId = parseId(c.req.param('userId'), NOT_REGISTERED);
    const event = await organisersEvent(c);
    await checkSession(c);
    const outcome = await record(c, event, userId, attended);
    return c.json<Attendee>(outcome.attendee);
  });
