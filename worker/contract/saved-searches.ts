import { z } from 'zod';
import { type Assert, districtSchema, idSchema, type SameShape, singleLineText, timestampSchema } from './common';
import { EMPLOYMENT_TYPES } from './opportunities-types';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_KINDS, type SavedSearch } from './saved-searches-types';

const ONLY_OPPORTUNITIES = 'O tipo de contrato só se aplica às oportunidades.';

/** `POST /api/me/saved-searches`: a list's filters and words, and when to be told. */
export const savedSearchInputSchema = z
  .object({
    kind: z.enum(SAVED_SEARCH_KINDS, { message: 'Escolha o tipo de pesquisa: oportunidades ou voluntariado.' }),
    district: districtSchema,
    employmentType: z
      .enum(EMPLOYMENT_TYPES, { message: 'Tipo de contrato inválido.' })
      .optional()
      .nullable()
      .transform((value) => value ?? null),
    q: z
      .union([
        z.null(),
        singleLineText('As palavras da pesquisa devem ser texto.', 'As palavras da pesquisa não podem ter quebras de linha.')
          .trim()
          .max(200, 'As palavras da pesquisa devem ter no máximo 200 caracteres.'),
      ])
      .optional()
      .transform((value) => value || null),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { message: 'Escolha: logo que surgir ou no resumo semanal.' }),
  })
  .superRefine((search, context) => {
    if (search.kind === 'volunteering' && search.employmentType !== null) context.addIssue({ code: 'custom', path: ['employmentType'], message: ONLY_OPPORTUNITIES });
  });

export const savedSearchSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(SAVED_SEARCH_KINDS),
  district: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  q: z.string().nullable(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  createdAt: timestampSchema,
});
type _SavedSearchAgrees = Assert<SameShape<z.infer<typeof savedSearchSchema>, SavedSearch>>;
