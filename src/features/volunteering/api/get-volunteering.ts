import type { Volunteering } from '#contract/volunteering-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';
import { offerFiltersOf, type OfferFilters } from '../../../lib/offer-filters';
import { useSearchParams } from 'react-router';

const VOLUNTEERING_PAGE_SIZE = 12;

/** The volunteering list, page by page, filtered on the server by `q` and district. */
export const volunteeringInfiniteQuery = (q: string, filters: OfferFilters = {}) =>
  infiniteQueryOptions({
    queryKey: ['/api/volunteering', { q, district: filters.district ?? '', paged: true }],
    queryFn: ({ pageParam, signal }) => apiGetPage<Volunteering>(withQuery('/api/volunteering', { q, district: filters.district, limit: VOLUNTEERING_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

/** The list for the search box's text, with the district the URL names. */
export function useVolunteeringInfinite(q: string) {
  const [params] = useSearchParams();
  return useInfiniteQuery(volunteeringInfiniteQuery(q, offerFiltersOf(params)));
}

export const volunteeringOfferQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/volunteering', id],
    queryFn: ({ signal }) => apiGet<Volunteering>(`/api/volunteering/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useVolunteeringOffer = (id: number) => useQuery(volunteeringOfferQuery(id));
