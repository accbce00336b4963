import { z } from 'zod';
import { filterIdSchema, idListSchema, ownFileUrlSchema, pageQuerySchema, type CategorySummary, type PublicUserSummary } from './common';
import { MAX_CONTENT_LENGTH, htmlTextLength } from './articles';

export const protocolInputSchema = z.object({
  title: z.string({ message: 'O título é obrigatório.' }).trim().min(5, 'O título deve ter pelo menos 5 caracteres.').max(255, 'O título deve ter no máximo 255 caracteres.'),
  summary: z.string({ message: 'O resumo é obrigatório.' }).trim().min(10, 'O resumo deve ter pelo menos 10 caracteres.').max(1000, 'O resumo deve ter no máximo 1000 caracteres.'),
  content: z
    .string({ message: 'O conteúdo é obrigatório.' })
    .max(MAX_CONTENT_LENGTH, 'O conteúdo é demasiado longo.')
    .refine((html) => htmlTextLength(html) >= 100, 'O conteúdo deve ter pelo menos 100 caracteres.'),
  categoryId: z.coerce.number({ message: 'Selecione uma categoria.' }).int('Selecione uma categoria.').positive('Selecione uma categoria.'),
  imageUrl: ownFileUrlSchema,
  pdfUrl: ownFileUrlSchema,
});
export type ProtocolInput = z.input<typeof protocolInputSchema>;
export const protocolUpdateSchema = protocolInputSchema.partial();
export type ProtocolUpdate = z.input<typeof protocolUpdateSchema>;

/** `GET /api/protocols`: page, `q` (title or summary), `categoryId`, `authorId`, `ids=1,2,3`, `validated=true`. */
export const protocolListQuerySchema = pageQuerySchema.extend({
  categoryId: filterIdSchema,
  authorId: filterIdSchema,
  ids: idListSchema,
  /** `true` (or `1`): only validated protocols; anything else: all. */
  validated: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value === 'true' || value === '1' ? true : undefined)),
});
export type ProtocolListQuery = z.input<typeof protocolListQuerySchema>;

export interface Protocol {
  id: number;
  title: string;
  summary: string;
  content?: string;
  pdfUrl?: string | null;
  hasPdf: boolean;
  imageUrl: string | null;
  isValidated: boolean;
  downloads: number;
  likes: number;
  liked: boolean;
  authorId: number;
  categoryId: number;
  author: PublicUserSummary;
  category: CategorySummary;
  createdAt: string;
  updatedAt: string;
}

export interface DownloadResult {
  downloads: number;
  /** The PDF to open, or null when the protocol has none. */
  url: string | null;
}
