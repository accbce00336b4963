import { z } from 'zod';
import type { Article } from './articles';
import type { Protocol } from './protocols';

const targetId = z.coerce.number().int().positive();

export const savedItemInputSchema = z
  .object({ articleId: targetId.optional(), protocolId: targetId.optional() })
  .refine((body) => (body.articleId === undefined) !== (body.protocolId === undefined), {
    message: 'Indique o artigo ou o protocolo a guardar.',
    path: ['articleId'],
  });
export type SavedItemInput = z.input<typeof savedItemInputSchema>;

export interface SavedItem {
  id: number;
  userId: number;
  articleId: number | null;
  protocolId: number | null;
  article: Article | null;
  protocol: Protocol | null;
  createdAt: string;
}
