import { z } from 'zod';
import {
  type Assert,
  hiddenStateSchema,
  idSchema,
  itemTitleSchema,
  itemDescriptionSchema,
  ownFileUrlSchema,
  publicUserSummarySchema,
  type SameShape,
  isSingleLine,
  singleLineText,
  timestampSchema,
} from './common';
import { communityIdInputSchema, communitySummarySchema } from './communities';
import { EVENT_LIST_FIELDS, type EventListItem, type EventRegistrant, type PortalEvent, type RegistrationResult, type WaitlistResult } from './events-types';
import { eventCpdHoursSchema } from './cpd';
import { lisbonOffsetMs } from './lisbon-time';

/**
 * ISO 8601 as the portal reads it: a date (`2031-07-15`), or a date and time to the minute, second
 * or fraction of a second (`2031-07-15T10:00`, `…T10:00:15`, `…T10:00:15.250`), with `Z`, an
 * offset (`+01:00`, `+0100`) or no zone. RFC 3339's space for `T` is accepted too. Nothing else:
 * `Date.parse` would read "foo 2030" as 1 January 2030.
 */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An instant from an ISO 8601 date or date-time (`ISO_DATE_TIME`). One without a time zone (what a
 * `datetime-local` or `date` input gives) is read as Portuguese mainland time, the time the portal
 * shows every date in, whatever the zone of the browser or of the server. Null for anything else,
 * or for a day, hour or offset that does not exist.
 */
export function parsePortalDateTime(value: string): Date | null {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which would read the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  date.setUTCHours(Number(hour), Number(minute), Number(second), Number(fraction.slice(0, 3).padEnd(3, '0')));
  const wall = date.getTime();
  if (zone === undefined) {
    const firstGuess = wall - lisbonOffsetMs(wall);
    return new Date(wall - lisbonOffsetMs(firstGuess));
  }
  if (zone === 'Z') return date;
  const offsetHours = Number(zone.slice(1, 3));
  const offsetMinutes = Number(zone.slice(-2));
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const offsetMs = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return new Date(wall - offsetMs);
}

/** Whether `value` is an absolute https URL (the only links an online event may carry). */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An event lasts at most this many days, from its start to its end. */
const EVENT_MAX_DAYS = 14;
/** The highest price of an event, in euros. */
const EVENT_MAX_PRICE = 10_000;

const END_BEFORE_START = 'O fim do evento deve ser depois do início.';
const END_TOO_LATE = `O evento deve terminar no máximo ${EVENT_MAX_DAYS} dias depois do início.`;
const END_REQUIRED = 'Indique quando o evento termina.';

/** Why an event's end (ISO instant) does not fit its start: after it, at most `EVENT_MAX_DAYS` later. Null when it fits. */
export function eventEndProblem(start: string, end: string): string | null {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (to <= from) return END_BEFORE_START;
  if (to - from > EVENT_MAX_DAYS * 24 * 60 * 60 * 1000) return END_TOO_LATE;
  return null;
}

/** A date and time as the portal reads it (`parsePortalDateTime`), answered as an ISO instant. */
const portalDateTime = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine((value) => parsePortalDateTime(value) !== null, 'Data inválida.')
    .transform((value) => parsePortalDateTime(value)!.toISOString());

const PRICE_INVALID = 'Indique um preço válido, em euros (por exemplo, 25 ou 12,50).';

/** A price in euros with at most two decimals, 0 (free) to `EVENT_MAX_PRICE`; a form's text may use a comma ('12,50'); blank is free. */
const priceSchema = z
  .union(
    [
      z.literal('').transform(() => 0),
      z.null().transform(() => 0),
      z.number({ message: PRICE_INVALID }),
      z
        .string()
        .trim()
        .regex(/^\d+(?:[.,]\d+)?$/, PRICE_INVALID)
        .transform((value) => Number(value.replace(',', '.'))),
    ],
    { message: PRICE_INVALID },
  )
  .optional()
  .transform((value) => value ?? 0)
  .pipe(
    z
      .number({ message: PRICE_INVALID })
      .refine((value) => Number.isFinite(value), PRICE_INVALID)
      .min(0, 'O preço não pode ser negativo.')
      .max(EVENT_MAX_PRICE, 'O preço deve ser no máximo 10 000 €.')
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Indique o preço com no máximo duas casas decimais.'),
  );

export const eventInputSchema = z.object({
  title: itemTitleSchema,
  description: itemDescriptionSchema,
  eventDate: portalDateTime('A data do evento é obrigatória.'),
  /** Optional for the API (events published before it was asked for have none); the form asks for it (`eventFormSchema`). Blank or null: no end. */
  endDate: z
    .string({ message: 'Data inválida.' })
    .trim()
    .refine((value) => value === '' || parsePortalDateTime(value) !== null, 'Data inválida.')
    .transform((value) => (value === '' ? null : parsePortalDateTime(value)!.toISOString()))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  price: priceSchema,
  location: singleLineText('O local é obrigatório.', 'O local não pode ter quebras de linha.')
    .trim()
    .min(3, 'O local deve ter pelo menos 3 caracteres.')
    .max(255, 'O local deve ter no máximo 255 caracteres.'),
  eventType: singleLineText('O tipo de evento é obrigatório.', 'O tipo de evento não pode ter quebras de linha.')
    .trim()
    .min(2, 'O tipo de evento deve ter pelo menos 2 caracteres.')
    .max(50, 'O tipo de evento deve ter no máximo 50 caracteres.'),
  imageUrl: ownFileUrlSchema,
  maxParticipants: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.coerce
        .number({ message: 'Indique um número de vagas válido.' })
        .int('Indique um número inteiro de vagas.')
        .min(1, 'O número de vagas deve ser pelo menos 1.')
        .max(100_000, 'O número de vagas deve ser no máximo 100000.'),
    ])
    .optional()
    .transform((value) => value ?? null),
  onlineUrl: z
    .string()
    .refine(isSingleLine, 'A ligação não pode ter quebras de linha.')
    .trim()
    .max(500, 'A ligação deve ter no máximo 500 caracteres.')
    .refine((value) => value === '' || isHttpsUrl(value), 'Indique uma ligação que comece por https://.')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  /** Hours of continuing professional development its attendance certifies (docs/rules/cpd-portfolio.md); null: none. */
  cpdHours: eventCpdHoursSchema,
  /** The community to post it in (docs/rules/communities.md): one the organiser is in; null or absent, the whole portal. */
  communityId: communityIdInputSchema,
});

/** `PATCH /api/events/{id}`: the creation's fields, each optional; only those sent change. */
export const eventUpdateSchema = eventInputSchema.partial();

/**
 * The publishing form: the creation's fields, with the end required and checked against the start
 * (the server checks it again, against the stored start when only one of them changes).
 */
export const eventFormSchema = eventInputSchema.superRefine((event, context) => {
  const problem = event.endDate === null ? END_REQUIRED : eventEndProblem(event.eventDate, event.endDate);
  if (problem) context.addIssue({ code: 'custom', path: ['endDate'], message: problem });
});

/** Longest reason for a cancellation, in characters. */
const CANCEL_REASON_MAX = 1000;

/** `POST /api/events/{id}/cancel`: why (told to the registrants and shown on the event's page). */
export const eventCancelSchema = z.object({
  reason: z
    .string({ message: 'Indique o motivo do cancelamento.' })
    .trim()
    .min(5, 'O motivo deve ter pelo menos 5 caracteres.')
    .max(CANCEL_REASON_MAX, `O motivo deve ter no máximo ${CANCEL_REASON_MAX} caracteres.`),
});

export const portalEventSchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  eventType: z.string(),
  eventDate: timestampSchema,
  endDate: timestampSchema.nullable(),
  price: z.number().nonnegative(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  maxParticipants: z.number().int().positive().nullable(),
  registeredCount: z.number().int().nonnegative(),
  isRegistered: z.boolean(),
  isOnline: z.boolean(),
  onlineUrl: z.string().nullable(),
  cpdHours: z.number().positive().nullable(),
  waitlistCount: z.number().int().nonnegative(),
  waitlistPosition: z.number().int().positive().nullable(),
  organizerId: idSchema,
  organizer: publicUserSummarySchema,
  communityId: idSchema.nullable(),
  community: communitySummarySchema.nullable(),
  // EventStatus of events-types.ts, spelled here so that the forms' schemas do not load that module (the check below keeps them equal).
  status: z.enum(['scheduled', 'cancelled']),
  cancelledAt: timestampSchema.nullable(),
  cancelReason: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullable(),
  hidden: hiddenStateSchema,
});
type _PortalEventAgrees = Assert<SameShape<z.infer<typeof portalEventSchema>, PortalEvent>>;

/** An event in a list or a search: what its card shows (`EventListItem`). */
export const eventListItemSchema = portalEventSchema.pick(Object.fromEntries(EVENT_LIST_FIELDS.map((field) => [field, true])) as Record<keyof EventListItem, true>);
type _EventListItemAgrees = Assert<SameShape<z.infer<typeof eventListItemSchema>, EventListItem>>;

export const registrationResultSchema = z.strictObject({
  registeredCount: z.number().int().nonnegative(),
  isRegistered: z.boolean(),
  waitlistPosition: z.number().int().positive().nullable(),
});
type _RegistrationResultAgrees = Assert<SameShape<z.infer<typeof registrationResultSchema>, RegistrationResult>>;

export const waitlistResultSchema = z.strictObject({ waitlisted: z.literal(true), position: z.number().int().positive() });
type _WaitlistResultAgrees = Assert<SameShape<z.infer<typeof waitlistResultSchema>, WaitlistResult>>;

export const eventRegistrantSchema = z.strictObject({ member: publicUserSummarySchema, registeredAt: timestampSchema });
type _EventRegistrantAgrees = Assert<SameShape<z.infer<typeof eventRegistrantSchema>, EventRegistrant>>;

/** `GET /api/events`: `when=past` lists the events that have taken place (the archive), newest first; `when=upcoming` the others. */
export const eventWhenSchema = z.enum(['upcoming', 'past']).optional().catch(undefined);
