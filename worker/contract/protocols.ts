import { z } from 'zod';
import { contentInputFields, contentItemSchema, contentListQuerySchema } from './articles';
import { publicUserSummarySchema, timestampSchema, type Assert, type SameShape } from './common';
import { EVIDENCE_LEVELS } from './moderation-types';
import { PROTOCOL_MIN_CONTENT_LENGTH, REVIEW_MAX_YEARS_AHEAD, type DownloadResult, type Protocol, type ProtocolReviewInput } from './protocols-types';

export const protocolInputSchema = z.object(contentInputFields(PROTOCOL_MIN_CONTENT_LENGTH));
export type ProtocolInput = z.input<typeof protocolInputSchema>;
export const protocolUpdateSchema = protocolInputSchema.partial();
export type ProtocolUpdate = z.input<typeof protocolUpdateSchema>;

/** `GET /api/protocols`: the content filters and `validated=true`. */
export const protocolListQuerySchema = contentListQuerySchema.extend({
  /** `true` (or `1`): only validated protocols; anything else: all. */
  validated: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value === 'true' || value === '1' ? true : undefined)),
  /** `1` to `5`: only protocols reviewed at that level of evidence; anything else: all. */
  evidenceLevel: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
});
export type ProtocolListQuery = z.input<typeof protocolListQuerySchema>;

const reviewSchema = z.strictObject({
  reviewer: publicUserSummarySchema.nullable(),
  reviewedAt: timestampSchema,
  evidenceLevel: z.number().int().min(1).max(5),
  reviewDueAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  overdue: z.boolean(),
});

export const protocolSchema = contentItemSchema.extend({ isValidated: z.boolean(), downloads: z.number().int().nonnegative(), review: reviewSchema.nullable() });
type _ProtocolAgrees = Assert<SameShape<z.infer<typeof protocolSchema>, Protocol>>;

export const downloadResultSchema = z.strictObject({ downloads: z.number().int().nonnegative(), url: z.string().nullable() });
type _DownloadResultAgrees = Assert<SameShape<z.infer<typeof downloadResultSchema>, DownloadResult>>;

const EVIDENCE_LEVEL_INVALID = 'Escolha um nível de evidência de 1 a 5.';
const DUE_DATE_INVALID = `Indique a data da próxima revisão: uma data futura, no máximo a ${REVIEW_MAX_YEARS_AHEAD} anos.`;

/** Today as `YYYY-MM-DD` (UTC), and the same day `years` ahead. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
function yearsAhead(years: number, now = new Date()): string {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return isoDate(later);
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDate(new Date(`${value}T00:00:00Z`)) === value;

/** `POST /api/protocols/{id}/review`: a level 1 to 5 and a due date after today, at most five years ahead. */
export const protocolReviewSchema = z.object({
  evidenceLevel: z.coerce
    .number({ message: EVIDENCE_LEVEL_INVALID })
    .int(EVIDENCE_LEVEL_INVALID)
    .refine((level) => (EVIDENCE_LEVELS as readonly number[]).includes(level), EVIDENCE_LEVEL_INVALID),
  reviewDueAt: z
    .string({ message: DUE_DATE_INVALID })
    .trim()
    .refine((value) => isCalendarDate(value) && value > isoDate(new Date()) && value <= yearsAhead(REVIEW_MAX_YEARS_AHEAD), DUE_DATE_INVALID),
});
type _ReviewInputAgrees = Assert<SameShape<z.output<typeof protocolReviewSchema>, ProtocolReviewInput>>;
