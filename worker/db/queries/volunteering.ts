import { type Assert, normalizeSearchText, type SameShape, searchedPlace } from '#contract/common';
import type { Volunteering } from '#contract/volunteering-types';
import { volunteering } from '../schema';
import { stemsOf } from '../search-index';
import { offerQueries, type OfferOf } from './offers';

/** What a volunteering offer's `search_text` holds: the fields the list searches (`q`). */
function volunteeringSearchText(item: { title: string; description: string; organization: string; location: string; district: string | null }): string {
  return normalizeSearchText([item.title, item.description, item.organization, searchedPlace(item.location, item.district)].join(' '));
}

/** A volunteering offer as its poster writes it. */
export type NewVolunteering = Pick<Volunteering, 'title' | 'description' | 'organization' | 'location' | 'district' | 'contactEmail' | 'expiresAt'>;

type _AnsweredAsTheContractSays = Assert<SameShape<OfferOf<typeof volunteering>, Volunteering>>;

export const {
  list: listVolunteering,
  get: getVolunteering,
  create: createVolunteering,
  update: updateVolunteering,
  close: closeVolunteering,
  rankedStatement: rankedVolunteeringStatement,
} = offerQueries(
  volunteering,
  (item: NewVolunteering) => volunteeringSearchText(item),
  (item: NewVolunteering) => stemsOf('volunteering', { ...item, location: searchedPlace(item.location, item.district) }),
);
