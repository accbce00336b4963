import { type Assert, normalizeSearchText, type SameShape, searchedPlace } from '#contract/common';
import type { Opportunity } from '#contract/opportunities-types';
import { opportunities } from '../schema';
import { stemsOf } from '../search-index';
import { offerQueries, type OfferOf } from './offers';

/** What an opportunity's `search_text` holds: the fields the list searches (`q`). */
function opportunitySearchText(item: { title: string; description: string; company: string; location: string; district: string | null }): string {
  return normalizeSearchText([item.title, item.description, item.company, searchedPlace(item.location, item.district)].join(' '));
}

/** An opportunity as its poster writes it. */
export type NewOpportunity = Pick<
  Opportunity,
  'title' | 'description' | 'company' | 'location' | 'district' | 'employmentType' | 'requirements' | 'contactEmail' | 'expiresAt' | 'salaryMin' | 'salaryMax' | 'salaryText'
>;

type _AnsweredAsTheContractSays = Assert<SameShape<OfferOf<typeof opportunities>, Opportunity>>;

export const {
  list: listOpportunities,
  get: getOpportunity,
  create: createOpportunity,
  update: updateOpportunity,
  close: closeOpportunity,
  rankedStatement: rankedOpportunitiesStatement,
} = offerQueries(
  opportunities,
  (item: NewOpportunity) => opportunitySearchText(item),
  (item: NewOpportunity) => stemsOf('opportunity', { ...item, location: searchedPlace(item.location, item.district) }),
);
