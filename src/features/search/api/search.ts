import { SEARCH_PAGE_SIZE, type ResultKind, type SearchResult } from '#contract/search-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../../lib/api-client';

export interface SearchParams {
  q: string;
  category?: string;
}

/** `GET /api/search?q=&category=`: the first page of every kind and their counts; called only when q is not empty. */
export const searchQuery = ({ q, category }: SearchParams) =>
  queryOptions({
    queryKey: ['/api/search', { q, category: category ?? '' }],
    queryFn: ({ signal }) => apiGet<SearchResult>(withQuery('/api/search', { q, category }), { signal }),
    enabled: q.trim() !== '',
  });

export const useSearch = (params: SearchParams) => useQuery(searchQuery(params));

/**
 * The pages of one kind after the first (`&kind=…&offset=…`), fetched once `enabled` (the first
 * 'Carregar mais'), while fewer than `count` are shown.
 */
export function useMoreResults<K extends ResultKind>({ q, category }: SearchParams, kind: K, count: number, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['/api/search', { q, category: category ?? '', kind }],
      queryFn: async ({ pageParam, signal }) => (await apiGet<SearchResult>(withQuery('/api/search', { q, category, kind, offset: pageParam }), { signal }))[kind] as SearchResult[K],
      initialPageParam: SEARCH_PAGE_SIZE,
      getNextPageParam: (last, pages, offset) => (last.length === SEARCH_PAGE_SIZE && offset + SEARCH_PAGE_SIZE < count ? offset + SEARCH_PAGE_SIZE : undefined),
      enabled,
    }),
  );
}
