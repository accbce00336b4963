import { Hono } from 'hono';
import { commentInputSchema } from '#contract/comments';
import { createComment } from '../db/queries/comments';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { currentUserId } from '../middleware/session';
import { requireMember, withinMemberWriteLimit } from '../middleware/member-writes';
import { issueUnsubscribeToken } from '../services/email-tokens';
import { queueMail } from '../services/mail/outbox';

export const commentRoutes = new Hono<AppEnv>().post('/', requireMember, async (c) => {
  const input = await parseJson(c, commentInputSchema);
  // The author's unsubscribe link, used only if they want comments by e-mail at once.
  const unsubscribe = await issueUnsubscribeToken();
  const kind = input.articleId !== undefined ? 'article' : 'protocol';
  const itemId = input.articleId ?? input.protocolId!;
  const created = await withinMemberWriteLimit(c, 'comment', () => createComment(c.env.DB, currentUserId(c), kind, itemId, input.content, unsubscribe));
  if (!created) throw notFound(kind === 'article' ? 'Artigo não encontrado' : 'Protocolo não encontrado');
  const { tell } = created;
  if (tell) {
    await queueMail(c.env, { kind: 'comment-notice', to: tell.email, name: tell.name, actor: tell.actor, item: { kind, id: itemId, title: tell.title }, unsubscribeToken: unsubscribe.token });
  }
  return c.json(created.comment, 201);
});
