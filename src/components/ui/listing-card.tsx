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
  /** The facts pinned to the bottom of the card (where, when, who…). */
  children: ReactNode;
}

/** A card of the events, opportunities and volunteering lists; the whole card follows the title's link. */
export function ListingCard({ to, title, description, badges, children }: ListingCardProps) {
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <div className="mb-3 flex flex-wrap items-center gap-2">{badges}</div>
      <h2 className="text-lg font-semibold text-slate-900">
        <Link to={to} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none">
          {title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">{description}</p>
      {children}
    </Card>
  );
}

/** The facts pinned to the bottom of a ListingCard; a `<dl>` when each fact carries a label. */
export function ListingFacts({ as: Element = 'div', children }: { as?: 'div' | 'dl'; children: ReactNode }) {
  return <Element className="mt-auto space-y-1.5 pt-4 text-sm text-slate-700">{children}</Element>;
}

interface ListingFactProps {
  icon: LucideIcon;
  /** Read by screen readers only; makes the fact a term and its definition (inside `<ListingFacts as="dl">`). */
  label?: string;
  children: ReactNode;
}

/** One fact of a ListingCard: an icon and its text. */
export function ListingFact({ icon: Icon, label, children }: ListingFactProps) {
  const line = (
    <>
      <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      {children}
    </>
  );
  if (label === undefined) return <p className="flex items-center gap-2">{line}</p>;
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-2">{line}</dd>
    </div>
  );
}

interface ListingCardSkeletonProps {
  /** Width class of the badge placeholder, as wide as the card's usual badge. */
  badgeWidth: string;
  /** Size classes of the fact lines, one per line. */
  facts: readonly string[];
}

/** Same size as a ListingCard, so nothing shifts when the list arrives. */
export function ListingCardSkeleton({ badgeWidth, facts }: ListingCardSkeletonProps) {
  return (
    <Card className="flex h-full flex-col p-5">
      <Skeleton className={`mb-3 h-5 ${badgeWidth} rounded-full`} />
      <Skeleton className="h-6 w-4/5" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-1 h-4 w-2/3" />
      <div className="mt-auto space-y-2 pt-4">
        {facts.map((size, index) => (
          <Skeleton key={index} className={size} />
        ))}
      </div>
    </Card>
  );
}
