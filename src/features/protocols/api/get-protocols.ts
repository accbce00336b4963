import type { Protocol } from '#contract/protocols';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';
import { nextOffset } from '../../articles/api/get-articles';

export const PROTOCOLS_PAGE_SIZE = 12;

export interface ProtocolFilters {
  categoryId?: number;
  q?: string;
}

export const getProtocols = (params: ProtocolFilters & { limit?: number; offset?: number }, signal?: AbortSignal) =>
  apiGetPage<Protocol>(withQuery('/api/protocols', { categoryId: params.categoryId, q: params.q?.trim(), limit: params.limit, offset: params.offset }), { signal });

/** The protocols list, page by page ('Carregar mais'). */
export const protocolsInfiniteQuery = (filters: ProtocolFilters) =>
  infiniteQueryOptions({
    queryKey: ['/api/protocols', { ...filters, paged: true }],
    queryFn: ({ pageParam, signal }) => getProtocols({ ...filters, limit: PROTOCOLS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useProtocolsInfinite(filters: ProtocolFilters) {
  return useInfiniteQuery(protocolsInfiniteQuery(filters));
}

/** The newest protocols (the home page features 4). */
export const recentProtocolsQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/protocols', { limit }],
    queryFn: ({ signal }) => getProtocols({ limit }, signal),
  });

export function useRecentProtocols(limit: number) {
  return useQuery(recentProtocolsQuery(limit));
}

export const protocolQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/protocols', id],
    queryFn: ({ signal }) => apiGet<Protocol>(`/api/protocols/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useProtocol(id: number) {
  return useQuery(protocolQuery(id));
}
