import type { Volunteering } from '#contract/volunteering-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';

export const VOLUNTEERING_PAGE_SIZE = 12;

/** The volunteering list, page by page, filtered on the server by `q`. */
export const volunteeringInfiniteQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/volunteering', { q, paged: true }],
    queryFn: ({ pageParam, signal }) =>
      apiGetPage<Volunteering>(withQuery('/api/volunteering', { q, limit: VOLUNTEERING_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const useVolunteeringInfinite = (q: string) => useInfiniteQuery(volunteeringInfiniteQuery(q));

export const volunteeringOfferQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/volunteering', id],
    queryFn: ({ signal }) => apiGet<Volunteering>(`/api/volunteering/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useVolunteeringOffer = (id: number) => useQuery(volunteeringOfferQuery(id));
