import { Hono } from 'hono';
import { normalizeSearchText, pageQuerySchema, TOTAL_COUNT_HEADER } from '#contract/common';
import { protocolInputSchema, protocolListQuerySchema, protocolUpdateSchema } from '#contract/protocols';
import { listComments } from '../db/queries/comments';
import { setLike } from '../db/queries/likes';
import {
  createProtocol,
  getProtocol,
  getProtocolOwnership,
  listProtocols,
  recordDownload,
  updateProtocol,
  type ProtocolRecord,
} from '../db/queries/protocols';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { assertOwner, currentUserId, requireUser, viewerId } from '../middleware/session';
import { toStoredContentOfAtLeast } from '../services/html';

const NOT_FOUND = 'Protocolo não encontrado';
const MIN_CONTENT = 100;
const UNKNOWN_CATEGORY = 'Selecione uma categoria.';



export const protocolRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, protocolListQuerySchema);
    const page = await listProtocols(c.env.DB, query, viewerId(c));
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return c.json(page.items);
  })
  .get('/:id', async (c) => {
    const protocol = await getProtocol(c.env.DB, parseId(c.req.param('id'), NOT_FOUND), viewerId(c));
    if (!protocol) throw notFound(NOT_FOUND);
    return c.json(protocol);
  })
  .post('/', requireUser, async (c) => {
    const input = await parseJson(c, protocolInputSchema);
    const record: ProtocolRecord = {
      title: input.title,
      summary: input.summary,
      ...toStoredContentOfAtLeast(input.content, MIN_CONTENT),
      searchText: normalizeSearchText(`${input.title} ${input.summary}`),
      categoryId: input.categoryId,
      imageUrl: input.imageUrl,
      pdfUrl: input.pdfUrl,
    };
    const protocol = await createProtocol(c.env.DB, currentUserId(c), record);
    if (!protocol) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });
    return c.json(protocol, 201);
  })
  .patch('/:id', requireUser, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const input = await parseJson(c, protocolUpdateSchema);
    // Only the fields sent change: the schema fills nulls for the ones left out.
    const sent = (await c.req.json()) as Record<string, unknown>;
    const has = (field: string) => Object.hasOwn(sent, field);

    const current = await getProtocolOwnership(c.env.DB, id, has('categoryId') ? input.categoryId : undefined);
    if (!current) throw notFound(NOT_FOUND);
    assertOwner(c, current.authorId, 'Só o autor pode editar este protocolo.');
    if (!current.categoryExists) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });

    const changes: Partial<ProtocolRecord> = {};
    if (has('title')) changes.title = input.title;
    if (has('summary')) changes.summary = input.summary;
    if (has('title') || has('summary')) {
      changes.searchText = normalizeSearchText(`${changes.title ?? current.title} ${changes.summary ?? current.summary}`);
    }
    if (has('content') && input.content !== undefined) Object.assign(changes, toStoredContentOfAtLeast(input.content, MIN_CONTENT));
    if (has('categoryId')) changes.categoryId = input.categoryId;
    if (has('imageUrl')) changes.imageUrl = input.imageUrl ?? null;
    if (has('pdfUrl')) changes.pdfUrl = input.pdfUrl ?? null;

    const protocol = await updateProtocol(c.env.DB, id, currentUserId(c), changes);
    if (!protocol) throw notFound(NOT_FOUND);
    return c.json(protocol);
  })
  .get('/:id/comments', async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const page = await listComments(c.env.DB, 'protocol', id, limit, offset);
    if (!page) throw notFound(NOT_FOUND);
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return c.json(page.items);
  })
  .post('/:id/like', requireUser, async (c) => {
    const result = await setLike(c.env.DB, 'protocol', parseId(c.req.param('id'), NOT_FOUND), currentUserId(c), true);
    if (!result) throw notFound(NOT_FOUND);
    return c.json(result);
  })
  .delete('/:id/like', requireUser, async (c) => {
    const result = await setLike(c.env.DB, 'protocol', parseId(c.req.param('id'), NOT_FOUND), currentUserId(c), false);
    if (!result) throw notFound(NOT_FOUND);
    return c.json(result);
  })
  .post('/:id/download', requireUser, async (c) => {
    const result = await recordDownload(c.env.DB, parseId(c.req.param('id'), NOT_FOUND));
    if (!result) throw notFound(NOT_FOUND);
    return c.json(result);
  });
