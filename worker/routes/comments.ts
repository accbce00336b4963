import { Hono } from 'hono';
import { commentInputSchema } from '#contract/comments';
import { createComment } from '../db/queries/comments';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { currentUserId } from '../middleware/session';
import { requireMember, withinMemberWriteLimit } from '../middleware/member-writes';

export const commentRoutes = new Hono<AppEnv>().post('/', requireMember, async (c) => {
  const input = await parseJson(c, commentInputSchema);
  const comment = await withinMemberWriteLimit(c, 'comment', () =>
    input.articleId !== undefined
      ? createComment(c.env.DB, currentUserId(c), 'article', input.articleId, input.content)
      : createComment(c.env.DB, currentUserId(c), 'protocol', input.protocolId!, input.content),
  );
  if (!comment) throw notFound(input.articleId !== undefined ? 'Artigo não encontrado' : 'Protocolo não encontrado');
  return c.json(comment, 201);
});
