import type { Category } from '#contract/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The categories for the forms' selects (a separate key: the shared list may be shaped differently). */
export const categoryOptionsQuery = queryOptions({
  queryKey: ['/api/categories', 'options'],
  queryFn: ({ signal }) => apiGet<Category[]>('/api/categories', { signal }),
  staleTime: 5 * 60_000,
});

export const useCategoryOptions = () => useQuery(categoryOptionsQuery);
