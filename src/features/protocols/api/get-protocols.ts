import type { Protocol } from '#contract/protocols-types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/next-offset';

const PROTOCOLS_PAGE_SIZE = 12;

export interface ProtocolFilters {
  categoryId?: number;
  q?: string;
  /** Only validated protocols (filtered by the API, so pages stay full). */
  validated?: boolean;
  /** Only protocols reviewed at this level of evidence, 1 to 5 (`?nivel=`). */
  evidenceLevel?: number;
}

/** The list's level-of-evidence filter in its URL (anything but 1 to 5 the API takes as none). */
export const EVIDENCE_LEVEL_PARAM = 'nivel';

/**
 * The list's filters as its URL gives them (`?q=&validated=1&nivel=&category=`), the category already
 * found from its parameter: one reading for the screen and its route's data.
 */
export const protocolFiltersOf = (search: URLSearchParams, categoryId: number | undefined): ProtocolFilters => ({
  categoryId,
  q: search.get('q') || undefined,
  validated: search.get('validated') === '1' || undefined,
  evidenceLevel: Number(search.get(EVIDENCE_LEVEL_PARAM)) || undefined,
});

const getProtocols = (params: ProtocolFilters & { limit?: number; offset?: number }, signal?: AbortSignal) =>
  apiGetPage<Protocol>(
    withQuery('/api/protocols', {
      categoryId: params.categoryId,
      q: params.q?.trim(),
      validated: params.validated ? 'true' : undefined,
      evidenceLevel: params.evidenceLevel,
      limit: params.limit,
      offset: params.offset,
    }),
    { signal },
  );

/** The protocols list, page by page ('Carregar mais'). */
export const protocolsInfiniteQuery = (filters: ProtocolFilters) =>
  infiniteQueryOptions({
    queryKey: ['/api/protocols', { ...filters, paged: true }],
    queryFn: ({ pageParam, signal }) => getProtocols({ ...filters, limit: PROTOCOLS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useProtocolsInfinite(filters: ProtocolFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...protocolsInfiniteQuery(filters), enabled: options.enabled ?? true });
}
