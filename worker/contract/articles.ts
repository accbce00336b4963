import { z } from 'zod';
import {
  type Assert,
  categorySummarySchema,
  filterIdSchema,
  hiddenStateSchema,
  idListSchema,
  idSchema,
  itemTitleSchema,
  ownFileUrlSchema,
  pageQuerySchema,
  publicUserSummarySchema,
  type SameShape,
  timestampSchema,
} from './common';
import { ARTICLE_MIN_CONTENT_LENGTH, ARTICLE_TYPES, MAX_CONTENT_LENGTH, type Article, type ContentItem, type LikeResult } from './articles-types';
import { PATIENT_CONSENT_REQUIRED } from './articles-writing';
import { communityIdInputSchema, communitySummarySchema } from './communities';

/**
 * Text length of HTML as a reader sees it, so that markup does not count towards minimums. A tag
 * is matched up to the next `<` or `>` (`/<[^>]*>/` re-read the rest of the text from every `<`
 * with no `>` after it: quadratic time on a body of `<<<<…`).
 */
export function htmlTextLength(html: string): number {
  return html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/**
 * The fields that articles and protocols both ask for, with their messages: only the minimum
 * length of the content (as a reader sees it) differs between them.
 */
export function contentInputFields(minContentLength: number) {
  return {
    title: itemTitleSchema,
    summary: z.string({ message: 'O resumo é obrigatório.' }).trim().min(10, 'O resumo deve ter pelo menos 10 caracteres.').max(1000, 'O resumo deve ter no máximo 1000 caracteres.'),
    content: z
      .string({ message: 'O conteúdo é obrigatório.' })
      .max(MAX_CONTENT_LENGTH, 'O conteúdo é demasiado longo.')
      .refine((html) => htmlTextLength(html) >= minContentLength, `O conteúdo deve ter pelo menos ${minContentLength} caracteres.`),
    categoryId: z.coerce.number({ message: 'Selecione uma categoria.' }).int('Selecione uma categoria.').positive('Selecione uma categoria.'),
    imageUrl: ownFileUrlSchema,
    pdfUrl: ownFileUrlSchema,
    /** The community to post it in (docs/rules/communities.md): one the author is in; null or absent, the whole portal. */
    communityId: communityIdInputSchema,
  };
}

const { imageUrl, pdfUrl, communityId, ...sharedFields } = contentInputFields(ARTICLE_MIN_CONTENT_LENGTH);
// Fields are checked in this order and the first refused one gives the answer's `message`, so the
// article's own fields stay where they always were: before the files.
export const articleInputSchema = z.object({
  ...sharedFields,
  type: z.enum(ARTICLE_TYPES, { message: 'Tipo de conteúdo inválido.' }).default('ARTICLE'),
  readTime: z.coerce.number().int().min(1, 'O tempo de leitura deve ser de pelo menos 1 minuto.').max(600, 'O tempo de leitura deve ser no máximo 600 minutos.').optional(),
  imageUrl,
  pdfUrl,
  communityId,
  /** A case study's declaration (docs/rules/trust.md): required, true, to publish one or to turn an article into one. */
  patientConsent: z.boolean({ message: 'A declaração de consentimento deve ser verdadeira ou falsa.' }).optional(),
  /**
   * A case study's findings of the privacy review that its author checked and keeps, by their text
   * (docs/rules/patient-privacy.md): at most 100, of 200 characters each.
   */
  privacyAcknowledged: z
    .array(z.string({ message: 'Cada confirmação deve ser texto.' }).max(200, 'Cada confirmação deve ter no máximo 200 caracteres.'), {
      message: 'As confirmações devem ser uma lista.',
    })
    .max(100, 'No máximo 100 confirmações.')
    .optional(),
});

/**
 * The form's check of the same rule as the server's: a case study needs its declaration. (A refined
 * schema cannot be made `partial()`, so the API's schemas leave it to the route.)
 */
export const articleFormSchema = articleInputSchema.superRefine((article, context) => {
  if (article.type === 'CASE_STUDY' && article.patientConsent !== true) context.addIssue({ code: 'custom', path: ['patientConsent'], message: PATIENT_CONSENT_REQUIRED });
});
export const articleUpdateSchema = articleInputSchema.partial();

/** The filters of every content list: page, `q` (title or summary), `categoryId`, `authorId`, `ids=1,2,3`. */
export const contentListQuerySchema = pageQuerySchema.extend({
  categoryId: filterIdSchema,
  authorId: filterIdSchema,
  communityId: filterIdSchema,
  ids: idListSchema,
});

/** `GET /api/articles`: the content filters and `type`. */
export const articleListQuerySchema = contentListQuerySchema.extend({
  type: z.enum(ARTICLE_TYPES).optional().catch(undefined),
});

const count = z.number().int().nonnegative();

/** `ContentItem` as a response schema; visitors get neither `content` nor `pdfUrl` (see `visitorItemSchema`). */
export const contentItemSchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  content: z.string().optional(),
  pdfUrl: z.string().nullable().optional(),
  hasPdf: z.boolean(),
  imageUrl: z.string().nullable(),
  likes: count,
  liked: z.boolean(),
  authorId: idSchema,
  categoryId: idSchema,
  author: publicUserSummarySchema,
  category: categorySummarySchema,
  communityId: idSchema.nullable(),
  community: communitySummarySchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  hidden: hiddenStateSchema,
  pdfExcerpt: z.string().optional(),
});
type _ContentItemAgrees = Assert<SameShape<z.infer<typeof contentItemSchema>, ContentItem>>;

export const articleSchema = contentItemSchema.extend({ type: z.enum(ARTICLE_TYPES), readTime: z.number().int().positive() });
type _ArticleAgrees = Assert<SameShape<z.infer<typeof articleSchema>, Article>>;

export const likeResultSchema = z.strictObject({ likes: count, liked: z.boolean() });
type _LikeResultAgrees = Assert<SameShape<z.infer<typeof likeResultSchema>, LikeResult>>;
