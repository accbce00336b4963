import type { SavedItem } from '#contract/saved-items';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, withQuery } from '../../../lib/api-client';

export const mySavedItemsQuery = queryOptions({
  queryKey: ['/api/saved-items', { scope: 'profile' }],
  queryFn: ({ signal }) => apiGet<SavedItem[]>(withQuery('/api/saved-items', { limit: 100 }), { signal }),
});

export const useMySavedItems = () => useQuery(mySavedItemsQuery);

export function useRemoveSavedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/saved-items/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/saved-items'] }),
  });
}
