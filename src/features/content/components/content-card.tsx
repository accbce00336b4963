import type { PublicUserSummary } from '#contract/common-types';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount, formatDate } from '../../../lib/format';

interface ContentCardProps {
  to: string;
  item: { title: string; summary: string; author: PublicUserSummary; createdAt: string; likes: number };
  badges: ReactNode;
  /** Above the text: an article's cover. */
  cover?: ReactNode;
  /** Between the date and the likes: an article's reading time, a protocol's downloads. */
  fact: ReactNode;
  /** At the end of the last line, e.g. the author's 'Editar'. */
  action?: ReactNode;
}

/** A card of an article or a protocol: badges, title (link), summary, author, date, one fact and likes. */
export function ContentCard({ to, item, badges, cover, fact, action }: ContentCardProps) {
  return (
    <Card className="flex h-full flex-col">
      {cover}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-2">{badges}</div>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
          <Link to={to} className="hover:text-brand-700 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{item.summary}</p>
        <div className="mt-auto flex items-center gap-2 pt-4 text-sm">
          <Avatar user={item.author} size={28} />
          <span className="truncate font-medium text-slate-800">{item.author.fullName}</span>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          <span>{fact}</span>
          <span className="inline-flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {formatCount(item.likes)}
            <span className="sr-only">gostos</span>
          </span>
          {action}
        </div>
      </div>
    </Card>
  );
}

interface ContentCardSkeletonProps {
  /** Whether the card has a cover (articles do). */
  cover?: boolean;
  /** Width classes of the two badge placeholders, as wide as the card's usual badges. */
  badgeWidths: readonly [string, string];
}

/** Same size as a ContentCard, shown while the list loads. */
export function ContentCardSkeleton({ cover = false, badgeWidths }: ContentCardSkeletonProps) {
  return (
    <Card className="flex h-full flex-col" aria-hidden="true">
      {cover && <Skeleton className="aspect-[16/9] w-full rounded-none rounded-t-xl" />}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex gap-2">
          {badgeWidths.map((width, index) => (
            <Skeleton key={index} className={`h-5 ${width} rounded-full`} />
          ))}
        </div>
        <Skeleton className="mt-3 h-6 w-4/5" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <div className="mt-auto flex items-center gap-2 pt-4">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="mt-2 h-4 w-40" />
      </div>
    </Card>
  );
}
