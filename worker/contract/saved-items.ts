import { z } from 'zod';
import { articleSchema } from './articles';
import { idSchema, timestampSchema, type Assert, type SameShape } from './common';
import { protocolSchema } from './protocols';
import type { SavedItem } from './saved-items-types';

const targetId = z.coerce.number().int().positive();

export const savedItemInputSchema = z.object({ articleId: targetId.optional(), protocolId: targetId.optional() }).refine((body) => (body.articleId === undefined) !== (body.protocolId === undefined), {
  message: 'Indique o artigo ou o protocolo a guardar.',
  path: ['articleId'],
});

export const savedItemSchema = z.strictObject({
  id: idSchema,
  userId: idSchema,
  articleId: idSchema.nullable(),
  protocolId: idSchema.nullable(),
  article: articleSchema.nullable(),
  protocol: protocolSchema.nullable(),
  createdAt: timestampSchema,
});
type _SavedItemAgrees = Assert<SameShape<z.infer<typeof savedItemSchema>, SavedItem>>;
