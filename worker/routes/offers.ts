import { districtFilterSchema, filterIdSchema, pageQuerySchema } from '#contract/common';
import { salaryFilterSchema } from '#contract/opportunities';
import { EMPLOYMENT_TYPES } from '#contract/opportunities-types';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { Hono } from 'hono';
import { z } from 'zod';
import type { OfferQueries } from '../db/queries/offers';
import type { AppEnv } from '../env';
import { conflict, notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery, readJsonObject, validate } from '../lib/validation';
import { assertOwner, currentUserId, requireMember, viewerId } from '../middleware/session';
import { alongsideSessionCheck, withinMemberWriteLimit } from '../middleware/member-writes';
import { queueJob } from '../services/job-queue';
import { answerDeletion } from './item-deletion';

const ONLY_POSTER = 'Não tem permissão: só quem publicou esta oferta a pode alterar.';
const ALREADY_CLOSED = 'Esta oferta já está fechada.';

const listQuerySchema = pageQuerySchema.extend({
  authorId: filterIdSchema,
  district: districtFilterSchema,
  employmentType: z.enum(EMPLOYMENT_TYPES).optional().catch(undefined),
  salaryMin: salaryFilterSchema,
});

/**
 * The routes of a kind of offer (opportunities, volunteering): the list (`q`, `authorId`, paging,
 * the total in a header), one offer, and posting one within the member's write limit.
 */
export function offerRoutes<Schema extends z.ZodObject, New, Item extends { id: number; posterId: number }>(kind: {
  type: 'opportunity' | 'volunteering';
  notFoundMessage: string;
  inputSchema: Schema;
  /** What a new offer is checked against, when it asks more than each field (the pay of an opportunity); `inputSchema` otherwise. */
  createSchema?: z.ZodType<z.output<Schema>>;
  /** Checks a change as a whole (the offer as it would be, and the fields sent); throws to refuse it. */
  checkChange?(offer: z.output<Schema>, sent: Record<string, unknown>): void;
  /** The offer as stored, from the request's validated body. */
  toNew(input: z.output<Schema>): New;
  /** The offer as its form would send it (the body a change is laid over). */
  toInput(offer: Item): Record<string, unknown>;
  queries: Pick<OfferQueries<Item, New>, 'list' | 'get' | 'create' | 'update' | 'close'>;
  /** Whether the list filters by `employmentType=` (opportunities). */
  employmentTypes?: true;
  /** Whether the list filters by `salaryMin=` (opportunities). */
  salaryFilter?: true;
}): Hono<AppEnv> {
  const { notFoundMessage, queries } = kind;
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const query = parseQuery(c, listQuerySchema);
        const { items, total } = await queries.list(c.var.scope.db.read, {
          limit: query.limit,
          offset: query.offset,
          q: query.q,
          ownerId: query.authorId,
          district: query.district,
          employmentType: kind.employmentTypes ? query.employmentType : undefined,
          salaryMin: kind.salaryFilter ? query.salaryMin : undefined,
          viewerId: viewerId(c) ?? undefined,
        });
        c.header(TOTAL_COUNT_HEADER, String(total));
        return c.json(items);
      })
      .get('/:id', async (c) => {
        const offer = await queries.get(c.var.scope.db.read, parseId(c.req.param('id'), notFoundMessage), viewerId(c));
        if (!offer) throw notFound(notFoundMessage);
        return c.json(offer);
      })
      .post('/', requireMember, async (c) => {
        const writes = await c.var.scope.db.write();
        const input = await parseJson(c, kind.createSchema ?? kind.inputSchema);
        const offer = await withinMemberWriteLimit(c, 'item', () => queries.create(writes, kind.toNew(input), currentUserId(c)));
        // The saved searches it matches are told by the queue's consumer (docs/rules/job-alerts-and-pay.md);
        // the offer is published whatever happens to that: a queue that refuses the job is logged.
        await queueJob(c.var.scope, { job: 'saved-search-alerts', offerType: kind.type, offerId: offer.id }).catch((error: unknown) =>
          console.error(JSON.stringify({ level: 'error', task: 'saved-search-alerts', offerId: offer.id, error: String(error) })),
        );
        return c.json(offer, 201);
      })
      // A change: the fields sent, each checked as on creation, laid over the offer as it is.
      .patch('/:id', requireMember, async (c) => {
        const writes = await c.var.scope.db.write();
        const id = parseId(c.req.param('id'), notFoundMessage);
        const sent = await readJsonObject(c);
        validate(kind.inputSchema.partial(), sent);
        // A change counts towards the member's hourly edits; the offer is read and its poster checked
        // beside the count, and a refused change gives the count back.
        const offer = await withinMemberWriteLimit(
          c,
          'edit',
          (current) => {
            const changed = validate(kind.inputSchema, { ...kind.toInput(current), ...sent });
            kind.checkChange?.(changed, sent);
            return queries.update(writes, id, currentUserId(c), kind.toNew(changed));
          },
          async () => {
            const current = await queries.get(c.var.scope.db.read, id, currentUserId(c));
            if (!current) throw notFound(notFoundMessage);
            assertOwner(c, current.posterId, ONLY_POSTER);
            return current;
          },
        );
        if (!offer) throw notFound(notFoundMessage);
        return c.json(offer);
      })
      .delete('/:id', requireMember, (c) => answerDeletion(c, kind.type, notFoundMessage))
      .post('/:id/close', requireMember, async (c) => {
        const id = parseId(c.req.param('id'), notFoundMessage);
        const current = await alongsideSessionCheck(c, () => queries.get(c.var.scope.db.read, id, currentUserId(c)));
        if (!current) throw notFound(notFoundMessage);
        assertOwner(c, current.posterId, ONLY_POSTER);
        const outcome = await queries.close(await c.var.scope.db.write(), id, currentUserId(c));
        if (outcome.status !== 'closed') throw outcome.status === 'not-found' ? notFound(notFoundMessage) : conflict(ALREADY_CLOSED);
        return c.json(outcome.offer);
      })
  );
}
