import type { Opportunity } from '#contract/opportunities-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';
import { offerFiltersOf, type OfferFilters } from '../../../lib/offer-filters';
import { useSearchParams } from 'react-router';

const OPPORTUNITIES_PAGE_SIZE = 12;

/** The opportunities list, page by page, filtered on the server by `q`, district and employment type. */
export const opportunitiesInfiniteQuery = (q: string, filters: OfferFilters = {}) =>
  infiniteQueryOptions({
    queryKey: ['/api/opportunities', { q, ...filters, paged: true }],
    queryFn: ({ pageParam, signal }) => apiGetPage<Opportunity>(withQuery('/api/opportunities', { q, ...filters, limit: OPPORTUNITIES_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

/** The list for the search box's text, with the filters the URL names. */
export function useOpportunitiesInfinite(q: string) {
  const [params] = useSearchParams();
  return useInfiniteQuery(opportunitiesInfiniteQuery(q, offerFiltersOf(params)));
}

export const opportunityQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/opportunities', id],
    queryFn: ({ signal }) => apiGet<Opportunity>(`/api/opportunities/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useOpportunity = (id: number) => useQuery(opportunityQuery(id));
