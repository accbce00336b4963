import { districtFilterSchema, filterIdSchema, pageQuerySchema } from '#contract/common';
import { EMPLOYMENT_TYPES } from '#contract/opportunities-types';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { Hono } from 'hono';
import { z } from 'zod';
import type { OfferQueries } from '../db/queries/offers';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { currentUserId, viewerId } from '../middleware/session';
import { requireMember, withinMemberWriteLimit } from '../middleware/member-writes';

const listQuerySchema = pageQuerySchema.extend({
  authorId: filterIdSchema,
  district: districtFilterSchema,
  employmentType: z.enum(EMPLOYMENT_TYPES).optional().catch(undefined),
});

/**
 * The routes of a kind of offer (opportunities, volunteering): the list (`q`, `authorId`, paging,
 * the total in a header), one offer, and posting one within the member's write limit.
 */
export function offerRoutes<Schema extends z.ZodType, New, Item>(kind: {
  notFoundMessage: string;
  inputSchema: Schema;
  /** The offer as stored, from the request's validated body. */
  toNew(input: z.output<Schema>): New;
  queries: Pick<OfferQueries<Item, New>, 'list' | 'get' | 'create'>;
  /** Whether the list filters by `employmentType=` (opportunities). */
  employmentTypes?: true;
}): Hono<AppEnv> {
  const { notFoundMessage, queries } = kind;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = parseQuery(c, listQuerySchema);
      const { items, total } = await queries.list(c.env.DB, {
        limit: query.limit,
        offset: query.offset,
        q: query.q,
        ownerId: query.authorId,
        district: query.district,
        employmentType: kind.employmentTypes ? query.employmentType : undefined,
        viewerId: viewerId(c) ?? undefined,
      });
      c.header(TOTAL_COUNT_HEADER, String(total));
      return c.json(items);
    })
    .get('/:id', async (c) => {
      const offer = await queries.get(c.env.DB, parseId(c.req.param('id'), notFoundMessage), viewerId(c));
      if (!offer) throw notFound(notFoundMessage);
      return c.json(offer);
    })
    .post('/', requireMember, async (c) => {
      const input = await parseJson(c, kind.inputSchema);
      const offer = await withinMemberWriteLimit(c, 'item', () => queries.create(c.env.DB, kind.toNew(input), currentUserId(c)));
      return c.json(offer, 201);
    });
}
