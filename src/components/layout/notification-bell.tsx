import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNREAD_COUNT_HEADER } from '#contract/notifications-types';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button-variants';

/**
 * How many of the member's notifications are unread (`X-Unread-Count` of the smallest page), for
 * the header's bell; asked again every minute and when the tab comes back. The notifications
 * screen sets it (by this key) when it marks some read.
 */
const unreadCountQuery = queryOptions({
  queryKey: ['/api/notifications', 'unread'],
  queryFn: async ({ signal }) => {
    const response = await fetch('/api/notifications?limit=1', { credentials: 'same-origin', signal });
    await response.body?.cancel();
    return response.ok ? Number(response.headers.get(UNREAD_COUNT_HEADER) ?? 0) : 0;
  },
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

/** The header's bell: the unread count on it, and in its accessible name; it opens /notificacoes. Loaded for members only. */
export default function NotificationBell() {
  const unread = useQuery(unreadCountQuery).data ?? 0;
  const label = unread === 0 ? 'Notificações' : `Notificações: ${unread} por ler`;
  return (
    <Link to="/notificacoes" aria-label={label} title={label} className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}>
      <Bell aria-hidden="true" />
      {unread > 0 && (
        <span aria-hidden="true" className="absolute top-1 right-1 min-w-4 rounded-full bg-red-700 px-1 text-center text-[0.6875rem] leading-4 font-semibold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
