import { opportunityInputSchema } from '#contract/opportunities';
import { closeOpportunity, createOpportunity, getOpportunity, listOpportunities, updateOpportunity } from '../db/queries/opportunities';
import { offerRoutes } from './offers';

export const opportunityRoutes = offerRoutes({
  type: 'opportunity',
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
  toInput: (offer) => ({
    title: offer.title,
    description: offer.description,
    company: offer.company,
    location: offer.location,
    district: offer.district,
    type: offer.employmentType,
    requirements: offer.requirements,
    contact: offer.contactEmail,
    expiresAt: offer.expiresAt,
  }),
  queries: { list: listOpportunities, get: getOpportunity, create: createOpportunity, update: updateOpportunity, close: closeOpportunity },
  employmentTypes: true,
});
