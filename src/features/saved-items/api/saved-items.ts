import { MAX_PAGE_SIZE } from '#contract/common-types';
import type { SavedItem } from '#contract/saved-items-types';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, withQuery } from '../../../lib/api-client';
import { currentUserQuery, useCurrentUser } from '../../../lib/current-user';
import { load, loadData } from '../../../lib/screen-data';

/** What can be saved: an article or a protocol. */
export type SaveTarget = { articleId: number; protocolId?: undefined } | { protocolId: number; articleId?: undefined };

/** The signed-in member's saved items (at most 100, the API's page limit), newest first. */
const savedItemsQuery = queryOptions({
  queryKey: ['/api/saved-items'],
  queryFn: ({ signal }) => apiGet<SavedItem[]>(withQuery('/api/saved-items', { limit: MAX_PAGE_SIZE }), { signal }),
});

/** Saved items of the signed-in member; nothing is requested for visitors. */
export function useSavedItems() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...savedItemsQuery, enabled: isAuthenticated });
}

/**
 * For a route's screen data: the saved items, fetched for a signed-in member only (as
 * `useSavedItems`). When the server render knows the request is a member's (`member`), they are
 * fetched beside the member, in the same round trip, and dropped if the session turned out ended.
 */
export async function loadSavedItems(queryClient: QueryClient, member?: boolean): Promise<void> {
  if (!member) {
    if (await loadData(queryClient, currentUserQuery)) await load(queryClient, savedItemsQuery);
    return;
  }
  const [signedIn] = await Promise.all([loadData(queryClient, currentUserQuery), load(queryClient, savedItemsQuery)]);
  if (!signedIn) queryClient.removeQueries({ queryKey: savedItemsQuery.queryKey });
}

/** The saved item that holds this article or protocol, if the member saved it. */
export function findSavedItem(items: SavedItem[] | undefined, target: SaveTarget): SavedItem | undefined {
  if (!items) return undefined;
  return items.find((item) => (target.articleId !== undefined ? item.articleId === target.articleId : item.protocolId === target.protocolId));
}

export interface ToggleSavedVariables {
  target: SaveTarget;
  /** The existing saved item to remove; without it the target is saved. */
  savedItemId?: number;
}

/** Saves a target, or removes the saved item given; resolves to whether it is now saved. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, savedItemId }: ToggleSavedVariables): Promise<{ saved: boolean }> => {
      if (savedItemId !== undefined) {
        await apiRequest<void>('DELETE', `/api/saved-items/${savedItemId}`);
        return { saved: false };
      }
      const body = target.articleId !== undefined ? { articleId: target.articleId } : { protocolId: target.protocolId };
      await apiRequest<SavedItem>('POST', '/api/saved-items', body);
      return { saved: true };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedItemsQuery.queryKey }),
  });
}
