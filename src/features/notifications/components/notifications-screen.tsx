import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import type { PortalNotification } from '#contract/notifications-types';
import { CheckCheck, Inbox } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SignInRequired } from '../../../components/ui/sign-in-required';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { notificationText } from '#contract/notification-text';

/** `/notificacoes`: the member's notifications, newest first; opening one marks it read. */
export function NotificationsScreen() {
  usePageTitle('Notificações');
  const { user, isLoading } = useCurrentUser();
  if (!isLoading && !user) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <SignInRequired reason="Inicie sessão para ver as suas notificações." />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Notificações</h1>
      {isLoading ? <ListSkeleton /> : <NotificationList />}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

function NotificationList() {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <LoadFailed what="as notificações" onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={<Inbox />} title="Sem notificações" description="Quando alguém comentar o que publicou ou se inscrever nos seus eventos, aparece aqui." />;

  const unread = items.some((item) => item.readAt === null);
  const open = (notification: PortalNotification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    void navigate(notification.target.url);
  };
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={!unread || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onSuccess: () => toast({ title: 'Notificações lidas', description: 'Todas as notificações foram marcadas como lidas.' }) })}
        >
          <CheckCheck aria-hidden="true" />
          Marcar todas como lidas
        </Button>
      </div>
      <ul className="space-y-2">
        {items.map((notification) => (
          <li key={notification.id}>
            <Card className={cn('relative flex items-start gap-3 p-4', notification.readAt === null && 'border-brand-200 bg-brand-50')}>
              <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.readAt === null ? 'bg-brand-700' : 'bg-transparent')} />
              <div className="min-w-0 flex-1">
                <Link
                  to={notification.target.url}
                  onClick={(event) => {
                    event.preventDefault();
                    open(notification);
                  }}
                  className="font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-none"
                >
                  {notificationText(notification)}
                  {notification.readAt === null && <span className="sr-only"> (por ler)</span>}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} className="mt-6" />
    </>
  );
}
