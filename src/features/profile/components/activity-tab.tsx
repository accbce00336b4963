import type { ActivityItem, ActivityKind } from '#contract/users-types';
import { Briefcase, CalendarCheck, CalendarDays, ClipboardList, FileText, HandHeart, Heart, History, MessageSquare, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useMyActivity } from '../api/my-activity';
import { formatRelative } from './relative-time';
import { TabLoadError } from './tab-load-error';

const ACTIVITY: Record<ActivityKind, { icon: LucideIcon; text: (title: string) => string }> = {
  article: { icon: FileText, text: (title) => `Publicou o artigo «${title}»` },
  protocol: { icon: ClipboardList, text: (title) => `Publicou o protocolo «${title}»` },
  event: { icon: CalendarDays, text: (title) => `Criou o evento «${title}»` },
  opportunity: { icon: Briefcase, text: (title) => `Publicou a oportunidade «${title}»` },
  volunteering: { icon: HandHeart, text: (title) => `Publicou o voluntariado «${title}»` },
  comment: { icon: MessageSquare, text: (title) => `Comentou «${title}»` },
  like: { icon: Heart, text: (title) => `Gostou de «${title}»` },
  registration: { icon: CalendarCheck, text: (title) => `Inscreveu-se em «${title}»` },
};

export function ActivityTab() {
  const { data: items, isPending, isError, refetch } = useMyActivity();
  if (isPending) {
    return (
      <ul className="space-y-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-16 w-full rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return <TabLoadError text="Não foi possível carregar a sua atividade." onRetry={() => void refetch()} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={<History aria-hidden="true" />} title="Sem atividade recente" description="A sua atividade recente aparecerá aqui: publicações, comentários, gostos e inscrições em eventos." />
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        <ActivityRow key={`${item.kind}-${item.href}-${item.createdAt}-${index}`} item={item} />
      ))}
    </ul>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { icon: Icon, text } = ACTIVITY[item.kind] ?? ACTIVITY.article;
  return (
    <li className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <Link to={item.href} className="line-clamp-2 min-w-0 flex-1 text-sm break-words text-slate-800 hover:text-brand-800 hover:underline">
        {text(item.title)}
      </Link>
      <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)} className="shrink-0 text-xs text-slate-600">
        {formatRelative(item.createdAt)}
      </time>
    </li>
  );
}
