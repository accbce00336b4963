import { DISTRICTS } from '#contract/districts';

// The filters of the offer lists (docs/rules/notifications-and-events.md), kept in the URL: `?distrito=` and, for
// opportunities, `?tipo=`; read the same way by the lists' hooks and by their routes' data.

export const DISTRICT_PARAM = 'distrito';
export const EMPLOYMENT_TYPE_PARAM = 'tipo';
/** Opportunities: the monthly pay an offer must reach (`salaryMin=`, docs/rules/job-alerts-and-pay.md). */
export const SALARY_PARAM = 'vencimento';

export interface OfferFilters {
  district?: string;
  employmentType?: string;
  salaryMin?: string;
}

/** The filters the URL names (a district not on the list is no filter). */
export function offerFiltersOf(search: URLSearchParams): OfferFilters {
  const district = search.get(DISTRICT_PARAM) ?? '';
  const employmentType = search.get(EMPLOYMENT_TYPE_PARAM) ?? '';
  const salaryMin = search.get(SALARY_PARAM) ?? '';
  return {
    ...((DISTRICTS as readonly string[]).includes(district) ? { district } : {}),
    ...(employmentType ? { employmentType } : {}),
    ...(/^\d{1,5}$/.test(salaryMin) ? { salaryMin } : {}),
  };
}

/** The choices of the opportunities list's pay filter: offers that reach at least this much a month ('Desde 1500 €/mês'). */
export const SALARY_OPTIONS = [1000, 1250, 1500, 2000, 2500].map((value) => ({ value: String(value), label: `Desde ${value} €/mês` }));

export const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }));
