import { z } from 'zod';
import { contentInputFields, contentItemSchema, contentListQuerySchema } from './articles';
import { publicUserSummarySchema, timestampSchema, type Assert, type SameShape } from './common';
import { PROTOCOL_MIN_CONTENT_LENGTH, type DownloadResult, type Protocol } from './protocols-types';

export const protocolInputSchema = z.object(contentInputFields(PROTOCOL_MIN_CONTENT_LENGTH));
export const protocolUpdateSchema = protocolInputSchema.partial();

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
