import type { Opportunity } from '#contract/opportunities-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';

export const OPPORTUNITIES_PAGE_SIZE = 12;

/** The opportunities list, page by page, filtered on the server by `q`. */
export const opportunitiesInfiniteQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/opportunities', { q, paged: true }],
    queryFn: ({ pageParam, signal }) =>
      apiGetPage<Opportunity>(withQuery('/api/opportunities', { q, limit: OPPORTUNITIES_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const useOpportunitiesInfinite = (q: string) => useInfiniteQuery(opportunitiesInfiniteQuery(q));

export const opportunityQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/opportunities', id],
    queryFn: ({ signal }) => apiGet<Opportunity>(`/api/opportunities/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useOpportunity = (id: number) => useQuery(opportunityQuery(id));
