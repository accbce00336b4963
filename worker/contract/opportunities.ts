import { z } from 'zod';
import {
  type Assert,
  districtSchema,
  hiddenStateSchema,
  idSchema,
  itemTitleSchema,
  itemDescriptionSchema,
  offerLocationSchema,
  publicUserSummarySchema,
  type SameShape,
  singleLineText,
  timestampSchema,
} from './common';
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

/** The highest monthly gross pay an offer may state, in euros. */
const MAX_SALARY = 20_000;

/** A pay bound in euros: a whole number 0–20,000, or empty (the form's blank input) for none. */
const salaryBound = (label: string) =>
  z
    .preprocess(
      (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
      z
        .number({ message: `${label} deve ser um número de euros.` })
        .int(`${label} deve ser um número inteiro de euros.`)
        .min(0, `${label} não pode ser negativo.`)
        .max(MAX_SALARY, `${label} deve ser no máximo ${MAX_SALARY} euros.`)
        .nullable(),
    )
    .optional()
    .transform((value) => value ?? null);

const salaryTextSchema = z
  .union([
    z.null(),
    singleLineText('O nome da tabela salarial deve ser texto.', 'O nome da tabela salarial não pode ter quebras de linha.')
      .trim()
      .max(120, 'O nome da tabela salarial deve ter no máximo 120 caracteres.')
      .refine((value) => value === '' || value.length >= 3, 'O nome da tabela salarial deve ter pelo menos 3 caracteres.'),
  ])
  .optional()
  .transform((value) => value || null);

const PAY_REQUIRED = 'Indique o vencimento: um intervalo mensal em euros ou o nome de uma tabela salarial.';

/**
 * What is wrong with an offer's pay (docs/rules/job-alerts-and-pay.md), as a field and its message:
 * it needs a range (both bounds, minimum ≤ maximum) or a pay scale's name, not both; null when it is right.
 */
export function payProblem(pay: { salaryMin: number | null; salaryMax: number | null; salaryText: string | null }): { field: 'salaryMin' | 'salaryMax' | 'salaryText'; message: string } | null {
  const range = pay.salaryMin !== null || pay.salaryMax !== null;
  if (range && pay.salaryText !== null) return { field: 'salaryText', message: 'Indique um intervalo ou uma tabela salarial, não os dois.' };
  if (!range && pay.salaryText === null) return { field: 'salaryMin', message: PAY_REQUIRED };
  if (!range) return null;
  if (pay.salaryMin === null) return { field: 'salaryMin', message: 'Indique o vencimento mínimo.' };
  if (pay.salaryMax === null) return { field: 'salaryMax', message: 'Indique o vencimento máximo (igual ao mínimo se for um valor só).' };
  if (pay.salaryMin > pay.salaryMax) return { field: 'salaryMax', message: 'O vencimento máximo não pode ser inferior ao mínimo.' };
  return null;
}

export const opportunityInputSchema = z.object({
  title: itemTitleSchema,
  company: singleLineText('A empresa é obrigatória.', 'O nome da empresa não pode ter quebras de linha.')
    .trim()
    .min(2, 'O nome da empresa deve ter pelo menos 2 caracteres.')
    .max(255, 'O nome da empresa deve ter no máximo 255 caracteres.'),
  description: itemDescriptionSchema,
  requirements: z
    .string()
    .trim()
    .max(5000, 'Os requisitos devem ter no máximo 5000 caracteres.')
    .optional()
    .nullable()
    .transform((value) => value || null),
  location: offerLocationSchema,
  district: districtSchema,
  type: z.enum(EMPLOYMENT_TYPES, { message: 'Tipo de contrato inválido.' }).default('fulltime'),
  contact: contactEmailSchema,
  expiresAt: expiresAtSchema,
  /** Monthly gross pay in euros: a range… */
  salaryMin: salaryBound('O vencimento mínimo'),
  salaryMax: salaryBound('O vencimento máximo'),
  /** …or the name of a public pay scale ('Tabela salarial da carreira TSDT'). One of the two is required on creation (`opportunityCreateSchema`). */
  salaryText: salaryTextSchema,
});

/** `POST /api/opportunities` and the form: the fields, with the pay required (`payProblem`). */
export const opportunityCreateSchema = opportunityInputSchema.superRefine((offer, context) => {
  const problem = payProblem(offer);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** The pay fields of an opportunity: a change that sends none of them leaves the pay as it is (an offer from before pay was asked may stay without). */
export const PAY_FIELDS = ['salaryMin', 'salaryMax', 'salaryText'] as const;

/** The `salaryMin=` filter of the list: offers whose pay reaches this many euros a month; anything else is no filter. */
export const salaryFilterSchema = z.coerce.number().int().min(0).max(MAX_SALARY).optional().catch(undefined);

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
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryText: z.string().nullable(),
});
type _OpportunityAgrees = Assert<SameShape<z.infer<typeof opportunitySchema>, Opportunity>>;
