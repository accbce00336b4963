import { z } from 'zod';
import { contentInputFields, contentItemSchema, contentListQuerySchema, type ContentItem } from './articles';
import type { Assert, SameShape } from './common';

/** Text length (as a reader sees it) a protocol's content needs; the form says it too. */
export const PROTOCOL_MIN_CONTENT_LENGTH = 100;
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

export interface Protocol extends ContentItem {
  isValidated: boolean;
  downloads: number;
}

export interface DownloadResult {
  downloads: number;
  /** The PDF to open, or null when the protocol has none. */
  url: string | null;
}

export const protocolSchema = contentItemSchema.extend({ isValidated: z.boolean(), downloads: z.number().int().nonnegative() });
type _ProtocolAgrees = Assert<SameShape<z.infer<typeof protocolSchema>, Protocol>>;

export const downloadResultSchema = z.strictObject({ downloads: z.number().int().nonnegative(), url: z.string().nullable() });
type _DownloadResultAgrees = Assert<SameShape<z.infer<typeof downloadResultSchema>, DownloadResult>>;
