import { z } from 'zod';
import { ARTICLE_TYPES, MAX_CONTENT_LENGTH } from './articles-types';
import { idSchema, ownFileUrlSchema, timestampSchema, type Assert, type SameShape } from './common';
import { DRAFT_KINDS, type Draft, type DraftBody, type DraftSummary, type FormDraftKind } from './drafts-types';
import { eventInputSchema } from './events';
import { opportunityInputSchema } from './opportunities';
import { volunteeringInputSchema } from './volunteering';

/**
 * `PUT /api/drafts/{kind}/{new|id}`: the fields written so far. Each field is the item's, within
 * the item's bounds and with its messages, but none is required and no minimum applies (a draft is
 * work in progress); unknown fields are refused. The item's schemas check it all again on publishing.
 */
export const draftBodySchema = z.strictObject({
  title: z.string({ message: 'O título deve ser texto.' }).max(255, 'O título deve ter no máximo 255 caracteres.').optional(),
  summary: z.string({ message: 'O resumo deve ser texto.' }).max(1000, 'O resumo deve ter no máximo 1000 caracteres.').optional(),
  content: z.string({ message: 'O conteúdo deve ser texto.' }).max(MAX_CONTENT_LENGTH, 'O conteúdo é demasiado longo.').optional(),
  categoryId: z
    .union([z.literal(''), z.null(), z.coerce.number({ message: 'Selecione uma categoria.' }).int('Selecione uma categoria.').positive('Selecione uma categoria.')])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  /** The community it will be posted in (docs/rules/communities.md; absent: not chosen yet); checked when it is published. */
  communityId: z
    .union([z.literal(''), z.null(), z.coerce.number({ message: 'Comunidade não encontrada.' }).int('Comunidade não encontrada.').positive('Comunidade não encontrada.')])
    .optional()
    .transform((value) => (value === '' ? null : value)),
  type: z.enum(ARTICLE_TYPES, { message: 'Tipo de conteúdo inválido.' }).optional(),
  imageUrl: ownFileUrlSchema,
  pdfUrl: ownFileUrlSchema,
  pdfName: z.string({ message: 'O nome do ficheiro deve ser texto.' }).max(255, 'O nome do ficheiro deve ter no máximo 255 caracteres.').nullable().optional(),
  patientConsent: z.boolean({ message: 'A declaração de consentimento deve ser verdadeira ou falsa.' }).optional(),
});
type _DraftBodyFits = Assert<z.output<typeof draftBodySchema> extends DraftBody ? true : false>;

const FORM_VALUE_TOO_LONG = 'Cada campo deve ter no máximo 10000 caracteres.';
const formValue = z.union([z.string().max(10_000, FORM_VALUE_TOO_LONG), z.number(), z.boolean(), z.null()], { message: 'Valor inválido.' });
/** The fields of the item's own input schema, each any of a form's values, none required, no other field. */
const formDraftSchemaOf = (shape: Record<string, unknown>) => z.strictObject(Object.fromEntries(Object.keys(shape).map((field) => [field, formValue.optional()])));

/** `PUT /api/drafts/{event|opportunity|volunteering}/new`: the creation form's fields as written so far. */
export const formDraftBodySchemas: Record<FormDraftKind, z.ZodType<Record<string, string | number | boolean | null | undefined>>> = {
  event: formDraftSchemaOf(eventInputSchema.shape),
  opportunity: formDraftSchemaOf(opportunityInputSchema.shape),
  volunteering: formDraftSchemaOf(volunteeringInputSchema.shape),
  // A question's text is HTML as long as an article's (sanitised as one when saved: worker/routes/drafts.ts).
  question: z.strictObject({
    title: formValue.optional(),
    content: z.string().max(MAX_CONTENT_LENGTH, 'O texto é demasiado longo.').optional(),
    categoryId: formValue.optional(),
    communityId: formValue.optional(),
    anonymous: formValue.optional(),
  }),
};

export const draftSummarySchema = z.strictObject({
  kind: z.enum(DRAFT_KINDS),
  itemId: idSchema.nullable(),
  title: z.string(),
  updatedAt: timestampSchema,
});
type _DraftSummaryAgrees = Assert<SameShape<z.infer<typeof draftSummarySchema>, DraftSummary>>;

export const draftSchema = draftSummarySchema.extend({
  body: z.union([
    z.strictObject({
      title: z.string().optional(),
      summary: z.string().optional(),
      content: z.string().optional(),
      categoryId: idSchema.nullable().optional(),
      communityId: idSchema.nullable().optional(),
      type: z.enum(ARTICLE_TYPES).optional(),
      imageUrl: z.string().nullable().optional(),
      pdfUrl: z.string().nullable().optional(),
      pdfName: z.string().nullable().optional(),
      patientConsent: z.boolean().optional(),
    }),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ]),
});
type _DraftAgrees = Assert<SameShape<z.infer<typeof draftSchema>, Draft>>;
