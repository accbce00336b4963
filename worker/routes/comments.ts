import { Hono } from 'hono';
import { commentInputSchema, commentUpdateSchema } from '#contract/comments';
import { createComment, getCommentAuthor, updateComment } from '../db/queries/comments';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseId, parseJson } from '../lib/validation';
import { assertOwner, currentUserId, requireMember } from '../middleware/session';
import { alongsideSessionCheck, withinMemberWriteLimit } from '../middleware/member-writes';
import { issueUnsubscribeToken } from '../services/email-tokens';
import { queueClaimedCommentMail } from '../services/comment-mails';
import { COMMENTS_LISTED } from '../services/mail/messages';
import { answerDeletion } from './item-deletion';
import { CONTENT_NOT_FOUND } from './not-found';
import { tellMentioned } from '../services/mentions';

const NOT_FOUND = 'Comentário não encontrado';
const ONLY_AUTHOR = 'Não tem permissão: só o autor pode editar este comentário.';

export const commentRoutes = new Hono<AppEnv>()
  .post('/', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    const input = await parseJson(c, commentInputSchema);
    // The author's unsubscribe link, used only if this comment claims an e-mail to them.
    const unsubscribe = await issueUnsubscribeToken();
    const kind = input.articleId !== undefined ? 'article' : 'protocol';
    const itemId = input.articleId ?? input.protocolId!;
    const now = Date.now();
    const created = await withinMemberWriteLimit(c, 'comment', () => createComment(writes, currentUserId(c), kind, itemId, input.content, { unsubscribe, now, commentsListed: COMMENTS_LISTED }));
    if (!created) throw notFound(CONTENT_NOT_FOUND[kind]);
    if (created.mail) await queueClaimedCommentMail(c.var.scope, { kind, id: itemId, commentId: created.comment.id }, created.mail, unsubscribe.token, now);
    await tellMentioned(c.var.scope, input.content, { type: 'comment', id: created.comment.id });
    return c.json(created.comment, 201);
  })
  // Its author edits it (only they: a moderator hides or deletes, never rewrites).
  .patch('/:id', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const { content } = await parseJson(c, commentUpdateSchema);
    const found = await alongsideSessionCheck(c, () => getCommentAuthor(c.var.scope.db.read, id));
    if (!found) throw notFound(NOT_FOUND);
    assertOwner(c, found.userId, ONLY_AUTHOR);
    const comment = await updateComment(await c.var.scope.db.write(), id, currentUserId(c), content);
    if (!comment) throw notFound(NOT_FOUND);
    await tellMentioned(c.var.scope, content, { type: 'comment', id });
    return c.json(comment);
  })
  .delete('/:id', requireMember, (c) => answerDeletion(c, 'comment', NOT_FOUND));
