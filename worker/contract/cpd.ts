import { z } from 'zod';
import { type Assert, idSchema, ownFileUrlSchema, publicUserSummarySchema, type SameShape, singleLineText, timestampSchema } from './common';
import {
  type Attendee,
  CERTIFICATE_STATUSES,
  type Certificate,
  CPD_KINDS,
  CPD_MAX_HOURS,
  CPD_MIN_HOURS,
  CPD_REFLECTION_MAX,
  type CpdEntry,
  type CpdSettings,
  type CpdSummary,
  EVENT_CPD_MAX_HOURS,
  EVENT_CPD_MIN_HOURS,
  type EventAttendance,
  type EventTicket,
} from './cpd-types';

/** Hours as a number or a form's text ('1,5'), in whole quarter hours between `min` and `max`. */
function quarterHoursSchema(min: number, max: number, required: string) {
  const invalid = 'Indique as horas em números (por exemplo, 1,5).';
  return z
    .union(
      [
        z.number({ message: invalid }),
        z
          .string({ message: required })
          .trim()
          .min(1, required)
          .regex(/^\d+(?:[.,]\d+)?$/, invalid)
          .transform((value) => Number(value.replace(',', '.'))),
      ],
      {
        message: required,
      },
    )
    .pipe(
      z
        .number()
        .refine((value) => Number.isFinite(value), invalid)
        .min(min, `As horas devem ser pelo menos ${String(min).replace('.', ',')}.`)
        .max(max, `As horas devem ser no máximo ${max}.`)
        .refine((value) => Number.isInteger(value * 4), 'Indique as horas em quartos de hora (por exemplo, 1,25 ou 1,5).'),
    );
}

/** `YYYY-MM-DD`, a day that exists, between 1950 and 2100. */
const daySchema = z
  .string({ message: 'A data é obrigatória.' })
  .trim()
  .min(1, 'A data é obrigatória.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1950-01-01' && value <= '2100-12-31';
  }, 'Data inválida.');

export const cpdEntryInputSchema = z.object({
  date: daySchema,
  title: singleLineText('O título é obrigatório.', 'O título não pode ter quebras de linha.')
    .trim()
    .min(3, 'O título deve ter pelo menos 3 caracteres.')
    .max(200, 'O título deve ter no máximo 200 caracteres.'),
  kind: z.enum(CPD_KINDS, { message: 'Escolha o tipo de atividade.' }),
  hours: quarterHoursSchema(CPD_MIN_HOURS, CPD_MAX_HOURS, 'Indique as horas.'),
  reflection: z
    .string({ message: 'Reflexão inválida.' })
    .max(CPD_REFLECTION_MAX, `A reflexão deve ter no máximo ${CPD_REFLECTION_MAX} caracteres.`)
    .optional()
    .nullable()
    .transform((value) => (value && value.trim() ? value : null)),
  evidenceUrl: ownFileUrlSchema,
});

export const cpdEntryUpdateSchema = cpdEntryInputSchema.partial();

/** `GET /api/me/cpd`: a year and a kind to filter by (anything else is ignored). */
export const cpdYearSchema = z.coerce.number().int().min(1950).max(2100).optional().catch(undefined);
export const cpdKindFilterSchema = z.enum(CPD_KINDS).optional().catch(undefined);

export const cpdSettingsInputSchema = z.object({
  targetHours: quarterHoursSchema(1, 1000, 'Indique a meta de horas.').optional(),
  reminders: z.boolean({ message: 'Indique sim ou não.' }).optional(),
});

/** An event's CPD hours as its organiser gives them: blank or null for none. */
export const eventCpdHoursSchema = z
  .union([z.literal('').transform(() => null), z.null(), quarterHoursSchema(EVENT_CPD_MIN_HOURS, EVENT_CPD_MAX_HOURS, 'Indique as horas de formação.')])
  .optional()
  .transform((value) => value ?? null);

/** A ticket's or certificate's code as typed or scanned: the code alone, or the end of an address that holds it. */
export const checkInInputSchema = z.object({
  code: z
    .string({ message: 'Indique o código do bilhete.' })
    .trim()
    .min(1, 'Indique o código do bilhete.')
    .max(200, 'Código inválido.')
    .transform((value) => value.slice(value.lastIndexOf('/') + 1).toLowerCase()),
});

export const attendanceInputSchema = z.object({ attended: z.boolean({ message: 'Indique se esteve presente.' }) });

export const cpdEntrySchema = z.strictObject({
  id: idSchema,
  date: z.string(),
  title: z.string(),
  kind: z.enum(CPD_KINDS),
  hours: z.number().positive(),
  reflection: z.string().nullable(),
  evidenceUrl: z.string().nullable(),
  eventId: idSchema.nullable(),
  certificateCode: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullable(),
});
type _CpdEntryAgrees = Assert<SameShape<z.infer<typeof cpdEntrySchema>, CpdEntry>>;

const hoursByKindSchema = z.strictObject(Object.fromEntries(CPD_KINDS.map((kind) => [kind, z.number().nonnegative()])) as Record<(typeof CPD_KINDS)[number], z.ZodNumber>);

export const cpdSummarySchema = z.strictObject({
  year: z.number().int(),
  totalHours: z.number().nonnegative(),
  targetHours: z.number().positive(),
  byKind: hoursByKindSchema,
  byMonth: z.array(z.number().nonnegative()).length(12),
  years: z.array(z.number().int()),
  reminders: z.boolean(),
});
type _CpdSummaryAgrees = Assert<SameShape<z.infer<typeof cpdSummarySchema>, CpdSummary>>;

export const cpdSettingsSchema = z.strictObject({ targetHours: z.number().positive(), reminders: z.boolean() });
type _CpdSettingsAgrees = Assert<SameShape<z.infer<typeof cpdSettingsSchema>, CpdSettings>>;

export const eventTicketSchema = z.strictObject({ code: z.string().min(26) });
type _EventTicketAgrees = Assert<SameShape<z.infer<typeof eventTicketSchema>, EventTicket>>;

export const attendeeSchema = z.strictObject({
  member: publicUserSummarySchema,
  registeredAt: timestampSchema,
  attendedAt: timestampSchema.nullable(),
  certificateCode: z.string().nullable(),
});
type _AttendeeAgrees = Assert<SameShape<z.infer<typeof attendeeSchema>, Attendee>>;

export const eventAttendanceSchema = z.strictObject({
  event: z.strictObject({
    id: idSchema,
    title: z.string(),
    eventDate: timestampSchema,
    cpdHours: z.number().positive().nullable(),
    isOnline: z.boolean(),
    cancelled: z.boolean(),
    attendanceOpensAt: timestampSchema,
  }),
  attendees: z.array(attendeeSchema),
});
type _EventAttendanceAgrees = Assert<SameShape<z.infer<typeof eventAttendanceSchema>, EventAttendance>>;

export const certificateSchema = z.strictObject({
  code: z.string().min(26),
  memberName: z.string(),
  eventTitle: z.string(),
  eventDate: timestampSchema,
  hours: z.number().positive(),
  organizerName: z.string(),
  issuedAt: timestampSchema,
  status: z.enum(CERTIFICATE_STATUSES),
});
type _CertificateAgrees = Assert<SameShape<z.infer<typeof certificateSchema>, Certificate>>;
