import type { Comment } from '#contract/comments-types';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGetPage, apiRequest, withQuery } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/next-offset';

export type CommentTarget = { articleId: number; protocolId?: undefined } | { protocolId: number; articleId?: undefined };

const COMMENTS_PAGE_SIZE = 20;

const targetPath = (target: CommentTarget) => (target.articleId !== undefined ? (['/api/articles', target.articleId] as const) : (['/api/protocols', target.protocolId] as const));

/** The comments of an article or protocol, newest first, page by page. */
export const commentsQuery = (target: CommentTarget) => {
  const [collection, id] = targetPath(target);
  return infiniteQueryOptions({
    queryKey: [collection, id, 'comments'],
    queryFn: ({ pageParam, signal }) => apiGetPage<Comment>(withQuery(`${collection}/${id}/comments`, { limit: COMMENTS_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
};

export function useComments(target: CommentTarget) {
  return useInfiniteQuery(commentsQuery(target));
}

export function useCreateComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiRequest<Comment>('POST', '/api/comments', { content, ...target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQuery(target).queryKey }),
  });
}

/** `PATCH /api/comments/{id}` (its author's new text) and `DELETE /api/comments/{id}`, then the item's comments read again. */
export function useCommentChanges(target: CommentTarget) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentsQuery(target).queryKey });
  const update = useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => apiRequest<Comment>('PATCH', `/api/comments/${id}`, { content }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/comments/${id}`), onSuccess: refresh });
  return { update, remove };
}
