import type { Follows, ForYou } from '#contract/follows-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

export type FollowTarget = { categoryId: number } | { userId: number };

/** `GET /api/follows`: what the signed-in member follows. */
const followsQuery = queryOptions({
  queryKey: ['/api/follows'],
  queryFn: ({ signal }) => apiGet<Follows>('/api/follows', { signal }),
});

export const useFollows = (enabled: boolean) => useQuery({ ...followsQuery, enabled });

/** `GET /api/follows/feed`: 'Para si'. */
const forYouQuery = queryOptions({
  queryKey: ['/api/follows/feed'],
  queryFn: ({ signal }) => apiGet<ForYou>('/api/follows/feed', { signal }),
});

export const useForYou = () => useQuery(forYouQuery);

/** Follows (`POST`) or stops following (`DELETE`) a category or a member; 'Para si' follows. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, following }: { target: FollowTarget; following: boolean }) => apiRequest<Follows>(following ? 'DELETE' : 'POST', '/api/follows', target),
    onSuccess: (follows) => {
      queryClient.setQueryData(followsQuery.queryKey, follows);
      void queryClient.invalidateQueries({ queryKey: forYouQuery.queryKey });
    },
  });
}

/** Whether `follows` holds `target`. */
export const isFollowing = (follows: Follows | undefined, target: FollowTarget) =>
  Boolean(follows && ('categoryId' in target ? follows.categoryIds.includes(target.categoryId) : follows.memberIds.includes(target.userId)));
