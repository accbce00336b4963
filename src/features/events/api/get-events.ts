import type { PortalEvent } from '#contract/events-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';

export const EVENTS_PAGE_SIZE = 12;

export const getEventsPage = (params: { q?: string; limit: number; offset?: number }, signal?: AbortSignal) =>
  apiGetPage<PortalEvent>(withQuery('/api/events', params), { signal });

/** The events list, page by page, filtered on the server by `q`. */
export const eventsInfiniteQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/events', { q, paged: true }],
    queryFn: ({ pageParam, signal }) => getEventsPage({ q, limit: EVENTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const useEventsInfinite = (q: string) => useInfiniteQuery(eventsInfiniteQuery(q));

/** How many events there are in all (for 'A mostrar X de Y eventos'). */
export const eventsTotalQuery = queryOptions({
  queryKey: ['/api/events', { total: true }],
  queryFn: async ({ signal }) => (await getEventsPage({ limit: 1 }, signal)).total,
});

export const useEventsTotal = (enabled: boolean) => useQuery({ ...eventsTotalQuery, enabled });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/events', id],
    queryFn: ({ signal }) => apiGet<PortalEvent>(`/api/events/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useEvent = (id: number) => useQuery(eventQuery(id));
