import { z } from 'zod';
import { filterIdSchema, idListSchema, ownFileUrlSchema, pageQuerySchema, type CategorySummary, type PublicUserSummary } from './common';

export const ARTICLE_TYPES = ['ARTICLE', 'CASE_STUDY', 'RESEARCH'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  ARTICLE: 'Artigo',
  CASE_STUDY: 'Estudo de Caso',
  RESEARCH: 'Investigação',
};
export const DEFAULT_READ_TIME = 10;
/** Bound on stored HTML, after sanitising. */
export const MAX_CONTENT_LENGTH = 200_000;

const categoryId = z.coerce
  .number({ message: 'Selecione uma categoria.' })
  .int('Selecione uma categoria.')
  .positive('Selecione uma categoria.');

/** Text length of HTML as a reader sees it, so that markup does not count towards minimums. */
export function htmlTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;
}

export const articleInputSchema = z.object({
  title: z.string({ message: 'O título é obrigatório.' }).trim().min(5, 'O título deve ter pelo menos 5 caracteres.').max(255, 'O título deve ter no máximo 255 caracteres.'),
  summary: z.string({ message: 'O resumo é obrigatório.' }).trim().min(10, 'O resumo deve ter pelo menos 10 caracteres.').max(1000, 'O resumo deve ter no máximo 1000 caracteres.'),
  content: z
    .string({ message: 'O conteúdo é obrigatório.' })
    .max(MAX_CONTENT_LENGTH, 'O conteúdo é demasiado longo.')
    .refine((html) => htmlTextLength(html) >= 50, 'O conteúdo deve ter pelo menos 50 caracteres.'),
  categoryId,
  type: z.enum(ARTICLE_TYPES, { message: 'Tipo de conteúdo inválido.' }).default('ARTICLE'),
  readTime: z.coerce.number().int().min(1, 'O tempo de leitura deve ser de pelo menos 1 minuto.').max(600, 'O tempo de leitura deve ser no máximo 600 minutos.').optional(),
  imageUrl: ownFileUrlSchema,
  pdfUrl: ownFileUrlSchema,
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export const articleUpdateSchema = articleInputSchema.partial();
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;

/** `GET /api/articles`: page, `q` (title or summary), `categoryId`, `authorId`, `type`, `ids=1,2,3`. */
export const articleListQuerySchema = pageQuerySchema.extend({
  categoryId: filterIdSchema,
  authorId: filterIdSchema,
  type: z.enum(ARTICLE_TYPES).optional().catch(undefined),
  ids: idListSchema,
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export interface Article {
  id: number;
  title: string;
  summary: string;
  /** Sanitised HTML; only for signed-in members. */
  content?: string;
  /** Only for signed-in members. */
  pdfUrl?: string | null;
  hasPdf: boolean;
  type: ArticleType;
  readTime: number;
  imageUrl: string | null;
  likes: number;
  /** Whether the signed-in member liked it (false for visitors). */
  liked: boolean;
  authorId: number;
  categoryId: number;
  author: PublicUserSummary;
  category: CategorySummary;
  createdAt: string;
  updatedAt: string;
}

export interface LikeResult {
  likes: number;
  liked: boolean;
}
