import { z } from 'zod';
import { contentInputFields, contentItemSchema, contentListQuerySchema } from './articles';
import type { Assert, SameShape } from './common';
import { PROTOCOL_MIN_CONTENT_LENGTH, type DownloadResult, type Protocol } from './protocols-types';

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
});
export type ProtocolListQuery = z.input<typeof protocolListQuerySchema>;

export const protocolSchema = contentItemSchema.extend({ isValidated: z.boolean(), downloads: z.number().int().nonnegative() });
type _ProtocolAgrees = Assert<SameShape<z.infer<typeof protocolSchema>, Protocol>>;

export const downloadResultSchema = z.strictObject({ downloads: z.number().int().nonnegative(), url: z.string().nullable() });
type _DownloadResultAgrees = Assert<SameShape<z.infer<typeof downloadResultSchema>, DownloadResult>>;
