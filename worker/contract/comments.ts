import { z } from 'zod';
import { COMMENT_MAX, type Comment } from './comments-types';
import { mentionedUsernames, MENTIONS_MAX, TOO_MANY_MENTIONS } from './mentions';
import { type Assert, hiddenStateSchema, idSchema, publicUserSummarySchema, type SameShape, timestampSchema } from './common';

const content = z
  .string({ message: 'Por favor, escreva um comentário antes de enviar' })
  .trim()
  .min(1, 'Por favor, escreva um comentário antes de enviar')
  .max(COMMENT_MAX, `O comentário deve ter no máximo ${COMMENT_MAX} caracteres.`)
  .refine((text) => mentionedUsernames(text).length <= MENTIONS_MAX, TOO_MANY_MENTIONS);
const targetId = z.coerce.number().int().positive();

export const commentInputSchema = z
  .object({ content, articleId: targetId.optional(), protocolId: targetId.optional() })
  .refine((body) => (body.articleId === undefined) !== (body.protocolId === undefined), {
    message: 'Indique o artigo ou o protocolo a comentar.',
    path: ['articleId'],
  });

/** `PATCH /api/comments/{id}`: the new text, with the same rules as posting. */
export const commentUpdateSchema = z.object({ content });

export const commentSchema = z.strictObject({
  id: idSchema,
  content: z.string(),
  userId: idSchema,
  articleId: idSchema.nullable(),
  protocolId: idSchema.nullable(),
  author: publicUserSummarySchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullable(),
  hidden: hiddenStateSchema,
});
type _CommentAgrees = Assert<SameShape<z.infer<typeof commentSchema>, Comment>>;
