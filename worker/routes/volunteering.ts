import { volunteeringInputSchema } from '#contract/volunteering';
import { closeVolunteering, createVolunteering, getVolunteering, listVolunteering, updateVolunteering } from '../db/queries/volunteering';
import { offerRoutes } from './offers';

export const volunteeringRoutes = offerRoutes({
  type: 'volunteering',
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
  toInput: (offer) => ({
    title: offer.title,
    description: offer.description,
    organization: offer.organization,
    location: offer.location,
    district: offer.district,
    contact: offer.contactEmail,
    expiresAt: offer.expiresAt,
  }),
  queries: { list: listVolunteering, get: getVolunteering, create: createVolunteering, update: updateVolunteering, close: closeVolunteering },
});
