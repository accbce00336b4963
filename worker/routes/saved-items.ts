import { Hono } from 'hono';
import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { savedItemInputSchema } from '#contract/saved-items';
import { deleteSavedItem, listSavedItems, saveItem } from '../db/queries/saved-items';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { checkSession, currentUserId, requireMember } from '../middleware/session';
import { withinMemberWriteLimit } from '../middleware/member-writes';
import { CONTENT_NOT_FOUND } from './not-found';

const SAVED_NOT_FOUND = 'Item guardado não encontrado.';

export const savedItemRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => {
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const page = await listSavedItems(c.var.scope.db.read, currentUserId(c), limit, offset);
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return c.json(page.items);
  })
  .post('/', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    const input = await parseJson(c, savedItemInputSchema);
    const saved = await withinMemberWriteLimit(c, 'reaction', () =>
      input.articleId !== undefined ? saveItem(writes, currentUserId(c), 'article', input.articleId) : saveItem(writes, currentUserId(c), 'protocol', input.protocolId!),
    );
    if (!saved) throw notFound(CONTENT_NOT_FOUND[input.articleId !== undefined ? 'article' : 'protocol']);
    return c.json(saved.item, saved.created ? 201 : 200);
  })
  // Another member's saved item answers 404 like a missing one: its existence is not theirs to know.
  .delete('/:id', requireMember, async (c) => {
    await checkSession(c);
    const deleted = await deleteSavedItem(await c.var.scope.db.write(), currentUserId(c), parseId(c.req.param('id'), SAVED_NOT_FOUND));
    if (!deleted) throw notFound(SAVED_NOT_FOUND);
    return c.body(null, 204);
  });
