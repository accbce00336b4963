import { protocolInputSchema, protocolListQuerySchema, protocolUpdateSchema } from '#contract/protocols';
import { recordDownload } from '../db/queries/protocols';
import { notFound } from '../lib/errors';
import { parseId } from '../lib/validation';
import { requireUser } from '../middleware/session';
import { contentRoutes } from './content';

const NOT_FOUND = 'Protocolo não encontrado';

export const protocolRoutes = contentRoutes('protocol', {
  notFoundMessage: NOT_FOUND,
  notAuthorMessage: 'Só o autor pode editar este protocolo.',
  minContentLength: 100,
  listQuerySchema: protocolListQuerySchema,
  inputSchema: protocolInputSchema,
  updateSchema: protocolUpdateSchema,
  // Protocols have no field of their own that their author writes.
  toRecord: (shared) => shared,
  toChanges: (shared) => shared,
}).post('/:id/download', requireUser, async (c) => {
  const result = await recordDownload(c.env.DB, parseId(c.req.param('id'), NOT_FOUND));
  if (!result) throw notFound(NOT_FOUND);
  return c.json(result);
});
