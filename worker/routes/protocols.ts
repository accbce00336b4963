import { protocolReviewSchema } from '#contract/protocol-reviews';
import { protocolInputSchema, protocolListQuerySchema, protocolUpdateSchema } from '#contract/protocols';
import { reviewProtocol } from '../db/queries/protocol-reviews';
import { recordDownload } from '../db/queries/protocols';
import { notFound } from '../lib/errors';
import { parseId, parseJson } from '../lib/validation';
import { asModerator } from '../middleware/roles';
import { checkSession, currentUserId, requireMember } from '../middleware/session';
import { contentRoutes } from './content';
import { CONTENT_NOT_FOUND } from './not-found';

const NOT_FOUND = CONTENT_NOT_FOUND.protocol;

export const protocolRoutes = contentRoutes('protocol', {
  notAuthorMessage: 'Só o autor pode editar este protocolo.',
  minContentLength: 100,
  listQuerySchema: protocolListQuerySchema,
  inputSchema: protocolInputSchema,
  updateSchema: protocolUpdateSchema,
  // Protocols have no field of their own that their author writes.
  toRecord: (shared) => shared,
  toChanges: (shared) => shared,
})
  .post('/:id/download', requireMember, async (c) => {
    await checkSession(c);
    const result = await recordDownload(await c.var.scope.db.write(), parseId(c.req.param('id'), NOT_FOUND));
    if (!result) throw notFound(NOT_FOUND);
    return c.json(result);
  })
  // A moderator's review (docs/rules/trust.md): the level of evidence and the next review's date.
  .post('/:id/review', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const { evidenceLevel, reviewDueAt } = await parseJson(c, protocolReviewSchema);
    await asModerator(c);
    const protocol = await reviewProtocol(await c.var.scope.db.write(), id, currentUserId(c), evidenceLevel, reviewDueAt);
    if (!protocol) throw notFound(NOT_FOUND);
    return c.json(protocol);
  });
