import { opportunityCreateSchema, opportunityInputSchema, PAY_FIELDS, payProblem } from '#contract/opportunities';
import { badRequest } from '../lib/errors';
import { closeOpportunity, createOpportunity, getOpportunity, listOpportunities, updateOpportunity } from '../db/queries/opportunities';
import { offerRoutes } from './offers';

export const opportunityRoutes = offerRoutes({
  type: 'opportunity',
  notFoundMessage: 'Oportunidade não encontrada',
  inputSchema: opportunityInputSchema,
  createSchema: opportunityCreateSchema,
  // A change that sends a pay field must leave a valid pay; one that sends none keeps the pay as it
  // is, so an offer from before pay was asked can still be edited (docs/rules/job-alerts-and-pay.md).
  checkChange: (offer, sent) => {
    if (!PAY_FIELDS.some((field) => field in sent)) return;
    const problem = payProblem(offer);
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  },
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
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    salaryText: input.salaryText,
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
    salaryMin: offer.salaryMin,
    salaryMax: offer.salaryMax,
    salaryText: offer.salaryText,
  }),
  queries: { list: listOpportunities, get: getOpportunity, create: createOpportunity, update: updateOpportunity, close: closeOpportunity },
  employmentTypes: true,
  salaryFilter: true,
});
