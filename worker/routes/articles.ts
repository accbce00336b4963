import { Hono } from 'hono';
import { articleInputSchema, articleListQuerySchema, articleUpdateSchema, DEFAULT_READ_TIME } from '#contract/articles';
import { normalizeSearchText, pageQuerySchema, TOTAL_COUNT_HEADER } from '#contract/common';
import { createArticle, getArticle, getArticleOwnership, listArticles, updateArticle, type ArticleRecord } from '../db/queries/articles';
import { listComments } from '../db/queries/comments';
import { setLike } from '../db/queries/likes';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { assertOwner, currentUserId, requireUser, viewerId } from '../middleware/session';
import { toStoredContentOfAtLeast } from '../services/html';

const NOT_FOUND = 'Artigo não encontrado';
const MIN_CONTENT = 50;
const UNKNOWN_CATEGORY = 'Selecione uma categoria.';



export const articleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, articleListQuerySchema);
    const page = await listArticles(c.env.DB, query, viewerId(c));
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return c.json(page.items);
  })
  .get('/:id', async (c) => {
    const article = await getArticle(c.env.DB, parseId(c.req.param('id'), NOT_FOUND), viewerId(c));
    if (!article) throw notFound(NOT_FOUND);
    return c.json(article);
  })
  .post('/', requireUser, async (c) => {
    const input = await parseJson(c, articleInputSchema);
    const record: ArticleRecord = {
      title: input.title,
      summary: input.summary,
      ...toStoredContentOfAtLeast(input.content, MIN_CONTENT),
      searchText: normalizeSearchText(`${input.title} ${input.summary}`),
      categoryId: input.categoryId,
      type: input.type,
      readTime: input.readTime ?? DEFAULT_READ_TIME,
      imageUrl: input.imageUrl,
      pdfUrl: input.pdfUrl,
    };
    const article = await createArticle(c.env.DB, currentUserId(c), record);
    if (!article) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });
    return c.json(article, 201);
  })
  .patch('/:id', requireUser, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const input = await parseJson(c, articleUpdateSchema);
    // Only the fields sent change: the schema fills defaults and nulls for the ones left out.
    const sent = (await c.req.json()) as Record<string, unknown>;
    const has = (field: string) => Object.hasOwn(sent, field);

    const current = await getArticleOwnership(c.env.DB, id, has('categoryId') ? input.categoryId : undefined);
    if (!current) throw notFound(NOT_FOUND);
    assertOwner(c, current.authorId, 'Só o autor pode editar este artigo.');
    if (!current.categoryExists) throw badRequest(UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });

    const changes: Partial<ArticleRecord> = {};
    if (has('title')) changes.title = input.title;
    if (has('summary')) changes.summary = input.summary;
    if (has('title') || has('summary')) {
      changes.searchText = normalizeSearchText(`${changes.title ?? current.title} ${changes.summary ?? current.summary}`);
    }
    if (has('content') && input.content !== undefined) Object.assign(changes, toStoredContentOfAtLeast(input.content, MIN_CONTENT));
    if (has('categoryId')) changes.categoryId = input.categoryId;
    if (has('type')) changes.type = input.type;
    if (has('readTime')) changes.readTime = input.readTime ?? DEFAULT_READ_TIME;
    if (has('imageUrl')) changes.imageUrl = input.imageUrl ?? null;
    if (has('pdfUrl')) changes.pdfUrl = input.pdfUrl ?? null;

    const article = await updateArticle(c.env.DB, id, currentUserId(c), changes);
    if (!article) throw notFound(NOT_FOUND);
    return c.json(article);
  })
  .get('/:id/comments', async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const page = await listComments(c.env.DB, 'article', id, limit, offset);
    if (!page) throw notFound(NOT_FOUND);
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return c.json(page.items);
  })
  .post('/:id/like', requireUser, async (c) => {
    const result = await setLike(c.env.DB, 'article', parseId(c.req.param('id'), NOT_FOUND), currentUserId(c), true);
    if (!result) throw notFound(NOT_FOUND);
    return c.json(result);
  })
  .delete('/:id/like', requireUser, async (c) => {
    const result = await setLike(c.env.DB, 'article', parseId(c.req.param('id'), NOT_FOUND), currentUserId(c), false);
    if (!result) throw notFound(NOT_FOUND);
    return c.json(result);
  });
