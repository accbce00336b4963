import { DISTRICTS } from '#contract/districts';

// The filters of the offer lists (docs/rules/notifications-and-events.md), kept in the URL: `?distrito=` and, for
// opportunities, `?tipo=`; read the same way by the lists' hooks and by their routes' data.

export const DISTRICT_PARAM = 'distrito';
export const EMPLOYMENT_TYPE_PARAM = 'tipo';

export interface OfferFilters {
  district?: string;
  employmentType?: string;
}

/** The filters the URL names (a district not on the list is no filter). */
export function offerFiltersOf(search: URLSearchParams): OfferFilters {
  const district = search.get(DISTRICT_PARAM) ?? '';
  const employmentType = search.get(EMPLOYMENT_TYPE_PARAM) ?? '';
  return {
    ...((DISTRICTS as readonly string[]).includes(district) ? { district } : {}),
    ...(employmentType ? { employmentType } : {}),
  };
}

export const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }));
