import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from './card';
import { Skeleton } from './skeleton';

interface ListingCardProps {
  to: string;
  title: string;
  description: string;
  badges: ReactNode;
  /** At the end of the badges' line: a vacancy's publication date, an event's free places. */
  aside?: ReactNode;
  /** The facts at the bottom of the card (where, when, who…). */
  children: ReactNode;
}

/**
 * A card of the events, opportunities and volunteering lists; the whole card follows the title's link.
 * On a phone it is compact and of one height: its badges, two lines of title and one line of facts
 * (the description is left to the item's page), so a screen shows twice as many.
 */
export function ListingCard({ to, title, description, badges, aside, children }: ListingCardProps) {
  return (
    <Card className="link-card flex h-full flex-col p-3 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:mb-3">
        {badges}
        {aside && <span className="ml-auto text-xs text-slate-600">{aside}</span>}
      </div>
      <h2 className="mt-1 line-clamp-2 min-h-10 text-base leading-5 font-semibold text-slate-900 sm:mt-0 sm:line-clamp-none sm:min-h-0 sm:text-lg sm:leading-7">
        <Link to={to}>{title}</Link>
      </h2>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600 max-sm:hidden">{description}</p>
      {children}
    </Card>
  );
}

/** The facts at the bottom of a ListingCard, one line on a phone; a `<dl>` when each fact carries a label. */
export function ListingFacts({ as: Element = 'div', children }: { as?: 'div' | 'dl'; children: ReactNode }) {
  return <Element className="mt-1.5 flex gap-3 text-sm text-slate-700 sm:mt-auto sm:block sm:space-y-1.5 sm:pt-4">{children}</Element>;
}

interface ListingFactProps {
  icon: LucideIcon;
  /** Read by screen readers only; makes the fact a term and its definition (inside `<ListingFacts as="dl">`). */
  label?: string;
  /** Cut last on a phone's single line (an event's date, an offer's place): the other facts give way first. */
  cutLast?: boolean;
  children: ReactNode;
}

/** One fact of a ListingCard: an icon and its text (cut with an ellipsis on a phone, whole from 640 px). */
export function ListingFact({ icon: Icon, label, cutLast = false, children }: ListingFactProps) {
  const fit = cutLast ? 'shrink-0 max-sm:max-w-[60%]' : 'min-w-0';
  const line = (
    <>
      <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0 max-sm:truncate">{children}</span>
    </>
  );
  if (label === undefined) return <p className={`flex items-center gap-2 ${fit}`}>{line}</p>;
  return (
    <div className={fit}>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-2">{line}</dd>
    </div>
  );
}

interface ListingCardSkeletonProps {
  /** Width class of the badge placeholder, as wide as the card's usual badge. */
  badgeWidth: string;
  /** Size classes of the facts' placeholders: side by side on a phone, one per line from 640 px. */
  facts: readonly string[];
  /** Width class of the placeholder at the end of the badges' line, when the card has an `aside`. */
  asideWidth?: string;
  /** Size classes of a line's placeholder under the facts, when the card has one (a job offer's pay). */
  lastLine?: string | undefined;
}

/** Same size as a ListingCard (on a phone, exactly), so nothing shifts when the list arrives. */
export function ListingCardSkeleton({ badgeWidth, facts, asideWidth, lastLine }: ListingCardSkeletonProps) {
  return (
    <Card className="flex h-full flex-col p-3 sm:p-5">
      <div className="flex items-center justify-between gap-2 sm:mb-3">
        <Skeleton className={`h-5 ${badgeWidth} rounded-full`} />
        {asideWidth && <Skeleton className={`h-3 ${asideWidth}`} />}
      </div>
      <div className="mt-1 flex h-10 flex-col justify-center gap-2 sm:mt-0 sm:h-7">
        <Skeleton className="h-4 w-11/12 sm:h-6 sm:w-4/5" />
        <Skeleton className="h-4 w-1/2 sm:hidden" />
      </div>
      <Skeleton className="mt-2 h-4 w-full max-sm:hidden" />
      <Skeleton className="mt-1 h-4 w-2/3 max-sm:hidden" />
      <div className="mt-1.5 flex h-5 items-center gap-3 sm:mt-auto sm:block sm:h-auto sm:space-y-2 sm:pt-4">
        {facts.map((size, index) => (
          <Skeleton key={index} className={size} />
        ))}
      </div>
      {lastLine && (
        <div className="mt-1 flex h-5 items-center sm:mt-1.5">
          <Skeleton className={lastLine} />
        </div>
      )}
    </Card>
  );
}
