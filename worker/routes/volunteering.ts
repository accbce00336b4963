import { volunteeringInputSchema } from '#contract/volunteering';
import { createVolunteering, getVolunteering, listVolunteering } from '../db/queries/volunteering';
import { offerRoutes } from './offers';

export const volunteeringRoutes = offerRoutes({
  notFoundMessage: 'Voluntariado não encontrado',
  inputSchema: volunteeringInputSchema,
  toNew: (input) => ({
    title: input.title,
    description: input.description,
    organization: input.organization,
    location: input.location,
    district: input.district,
    contactEmail: input.contact,
    expiresAt: input.expiresAt,
  }),
  queries: { list: listVolunteering, get: getVolunteering, create: createVolunteering },
});
