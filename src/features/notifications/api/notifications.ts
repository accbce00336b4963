import type { NotificationsReadResult, PortalNotification } from '#contract/notifications-types';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGetPage, apiRequest, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';

const NOTIFICATIONS_PAGE_SIZE = 20;
const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** The member's notifications, page by page, newest first. */
const notificationsInfiniteQuery = infiniteQueryOptions({
  queryKey: [...NOTIFICATIONS_KEY, { paged: true }],
  queryFn: ({ pageParam, signal }) => apiGetPage<PortalNotification>(withQuery('/api/notifications', { limit: NOTIFICATIONS_PAGE_SIZE, offset: pageParam }), { signal }),
  initialPageParam: 0,
  getNextPageParam: nextPageOffset,
});

export const useNotifications = () => useInfiniteQuery(notificationsInfiniteQuery);

/** `POST /api/notifications/read`: some by id, or all; the bell and the list follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) => apiRequest<NotificationsReadResult>('POST', '/api/notifications/read', which),
    onSuccess: ({ unread }) => {
      // The header's bell (src/components/layout/notification-bell.tsx) reads this key.
      queryClient.setQueryData(['/api/notifications', 'unread'], unread);
      void queryClient.invalidateQueries({ queryKey: notificationsInfiniteQuery.queryKey });
    },
  });
}
