import { filterIdSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '#contract/common';
import { opportunityInputSchema } from '#contract/opportunities';
import { Hono } from 'hono';
import { createOpportunity, getOpportunity, listOpportunities } from '../db/queries/opportunities';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { currentUserId, requireUser } from '../middleware/session';
import { withinWriteLimit } from '../services/write-limits';

const NOT_FOUND = 'Oportunidade não encontrada';

const listQuerySchema = pageQuerySchema.extend({ authorId: filterIdSchema });

export const opportunityRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, listQuerySchema);
    const { items, total } = await listOpportunities(c.env.DB, { limit: query.limit, offset: query.offset, q: query.q, posterId: query.authorId });
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json(items);
  })
  .get('/:id', async (c) => {
    const opportunity = await getOpportunity(c.env.DB, parseId(c.req.param('id'), NOT_FOUND));
    if (!opportunity) throw notFound(NOT_FOUND);
    return c.json(opportunity);
  })
  .post('/', requireUser, async (c) => {
    const input = await parseJson(c, opportunityInputSchema);
    const opportunity = await withinWriteLimit(c, 'item', () =>
      createOpportunity(
        c.env.DB,
        {
          title: input.title,
          description: input.description,
          company: input.company,
          location: input.location,
          employmentType: input.type,
          requirements: input.requirements,
          contactEmail: input.contact,
          expiresAt: input.expiresAt,
        },
        currentUserId(c),
      ),
    );
    return c.json(opportunity, 201);
  });
