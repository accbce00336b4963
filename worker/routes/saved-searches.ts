import { savedSearchInputSchema } from '#contract/saved-searches';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '#contract/saved-searches-types';
import { Hono } from 'hono';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from '../db/queries/saved-searches';
import type { AppEnv } from '../env';
import { badRequest, conflict, notFound } from '../lib/errors';
import { searchStems } from '../lib/search-stems';
import { parseId, parseJson } from '../lib/validation';
import { withinMemberWriteLimit } from '../middleware/member-writes';
import { checkSession, currentUserId, requireMember } from '../middleware/session';

const NOT_FOUND = 'Pesquisa guardada não encontrada.';
const TOO_MANY = `Já tem ${MAX_SAVED_SEARCHES} pesquisas guardadas: apague uma nas definições para guardar outra.`;
const ALREADY_SAVED = 'Já guardou esta pesquisa.';

/**
 * `/api/me/saved-searches`: the member's job alerts (docs/rules/job-alerts-and-pay.md), at most
 * `MAX_SAVED_SEARCHES`. Another member's search answers 404 like a missing one.
 */
export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => c.json<SavedSearch[]>(await listSavedSearches(c.var.scope.db.read, currentUserId(c))))
  .post('/', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    const input = await parseJson(c, savedSearchInputSchema);
    // A refused save throws inside the write, so it gives its count back.
    const created = await withinMemberWriteLimit(c, 'reaction', async () => {
      const outcome = await createSavedSearch(writes, currentUserId(c), { ...input, qStems: searchStems(input.q) });
      if ('refused' in outcome) throw outcome.refused === 'limit' ? badRequest(TOO_MANY) : conflict(ALREADY_SAVED);
      return outcome.created;
    });
    return c.json<SavedSearch>(created, 201);
  })
  .delete('/:id', requireMember, async (c) => {
    await checkSession(c);
    const deleted = await deleteSavedSearch(await c.var.scope.db.write(), currentUserId(c), parseId(c.req.param('id'), NOT_FOUND));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });
