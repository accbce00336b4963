import { opportunityInputSchema } from '#contract/opportunities';
import { createOpportunity, getOpportunity, listOpportunities } from '../db/queries/opportunities';
import { offerRoutes } from './offers';

export const opportunityRoutes = offerRoutes({
  notFoundMessage: 'Oportunidade não encontrada',
  inputSchema: opportunityInputSchema,
  toNew: (input) => ({
    title: input.title,
    description: input.description,
    company: input.company,
    location: input.location,
    district: input.district,
    employmentType: input.type,
    requirements: input.requirements,
    contactEmail: input.contact,
    expiresAt: input.expiresAt,
  }),
  queries: { list: listOpportunities, get: getOpportunity, create: createOpportunity },
  employmentTypes: true,
});
