import type { Protocol } from '#contract/protocols';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/next-offset';

export const PROTOCOLS_PAGE_SIZE = 12;

export interface ProtocolFilters {
  categoryId?: number;
  q?: string;
  /** Only validated protocols (filtered by the API, so pages stay full). */
  validated?: boolean;
}

export const getProtocols = (params: ProtocolFilters & { limit?: number; offset?: number }, signal?: AbortSignal) =>
  apiGetPage<Protocol>(withQuery('/api/protocols', { categoryId: params.categoryId, q: params.q?.trim(), validated: params.validated ? 'true' : undefined, limit: params.limit, offset: params.offset }), { signal });

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
