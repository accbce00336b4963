import type { EventListItem, PortalEvent } from '#contract/events-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';
import { useSearchParams } from 'react-router';

const EVENTS_PAGE_SIZE = 12;

const getEventsPage = (params: { q?: string; when?: EventsWhen; limit: number; offset?: number }, signal?: AbortSignal) => apiGetPage<EventListItem>(withQuery('/api/events', params), { signal });

/** Which events the list shows: all (upcoming first), only those to come, or the archive of past ones. */
export type EventsWhen = 'upcoming' | 'past' | undefined;
/** The list's view as the URL keeps it (`?quando=proximos|anteriores`). */
export const EVENTS_VIEW_PARAM = 'quando';
export const eventsWhenOf = (search: URLSearchParams): EventsWhen => ({ proximos: 'upcoming' as const, anteriores: 'past' as const })[search.get(EVENTS_VIEW_PARAM) ?? ''];

/** The events list, page by page, filtered on the server by `q` and `when`. */
export const eventsInfiniteQuery = (q: string, when?: EventsWhen) =>
  infiniteQueryOptions({
    queryKey: ['/api/events', { q, when: when ?? '', paged: true }],
    queryFn: ({ pageParam, signal }) => getEventsPage({ q, when, limit: EVENTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

/** The list for the search box's text, in the view the URL names. */
export function useEventsInfinite(q: string) {
  const [params] = useSearchParams();
  return useInfiniteQuery(eventsInfiniteQuery(q, eventsWhenOf(params)));
}

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
