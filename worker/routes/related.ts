import { Hono } from 'hono';
import type { ContentKind } from '../db/queries/content';
import { relatedItemsJson } from '../db/queries/related';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { jsonText } from '../lib/json-text';
import { parseId } from '../lib/validation';
import { viewerId } from '../middleware/session';
import { CONTENT_NOT_FOUND } from './not-found';

/**
 * `GET /{id}/related` of articles or protocols: 'Relacionados' (docs/rules/related-items.md), the
 * items sharing its words that the reader may read, as `RelatedItems` (#contract/related-types).
 * A public GET under `/api/articles` and `/api/protocols`, so a visitor's answer is kept by the
 * edge cache as the item's own is, and a member's never (worker/runtime/edge-cache.ts).
 */
export function relatedRoutes(kind: ContentKind): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:id/related', async (c) => {
    const id = parseId(c.req.param('id'), CONTENT_NOT_FOUND[kind]);
    const items = await relatedItemsJson(c.var.scope.db.read, kind, id, viewerId(c));
    if (items === null) throw notFound(CONTENT_NOT_FOUND[kind]);
    return jsonText(c, `{"items":${items}}`);
  });
}
