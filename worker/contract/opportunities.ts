import { z } from 'zod';
import { type Assert, districtSchema, hiddenStateSchema, idSchema, publicUserSummarySchema, type SameShape, singleLineText, timestampSchema } from './common';
import { parsePortalDateTime } from './events';
import { EMPLOYMENT_TYPES, type Opportunity } from './opportunities-types';

/** Optional expiry: an ISO date-time, or empty. */
export const expiresAtSchema = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .trim()
      .refine((value) => parsePortalDateTime(value) !== null, 'Data de expiração inválida.'),
  ])
  .optional()
  .transform((value) => (value ? parsePortalDateTime(value)!.toISOString() : null));

export const contactEmailSchema = singleLineText('E-mail de contacto inválido', 'E-mail de contacto inválido')
  .trim()
  .toLowerCase()
  .max(255, 'O e-mail deve ter no máximo 255 caracteres.')
  .pipe(z.email('E-mail de contacto inválido'));

export const opportunityInputSchema = z.object({
  title: singleLineText('O título é obrigatório.', 'O título não pode ter quebras de linha.')
    .trim()
    .min(5, 'O título deve ter pelo menos 5 caracteres.')
    .max(255, 'O título deve ter no máximo 255 caracteres.'),
  company: singleLineText('A empresa é obrigatória.', 'O nome da empresa não pode ter quebras de linha.')
    .trim()
    .min(2, 'O nome da empresa deve ter pelo menos 2 caracteres.')
    .max(255, 'O nome da empresa deve ter no máximo 255 caracteres.'),
  description: z.string({ message: 'A descrição é obrigatória.' }).trim().min(20, 'A descrição deve ter pelo menos 20 caracteres.').max(10_000, 'A descrição deve ter no máximo 10000 caracteres.'),
  requirements: z
    .string()
    .trim()
    .max(5000, 'Os requisitos devem ter no máximo 5000 caracteres.')
    .optional()
    .nullable()
    .transform((value) => value || null),
  location: singleLineText('A localização é obrigatória.', 'A localização não pode ter quebras de linha.')
    .trim()
    .min(2, 'A localização deve ter pelo menos 2 caracteres.')
    .max(255, 'A localização deve ter no máximo 255 caracteres.'),
  district: districtSchema,
  type: z.enum(EMPLOYMENT_TYPES, { message: 'Tipo de contrato inválido.' }).default('fulltime'),
  contact: contactEmailSchema,
  expiresAt: expiresAtSchema,
});

export const opportunitySchema = z.strictObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  company: z.string(),
  location: z.string(),
  district: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  requirements: z.string().nullable(),
  contactEmail: z.string(),
  expiresAt: timestampSchema.nullable(),
  closedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema.nullable(),
  posterId: idSchema,
  poster: publicUserSummarySchema,
  createdAt: timestampSchema,
  hidden: hiddenStateSchema,
});
type _OpportunityAgrees = Assert<SameShape<z.infer<typeof opportunitySchema>, Opportunity>>;
