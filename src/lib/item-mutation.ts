import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * A change to one item (`PATCH`, `DELETE`, `POST …/cancel`, `POST …/close`), then the queries that
 * show it refreshed (by the first element of their keys). Used by the item pages only, loaded with
 * them (never by the home page).
 */
export function useItemMutation<T = void, Body = unknown>(method: 'PATCH' | 'DELETE' | 'POST', path: string, refresh: string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: Body) => apiRequest<T>(method, path, body),
    onSuccess: () => Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

/**
 * Deletes the item at `${collection}/${id}` (after the page's confirmation), then goes back to its
 * list with a toast, forgets the item and refreshes the lists that showed it. The navigation comes
 * before the refresh, so the page never refetches the item it has just deleted.
 */
export function useDeleteItem(collection: string, id: number, refresh: string[]) {
  const queryClient = useQueryClient();
  return async (goBack: () => void) => {
    await apiRequest<void>('DELETE', `${collection}/${id}`);
    goBack();
    queryClient.removeQueries({ queryKey: [collection, id], exact: false });
    await Promise.all([collection, ...refresh].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  };
}
