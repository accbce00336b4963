import { filterIdSchema, pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { eventInputSchema } from '#contract/events';
import type { RegistrationResult } from '#contract/events-types';
import { Hono } from 'hono';
import { createEvent, getEvent, listEvents, releaseEventPlace, reserveEventPlace } from '../db/queries/events';
import type { AppEnv } from '../env';
import { badRequest, conflict, notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { currentUserId, requireUser, viewerId } from '../middleware/session';
import { assertOwnUploads } from '../services/file-references';
import { requireMember, withinMemberWriteLimit } from '../middleware/member-writes';

const NOT_FOUND = 'Evento não encontrado';
export const ALREADY_REGISTERED = 'Já está inscrito neste evento.';
export const EVENT_FULL = 'Este evento já não tem vagas.';
export const EVENT_PAST = 'Este evento já decorreu: já não é possível inscrever-se.';
const DATE_IN_PAST = 'A data do evento não pode estar no passado.';

const listQuerySchema = pageQuerySchema.extend({ authorId: filterIdSchema });

export const eventRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, listQuerySchema);
    const { items, total } = await listEvents(c.env.DB, {
      limit: query.limit,
      offset: query.offset,
      q: query.q,
      ownerId: query.authorId,
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
      case 'already-registered':
        throw conflict(ALREADY_REGISTERED);
      case 'full':
        throw conflict(EVENT_FULL);
      case 'past':
        throw conflict(EVENT_PAST);
      case 'not-found':
        throw notFound(NOT_FOUND);
    }
  })
  .delete('/:id/register', requireUser, async (c) => {
    const result = await releaseEventPlace(c.env.DB, parseId(c.req.param('id'), NOT_FOUND), currentUserId(c));
    if (!result) throw notFound(NOT_FOUND);
    return c.json<RegistrationResult>(result);
  });
