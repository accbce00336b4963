import type { SavedSearch, SavedSearchInput } from '#contract/saved-searches-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

// The member's saved searches, their job alerts (docs/rules/job-alerts-and-pay.md).

const savedSearchesQuery = queryOptions({
  queryKey: ['/api/me/saved-searches'],
  queryFn: ({ signal }) => apiGet<SavedSearch[]>('/api/me/saved-searches', { signal }),
});

export const useSavedSearches = () => useQuery(savedSearchesQuery);

/** `POST /api/me/saved-searches`. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: SavedSearchInput) => apiRequest<SavedSearch>('POST', '/api/me/saved-searches', search),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}

/** `DELETE /api/me/saved-searches/{id}`. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/me/saved-searches/${id}`),
    onSuccess: (_, id) => queryClient.setQueryData<SavedSearch[]>(savedSearchesQuery.queryKey, (searches) => searches?.filter((search) => search.id !== id)),
  });
}
