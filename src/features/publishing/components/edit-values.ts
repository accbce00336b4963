import type { eventFormSchema } from '#contract/events';
import type { PortalEvent } from '#contract/events-types';
import { lisbonWallClock } from '#contract/lisbon-time';
import type { opportunityInputSchema } from '#contract/opportunities';
import type { Opportunity } from '#contract/opportunities-types';
import type { volunteeringInputSchema } from '#contract/volunteering';
import type { Volunteering } from '#contract/volunteering-types';
import type { z } from 'zod';

/** An instant as a `datetime-local` input shows it, in Portuguese mainland time ("2031-07-15T10:00"). */
const lisbonDateTime = (instant: string) => lisbonWallClock(Date.parse(instant)).toISOString().slice(0, 16);
/** An instant as a `date` input shows it ("2031-07-15"). */
const lisbonDate = (instant: string | null) => (instant ? lisbonDateTime(instant).slice(0, 10) : '');

/** The wall-clock time `ms` after `start` ("2031-07-15T10:00", as a `datetime-local` input gives it), in the same form; null when `start` is not one. */
export function laterWallClock(start: string, ms: number): string | null {
  const from = Date.parse(`${start}Z`);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(start) && Number.isFinite(from) ? new Date(from + ms).toISOString().slice(0, 16) : null;
}

/** The event form's values of an event being edited; one published before ends were asked for is offered an end 2 hours after its start. */
export const eventValues = (event: PortalEvent): z.input<typeof eventFormSchema> => ({
  title: event.title,
  description: event.description,
  eventDate: lisbonDateTime(event.eventDate),
  endDate: event.endDate ? lisbonDateTime(event.endDate) : (laterWallClock(lisbonDateTime(event.eventDate), 2 * 60 * 60 * 1000) ?? ''),
  price: event.price,
  location: event.location,
  eventType: event.eventType,
  imageUrl: event.imageUrl,
  maxParticipants: event.maxParticipants ?? '',
  onlineUrl: event.onlineUrl ?? '',
  cpdHours: event.cpdHours === null ? '' : String(event.cpdHours).replace('.', ','),
  communityId: event.communityId ? String(event.communityId) : '',
});

export const opportunityValues = (offer: Opportunity): z.input<typeof opportunityInputSchema> => ({
  title: offer.title,
  company: offer.company,
  description: offer.description,
  requirements: offer.requirements ?? '',
  location: offer.location,
  district: offer.district ?? '',
  type: offer.employmentType,
  contact: offer.contactEmail,
  expiresAt: lisbonDate(offer.expiresAt),
  salaryMin: offer.salaryMin ?? '',
  salaryMax: offer.salaryMax ?? '',
  salaryText: offer.salaryText ?? '',
});

export const volunteeringValues = (offer: Volunteering): z.input<typeof volunteeringInputSchema> => ({
  title: offer.title,
  organization: offer.organization,
  description: offer.description,
  location: offer.location,
  district: offer.district ?? '',
  contact: offer.contactEmail,
  expiresAt: lisbonDate(offer.expiresAt),
});
