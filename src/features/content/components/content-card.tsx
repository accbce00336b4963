import type { CategorySummary, PublicUserSummary } from '#contract/common-types';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount, formatDate } from '../../../lib/format';
import { CategoryIcon } from './category-icon';

interface ContentCardProps {
  to: string;
  item: { title: string; summary: string; author: PublicUserSummary; createdAt: string; likes: number; category: CategorySummary; pdfExcerpt?: string | undefined };
  /** After the category's: an article's type, a protocol's validation. */
  badges: ReactNode;
  /** An article's cover, shown as a thumbnail beside the title; a card without one has no image at all. */
  imageUrl?: string | null;
  /** After the date: an article's reading time, a protocol's downloads. */
  fact: ReactNode;
  /** At the end of the last line, e.g. the author's 'Editar'. */
  action?: ReactNode;
}

/**
 * A card of an article or a protocol: its category (icon and name) and badges, title, summary, author, date, one fact and likes; the
 * whole card follows the title's link. On a phone it is compact and of one height (badges, two lines
 * of title, one line of author, date and fact; the summary and likes are left to the item's page).
 */
export function ContentCard({ to, item, badges, imageUrl, fact, action }: ContentCardProps) {
  return (
    <Card className="link-card flex h-full flex-col p-3 sm:p-4">
      <div className="flex gap-3">
        <div className="min-w-0 flex-1">
          {/* One line on a phone: a badge that does not fit beside a cover wraps out of sight, never cut. */}
          <div className="flex flex-wrap gap-1.5 max-sm:h-5 max-sm:overflow-hidden sm:gap-2">
            <Badge>
              <CategoryIcon name={item.category.icon} />
              {item.category.name}
            </Badge>
            {badges}
          </div>
          <h3 className="mt-1 line-clamp-2 min-h-10 text-base leading-5 font-semibold text-slate-900 sm:mt-3 sm:line-clamp-3 sm:min-h-0 sm:text-lg sm:leading-snug">
            <Link to={to}>{item.title}</Link>
          </h3>
        </div>
        {imageUrl && <img src={imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 shrink-0 rounded-lg bg-brand-50 object-cover" />}
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 max-sm:hidden">{item.summary}</p>
      {/* A member's search that found the words only in the attached PDF says so (docs/rules/pdf-text.md). */}
      {item.pdfExcerpt && (
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">No PDF anexo:</span> {item.pdfExcerpt}
        </p>
      )}
      <div className="mt-2 flex items-center gap-x-3 gap-y-2 text-xs whitespace-nowrap text-slate-600 sm:mt-auto sm:flex-wrap sm:pt-4">
        <span className="flex w-0 flex-1 items-center gap-2 font-medium text-slate-800 sm:basis-full sm:text-sm">
          <Avatar user={item.author} size={24} />
          <span className="truncate">{item.author.fullName}</span>
        </span>
        <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        <span>{fact}</span>
        <span className="inline-flex items-center gap-1 max-sm:hidden">
          <Heart className="size-3.5" aria-hidden="true" />
          {formatCount(item.likes)}
          <span className="sr-only">gostos</span>
        </span>
        {action}
      </div>
    </Card>
  );
}

/**
 * Same size as a ContentCard without a cover, shown while the list loads: on a phone exactly (its
 * badges, two lines of title, the author's line), from 640 px with three lines of summary.
 * `badgesWidth`: as wide as the card's usual badges together.
 */
export function ContentCardSkeleton({ badgesWidth }: { badgesWidth: string }) {
  return (
    <Card className="flex h-full flex-col p-3 sm:p-4" aria-hidden="true">
      <Skeleton className={`h-5 ${badgesWidth} rounded-full`} />
      <Skeleton className="mt-1 h-10 w-11/12 sm:mt-3 sm:h-6 sm:w-4/5" />
      <Skeleton className="mt-2 h-15 max-sm:hidden" />
      <div className="mt-2 flex items-center gap-2 sm:mt-auto sm:pt-4">
        <Skeleton className="size-6 rounded-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton className="mt-2 h-4 w-40 max-sm:hidden" />
    </Card>
  );
}
