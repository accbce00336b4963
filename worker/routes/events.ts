import { filterIdSchema, pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { eventInputSchema, eventWhenSchema } from '#contract/events';
import type { EventRegistrant, RegistrationResult, WaitlistResult } from '#contract/events-types';
import { Hono, type Context } from 'hono';
import { createEvent, getEvent, listEvents, listRegistrants, releaseEventPlace, reserveEventPlace } from '../db/queries/events';
import type { AppEnv } from '../env';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { currentUserId, requireUser, viewerId } from '../middleware/session';
import { assertOwnUploads } from '../services/file-references';
import { requireMember, withinMemberWriteLimit } from '../middleware/member-writes';
import { eventCalendar } from '../services/event-calendar';
import { registrantsCsv } from '../services/registrants-csv';
import { queueMail } from '../services/mail/outbox';

const NOT_FOUND = 'Evento não encontrado';
export const ALREADY_REGISTERED = 'Já está inscrito neste evento.';
export const ALREADY_WAITLISTED = 'Já está na lista de espera deste evento.';
const ONLY_ORGANISER = 'Só o organizador do evento pode ver os inscritos.';
export const EVENT_PAST = 'Este evento já decorreu: já não é possível inscrever-se.';
const DATE_IN_PAST = 'A data do evento não pode estar no passado.';

const listQuerySchema = pageQuerySchema.extend({ authorId: filterIdSchema, when: eventWhenSchema });

export const eventRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, listQuerySchema);
    const { items, total } = await listEvents(c.env.DB, {
      limit: query.limit,
      offset: query.offset,
      q: query.q,
      ownerId: query.authorId,
      when: query.when,
      viewerId: viewerId(c) ?? undefined,
      now: new Date().toISOString(),
    });
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json(items);
  })
  .get('/:id', async (c) => {
    const event = await getEvent(c.env.DB, parseId(c.req.param('id'), NOT_FOUND), viewerId(c) ?? undefined);
    if (!event) throw notFound(NOT_FOUND);
    return c.json(event);
  })
  .post('/', requireMember, async (c) => {
    const input = await parseJson(c, eventInputSchema);
    if (input.eventDate < new Date().toISOString()) throw badRequest(DATE_IN_PAST, { eventDate: DATE_IN_PAST });
    const event = await withinMemberWriteLimit(
      c,
      'item',
      () => createEvent(c.env.DB, input, currentUserId(c)),
      () => assertOwnUploads(c.env.DB, currentUserId(c), { imageUrl: input.imageUrl }),
    );
    return c.json(event, 201);
  })
  .post('/:id/register', requireUser, async (c) => {
    const eventId = parseId(c.req.param('id'), NOT_FOUND);
    const outcome = await reserveEventPlace(c.env.DB, eventId, currentUserId(c), new Date().toISOString());
    switch (outcome.status) {
      case 'registered':
        return c.json<RegistrationResult>(outcome.result, 201);
      case 'waitlisted':
        return c.json<WaitlistResult>({ waitlisted: true, position: outcome.position }, 202);
      case 'already-registered':
        throw conflict(ALREADY_REGISTERED);
      case 'already-waitlisted':
        throw conflict(ALREADY_WAITLISTED);
      case 'past':
        throw conflict(EVENT_PAST);
      case 'not-found':
        throw notFound(NOT_FOUND);
    }
  })
  .delete('/:id/register', requireUser, async (c) => {
    const eventId = parseId(c.req.param('id'), NOT_FOUND);
    const released = await releaseEventPlace(c.env.DB, eventId, currentUserId(c), new Date().toISOString());
    if (!released) throw notFound(NOT_FOUND);
    const { promoted } = released;
    // The first in line, registered in the same transaction, is told by e-mail.
    if (promoted) {
      await queueMail(c.env, {
        kind: 'event-place-freed',
        to: promoted.email,
        name: promoted.fullName,
        event: { id: eventId, title: promoted.eventTitle, date: promoted.eventDate },
      });
    }
    return c.json<RegistrationResult>(released.result);
  })
  .get('/:id/calendar.ics', async (c) => {
    const event = await getEvent(c.env.DB, parseId(c.req.param('id'), NOT_FOUND), viewerId(c) ?? undefined);
    if (!event) throw notFound(NOT_FOUND);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="evento-${event.id}.ics"`);
    return c.body(eventCalendar(event, { publicUrl: c.env.PUBLIC_URL, now: new Date() }));
  })
  .get('/:id/registrations', requireUser, async (c) => {
    const found = await registrantsFor(c);
    return c.json<EventRegistrant[]>(found.registrants);
  })
  .get('/:id/registrations.csv', requireUser, async (c) => {
    const found = await registrantsFor(c);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="inscritos-evento-${c.req.param('id')}.csv"`);
    return c.body(registrantsCsv(found.registrants));
  });

/** The registrants of the event in the path, for its organiser only (403 for anyone else, 404 when it does not exist). */
async function registrantsFor(c: Context<AppEnv>) {
  const eventId = parseId(c.req.param('id'), NOT_FOUND);
  const found = await listRegistrants(c.env.DB, eventId, currentUserId(c));
  if (found) return found;
  const exists = await getEvent(c.env.DB, eventId);
  if (!exists) throw notFound(NOT_FOUND);
  throw forbidden(ONLY_ORGANISER);
}
