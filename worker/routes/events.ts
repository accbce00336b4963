import { filterIdSchema, pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { eventCancelSchema, eventEndProblem, eventInputSchema, eventUpdateSchema, eventWhenSchema } from '#contract/events';
import type { EventRegistrant, RegistrationResult, WaitlistResult } from '#contract/events-types';
import { Hono, type Context } from 'hono';
import {
  cancelEvent,
  createEvent,
  getEvent,
  getEventForChange,
  listEventsJson,
  listRegistrants,
  releaseEventPlace,
  reserveEventPlace,
  updateEvent,
  type EventChanges,
  type OrganiserMail,
} from '../db/queries/events';
import type { AppEnv } from '../env';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { jsonText } from '../lib/json-text';
import { parseId, parseJson, parseQuery, readJsonObject, validate } from '../lib/validation';
import { assertOwner, checkSession, currentUserId, requireMember, viewerId } from '../middleware/session';
import { assertOwnUploads } from '../services/file-references';
import { alongsideSessionCheck, withinMemberWriteLimit } from '../middleware/member-writes';
import { queueJob } from '../services/job-queue';
import { answerDeletion } from './item-deletion';
import { assertMayPostIn } from './community-posting';
import { eventCalendar } from '../services/event-calendar';
import { registrantsCsv } from '../services/registrants-csv';
import { queueMail } from '../services/mail/outbox';
import { issueUnsubscribeToken } from '../services/email-tokens';

const NOT_FOUND = 'Evento não encontrado';
const ALREADY_REGISTERED = 'Já se inscreveu neste evento.';
const ALREADY_WAITLISTED = 'Já está na lista de espera deste evento.';
const ONLY_ORGANISER = 'Só o organizador do evento pode ver os inscritos.';
const EVENT_PAST = 'Este evento já decorreu: já não é possível inscrever-se.';
const DATE_IN_PAST = 'A data do evento não pode estar no passado.';
const ONLY_ORGANISER_CHANGES = 'Não tem permissão: só o organizador pode alterar este evento.';
const EVENT_CANCELLED = 'Este evento foi cancelado.';
const ALREADY_CANCELLED = 'Este evento já foi cancelado.';
const FEWER_PLACES_THAN_REGISTRANTS = 'O número de vagas não pode ser menor do que o número de inscritos.';
const OWN_EVENT = 'É quem organiza este evento: não se pode inscrever nele.';

/** The fields whose change the registrants are told about (not a typo in the description). */
const NEWS_FIELDS = ['eventDate', 'location', 'onlineUrl'] as const;

/** The end refused against the start (400, under `endDate`), when it does not fit. */
function assertEndFits(start: string, end: string | null): void {
  const problem = end === null ? null : eventEndProblem(start, end);
  if (problem) throw badRequest(problem, { endDate: problem });
}

/** E-mails the organiser about a registration, a cancellation or a place given from the waiting list; the registration stands whatever happens to it (a refused e-mail is logged). */
async function mailOrganiser(c: Context<AppEnv>, mail: OrganiserMail | null, unsubscribeToken: string): Promise<void> {
  if (!mail) return;
  await queueMail(c.var.scope, { kind: 'event-registration-news', ...mail, unsubscribeToken }).catch((error: unknown) =>
    console.error(JSON.stringify({ level: 'error', task: 'event-registration-news', eventId: mail.event.id, error: String(error) })),
  );
}

/** Queues the e-mails of an event's change or cancellation; the change is made whatever happens to them (a refused job is logged). */
async function queueEventNews(c: Context<AppEnv>, eventId: number, news: 'changed' | 'cancelled'): Promise<void> {
  await queueJob(c.var.scope, { job: 'event-news', eventId, news }).catch((error: unknown) => console.error(JSON.stringify({ level: 'error', task: 'event-news', eventId, error: String(error) })));
}

const listQuerySchema = pageQuerySchema.extend({ authorId: filterIdSchema, communityId: filterIdSchema, when: eventWhenSchema });

export const eventRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, listQuerySchema);
    const { itemsJson, total } = await listEventsJson(c.var.scope.db.read, {
      limit: query.limit,
      offset: query.offset,
      q: query.q,
      ownerId: query.authorId,
      communityId: query.communityId,
      when: query.when,
      viewerId: viewerId(c) ?? undefined,
      now: new Date().toISOString(),
    });
    c.header(TOTAL_COUNT_HEADER, String(total));
    return jsonText(c, itemsJson);
  })
  .get('/:id', async (c) => {
    const event = await getEvent(c.var.scope.db.read, parseId(c.req.param('id'), NOT_FOUND), viewerId(c) ?? undefined);
    if (!event) throw notFound(NOT_FOUND);
    return c.json(event);
  })
  .post('/', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    const input = await parseJson(c, eventInputSchema);
    if (input.eventDate < new Date().toISOString()) throw badRequest(DATE_IN_PAST, { eventDate: DATE_IN_PAST });
    assertEndFits(input.eventDate, input.endDate);
    const event = await withinMemberWriteLimit(
      c,
      'item',
      () => createEvent(writes, input, currentUserId(c)),
      async () => {
        const [uploads, posting] = await Promise.allSettled([
          assertOwnUploads(c.var.scope.db.read, currentUserId(c), { imageUrl: input.imageUrl }),
          assertMayPostIn(c.var.scope.db.read, input.communityId, currentUserId(c)),
        ]);
        // The cover's refusal first, then the community's: the same answer whichever came back first.
        for (const outcome of [uploads, posting]) if (outcome.status === 'rejected') throw outcome.reason;
      },
    );
    return c.json(event, 201);
  })
  .patch('/:id', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const sent = await readJsonObject(c);
    const input = validate(eventUpdateSchema, sent);
    const has = (field: keyof EventChanges) => Object.hasOwn(sent, field);
    if (has('eventDate') && input.eventDate !== undefined && input.eventDate < new Date().toISOString()) throw badRequest(DATE_IN_PAST, { eventDate: DATE_IN_PAST });
    // A change counts towards the member's hourly edits; the event is read, its organiser checked and
    // the cover checked beside the count (one round trip), and a refused change gives the count back.
    const { event, tell } = await withinMemberWriteLimit(
      c,
      'edit',
      async (current) => {
        const changes: EventChanges = {};
        for (const field of ['title', 'description', 'eventType', 'eventDate', 'endDate', 'price', 'location', 'imageUrl', 'maxParticipants', 'onlineUrl', 'cpdHours', 'communityId'] as const) {
          if (has(field)) Object.assign(changes, { [field]: input[field] ?? null });
        }
        // An end given to an event that had none is no news to its registrants; a changed one is.
        const tell =
          NEWS_FIELDS.some((field) => has(field) && (changes[field] ?? null) !== current[field]) || (has('endDate') && current.endDate !== null && (changes.endDate ?? null) !== current.endDate);
        const outcome = await updateEvent(await c.var.scope.db.write(), id, currentUserId(c), changes, current, tell);
        switch (outcome.status) {
          case 'not-found':
            throw notFound(NOT_FOUND);
          case 'cancelled':
            throw conflict(EVENT_CANCELLED);
          case 'below-registrations':
            throw conflict(FEWER_PLACES_THAN_REGISTRANTS);
          case 'changed':
            return { event: outcome.event, tell };
        }
      },
      async () => {
        // An unchanged cover passes whoever uploaded it.
        const [current, coverRefused] = await Promise.all([
          getEventForChange(c.var.scope.db.read, id),
          has('imageUrl')
            ? assertOwnUploads(c.var.scope.db.read, currentUserId(c), { imageUrl: input.imageUrl }).then(
                () => null,
                (error: unknown) => error,
              )
            : null,
        ]);
        if (!current) throw notFound(NOT_FOUND);
        assertOwner(c, current.organizerId, ONLY_ORGANISER_CHANGES);
        if (current.cancelledAt) throw conflict(EVENT_CANCELLED);
        // The end is checked against the start, the one sent or the one stored.
        if (has('eventDate') || has('endDate')) assertEndFits(has('eventDate') ? input.eventDate! : current.eventDate, has('endDate') ? (input.endDate ?? null) : current.endDate);
        if (coverRefused && input.imageUrl !== current.imageUrl) throw coverRefused;
        // Into another community, its membership (docs/rules/communities.md); the same one, or out of it, nothing more.
        if (has('communityId') && (input.communityId ?? null) !== current.communityId) await assertMayPostIn(c.var.scope.db.read, input.communityId ?? null, currentUserId(c));
        return current;
      },
    );
    if (tell) await queueEventNews(c, id, 'changed');
    return c.json(event);
  })
  .delete('/:id', requireMember, (c) => answerDeletion(c, 'event', NOT_FOUND))
  .post('/:id/cancel', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const { reason } = await parseJson(c, eventCancelSchema);
    const current = await alongsideSessionCheck(c, () => getEventForChange(c.var.scope.db.read, id));
    if (!current) throw notFound(NOT_FOUND);
    assertOwner(c, current.organizerId, ONLY_ORGANISER_CHANGES);
    if (current.cancelledAt) throw conflict(ALREADY_CANCELLED);
    const outcome = await cancelEvent(await c.var.scope.db.write(), id, currentUserId(c), reason);
    if (outcome.status !== 'cancelled') throw outcome.status === 'not-found' ? notFound(NOT_FOUND) : conflict(ALREADY_CANCELLED);
    await queueEventNews(c, id, 'cancelled');
    return c.json(outcome.event);
  })
  .post('/:id/register', requireMember, async (c) => {
    await checkSession(c);
    const eventId = parseId(c.req.param('id'), NOT_FOUND);
    const unsubscribe = await issueUnsubscribeToken();
    const outcome = await reserveEventPlace(await c.var.scope.db.write(), eventId, currentUserId(c), new Date().toISOString(), unsubscribe);
    switch (outcome.status) {
      case 'registered':
        await mailOrganiser(c, outcome.organiserMail, unsubscribe.token);
        return c.json<RegistrationResult>(outcome.result, 201);
      case 'waitlisted':
        return c.json<WaitlistResult>({ waitlisted: true, position: outcome.position }, 202);
      case 'already-registered':
        throw conflict(ALREADY_REGISTERED);
      case 'already-waitlisted':
        throw conflict(ALREADY_WAITLISTED);
      case 'past':
        throw conflict(EVENT_PAST);
      case 'cancelled':
        throw conflict(EVENT_CANCELLED);
      case 'own-event':
        throw conflict(OWN_EVENT);
      case 'not-found':
        throw notFound(NOT_FOUND);
    }
  })
  .delete('/:id/register', requireMember, async (c) => {
    await checkSession(c);
    const eventId = parseId(c.req.param('id'), NOT_FOUND);
    const unsubscribe = await issueUnsubscribeToken();
    const released = await releaseEventPlace(await c.var.scope.db.write(), eventId, currentUserId(c), new Date().toISOString(), unsubscribe);
    if (!released) throw notFound(NOT_FOUND);
    const { promoted } = released;
    await Promise.all([
      mailOrganiser(c, released.organiserMail, unsubscribe.token),
      // The first in line, registered in the same transaction, is told by e-mail.
      promoted &&
        queueMail(c.var.scope, {
          kind: 'event-place-freed',
          to: promoted.email,
          name: promoted.fullName,
          event: { id: eventId, title: promoted.eventTitle, date: promoted.eventDate },
        }),
    ]);
    return c.json<RegistrationResult>(released.result);
  })
  .get('/:id/calendar.ics', async (c) => {
    const event = await getEvent(c.var.scope.db.read, parseId(c.req.param('id'), NOT_FOUND), viewerId(c) ?? undefined);
    if (!event) throw notFound(NOT_FOUND);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="evento-${event.id}.ics"`);
    return c.body(eventCalendar(event, { publicUrl: c.var.scope.config.publicUrl, now: new Date() }));
  })
  .get('/:id/registrations', requireMember, async (c) => {
    const found = await registrantsFor(c);
    return c.json<EventRegistrant[]>(found.registrants);
  })
  .get('/:id/registrations.csv', requireMember, async (c) => {
    const found = await registrantsFor(c);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="inscritos-evento-${c.req.param('id')}.csv"`);
    return c.body(registrantsCsv(found.registrants));
  });

/** The registrants of the event in the path, for its organiser only (403 for anyone else, 404 when it does not exist). */
async function registrantsFor(c: Context<AppEnv>) {
  const eventId = parseId(c.req.param('id'), NOT_FOUND);
  const found = await listRegistrants(c.var.scope.db.read, eventId, currentUserId(c));
  if (found) return found;
  const exists = await getEvent(c.var.scope.db.read, eventId);
  if (!exists) throw notFound(NOT_FOUND);
  throw forbidden(ONLY_ORGANISER);
}
