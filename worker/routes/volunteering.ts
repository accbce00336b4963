import { filterIdSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '#contract/common';
import { volunteeringInputSchema } from '#contract/volunteering';
import { Hono } from 'hono';
import { createVolunteering, getVolunteering, listVolunteering } from '../db/queries/volunteering';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { currentUserId, requireUser } from '../middleware/session';
import { withinWriteLimit } from '../services/write-limits';

const NOT_FOUND = 'Voluntariado não encontrado';

const listQuerySchema = pageQuerySchema.extend({ authorId: filterIdSchema });

export const volunteeringRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, listQuerySchema);
    const { items, total } = await listVolunteering(c.env.DB, { limit: query.limit, offset: query.offset, q: query.q, posterId: query.authorId });
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json(items);
  })
  .get('/:id', async (c) => {
    const offer = await getVolunteering(c.env.DB, parseId(c.req.param('id'), NOT_FOUND));
    if (!offer) throw notFound(NOT_FOUND);
    return c.json(offer);
  })
  .post('/', requireUser, async (c) => {
    const input = await parseJson(c, volunteeringInputSchema);
    const offer = await withinWriteLimit(c, 'item', () =>
      createVolunteering(
        c.env.DB,
        {
          title: input.title,
          description: input.description,
          organization: input.organization,
          location: input.location,
          contactEmail: input.contact,
          expiresAt: input.expiresAt,
        },
        currentUserId(c),
      ),
    );
    return c.json(offer, 201);
  });
