import type { LikeResult } from '#contract/articles-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type LikeableKind = 'articles' | 'protocols';

/**
 * Likes (POST) or unlikes (DELETE) an article or protocol; the answer's count and state go
 * straight into the cached item, and the lists of that kind are refreshed.
 */
export function useToggleLike(kind: LikeableKind, id: number) {
  const queryClient = useQueryClient();
  const collection = `/api/${kind}`;
  return useMutation({
    mutationFn: (currentlyLiked: boolean) => apiRequest<LikeResult>(currentlyLiked ? 'DELETE' : 'POST', `${collection}/${id}/like`),
    onSuccess: (result) => {
      queryClient.setQueryData<{ likes: number; liked: boolean }>([collection, id], (item) => (item ? { ...item, ...result } : item));
      void queryClient.invalidateQueries({ queryKey: [collection], predicate: (query) => query.queryKey[1] !== id });
    },
  });
}
