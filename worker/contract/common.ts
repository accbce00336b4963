import { z } from 'zod';
// With its extension: Node runs this file as it is (scripts/seed, scripts/bench).
import { MAX_PAGE_SIZE, normalizeSearchText, PAGE_SIZE, type ApiError, type CategorySummary, type HiddenState, type PublicUserSummary } from './common-types.ts';
import { DISTRICTS } from './districts.ts';

const optionalId = z.coerce.number().int().positive().optional();

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE).catch(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0).catch(0),
  q: z.string().trim().max(200).optional().catch(undefined),
});

/** `ids=1,2,3` (or repeated `ids`) as a list of positive integers; anything else is ignored. */
export const idListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, MAX_PAGE_SIZE),
  )
  .optional()
  .catch(undefined);

export const filterIdSchema = optionalId.catch(undefined);

/** `T` with every object (nested ones too) written out as its members: `interface … extends` and `A & B` become plain objects. */
type Members<T> = T extends object ? { [K in keyof T]: Members<T[K]> } : T;
/**
 * Whether a schema and the type it mirrors are the same type: the same keys, each optional or not
 * and of the same type, at every depth (being assignable each way would miss an optional key that
 * one side lacks).
 */
export type SameShape<A, B> = (<T>() => T extends Members<A> ? 1 : 2) extends <T>() => T extends Members<B> ? 1 : 2 ? true : false;
/** Compiles only when `T` is true: `type _Agrees = Assert<SameShape<z.infer<typeof articleSchema>, Article>>`. */
export type Assert<T extends true> = T;

// Response schemas are `strictObject`s: a field the contract does not name (a password hash, an
// internal column) fails the contract test (tests/worker/contract-responses.test.ts).
const id = z.number().int().positive();
/** An id in a response. */
export const idSchema = id;
/** A timestamp in a response, as SQLite writes it (ISO 8601). */
export const timestampSchema = z.string().min(1);

export const apiErrorSchema = z.strictObject({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
type _ApiErrorAgrees = Assert<SameShape<z.infer<typeof apiErrorSchema>, ApiError>>;

export const publicUserSummarySchema = z.strictObject({
  id,
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  specialty: z.string().nullable(),
  location: z.string().nullable(),
  verifiedOt: z.boolean(),
});
type _PublicUserSummaryAgrees = Assert<SameShape<z.infer<typeof publicUserSummarySchema>, PublicUserSummary>>;

/** `hidden` of an item or comment: null while visible. */
export const hiddenStateSchema = z.strictObject({ reason: z.string().nullable(), hiddenAt: timestampSchema }).nullable();
type _HiddenStateAgrees = Assert<SameShape<z.infer<typeof hiddenStateSchema>, HiddenState | null>>;

export const categorySummarySchema = z.strictObject({ id, name: z.string(), icon: z.string() });
type _CategorySummaryAgrees = Assert<SameShape<z.infer<typeof categorySummarySchema>, CategorySummary>>;

// `normalizeSearchText` lives in the zod-free half (./common-types.ts), which the PDF text Worker's
// stems import without zod (decision 079).
export { normalizeSearchText };

/**
 * An offer's place as its search reads it: the town and, when the town does not already name it,
 * the district, so that searching a district finds the offers in its towns ('Braga' finds
 * Guimarães: docs/rules/first-day.md).
 */
export function searchedPlace(location: string, district: string | null | undefined): string {
  if (!district || normalizeSearchText(location).includes(normalizeSearchText(district))) return location;
  return `${location} ${district}`;
}

/** An offer's district: one of `DISTRICTS`, or empty (none). */
export const districtSchema = z
  .string({ message: 'Escolha um distrito da lista.' })
  .trim()
  .optional()
  .nullable()
  .refine((value) => !value || (DISTRICTS as readonly string[]).includes(value), 'Escolha um distrito da lista.')
  .transform((value) => value || null);

/** The `district=` filter of the offer lists: a district, or anything else as no filter. */
export const districtFilterSchema = z.enum(DISTRICTS).optional().catch(undefined);

/**
 * A line break: CR, LF, NEL and Unicode's line and paragraph separators. A one-line field (a title,
 * a name, a place, a company, a link, an address) may hold none: such text ends up in e-mail
 * headers and on one line of a message, where a break would start a header or a paragraph of its
 * own (decision 028).
 */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** Whether `text` holds no line break. */
export const isSingleLine = (text: string) => !LINE_BREAK.test(text);

/**
 * The text of a one-line field: `notText` when it is not text, `lineBreak` when it holds a line
 * break anywhere (checked before trimming, so that none is ever stored).
 */
export const singleLineText = (notText: string, lineBreak: string) => z.string({ message: notText }).refine(isSingleLine, lineBreak);

/** The title of an article, protocol, event or offer: one line of 5 to 255 characters. */
export const itemTitleSchema = singleLineText('O título é obrigatório.', 'O título não pode ter quebras de linha.')
  .trim()
  .min(5, 'O título deve ter pelo menos 5 caracteres.')
  .max(255, 'O título deve ter no máximo 255 caracteres.');

/** The description of an event or offer: 20 to 10,000 characters. */
export const itemDescriptionSchema = z
  .string({ message: 'A descrição é obrigatória.' })
  .trim()
  .min(20, 'A descrição deve ter pelo menos 20 caracteres.')
  .max(10_000, 'A descrição deve ter no máximo 10000 caracteres.');

/** Where an offer is: one line of 2 to 255 characters. */
export const offerLocationSchema = singleLineText('A localização é obrigatória.', 'A localização não pode ter quebras de linha.')
  .trim()
  .min(2, 'A localização deve ter pelo menos 2 caracteres.')
  .max(255, 'A localização deve ter no máximo 255 caracteres.');

/**
 * Optional text field: empty strings become `undefined`, others are trimmed and bounded; with
 * `lineBreak`, a one-line field that refuses a line break with that message.
 */
export function optionalText(max: number, tooLong: string, lineBreak?: string) {
  return (lineBreak ? z.string().refine(isSingleLine, lineBreak) : z.string())
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

/** URL of a file we host (`FILE_URL_PREFIX` and a key), or nothing. Other addresses are refused. */
export const ownFileUrlSchema = z
  .string()
  .refine(isSingleLine, 'Ficheiro inválido.')
  .trim()
  .max(300)
  .refine((value) => value === '' || /^\/api\/files\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/.test(value), 'Ficheiro inválido.')
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));
