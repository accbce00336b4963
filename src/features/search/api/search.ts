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
 * The pages of one kind from `start` (`&kind=…&offset=…`), while fewer than `count` are shown:
 * after the first page the search answered, or from the first when the search answered only the
 * kind's preview (a search of several kinds: decision 080).
 */
export const moreResultsQuery = <K extends ResultKind>({ q, category }: SearchParams, kind: K, count: number, start: number) =>
  infiniteQueryOptions({
    queryKey: ['/api/search', { q, category: category ?? '', kind }],
    queryFn: async ({ pageParam, signal }) => (await apiGet<SearchResult>(withQuery('/api/search', { q, category, kind, offset: pageParam }), { signal }))[kind] as SearchResult[K],
    initialPageParam: start,
    getNextPageParam: (last, pages, offset) => (last.length === SEARCH_PAGE_SIZE && offset + SEARCH_PAGE_SIZE < count ? offset + SEARCH_PAGE_SIZE : undefined),
  });

/** `moreResultsQuery`, fetched once `enabled` (the first 'Carregar mais', or the opening of a previewed kind's tab). */
export const useMoreResults = <K extends ResultKind>(search: SearchParams, kind: K, count: number, start: number, enabled: boolean) =>
  useInfiniteQuery({ ...moreResultsQuery(search, kind, count, start), enabled });

/** Whether the search answered only the first results of a kind (`SEARCH_PREVIEW_SIZE`), not its first page. */
export const isPreview = (first: readonly unknown[], count: number) => first.length < Math.min(count, SEARCH_PAGE_SIZE);
