import type { SearchResult } from '#contract/search-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../../lib/api-client';

export interface SearchParams {
  q: string;
  category?: string;
}

/** `GET /api/search?q=&category=`; called only when q is not empty. */
export const searchQuery = ({ q, category }: SearchParams) =>
  queryOptions({
    queryKey: ['/api/search', { q, category: category ?? '' }],
    queryFn: ({ signal }) => apiGet<SearchResult>(withQuery('/api/search', { q, category }), { signal }),
    enabled: q.trim() !== '',
  });

export const useSearch = (params: SearchParams) => useQuery(searchQuery(params));
