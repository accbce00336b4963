import type { PublicUserSummary } from '#contract/common-types';
import { CalendarClock, Mail, MapPin, Send } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, isExpired } from '../../lib/format';
import { Avatar } from './avatar';
import { Button } from './button';
import { Card } from './card';
import { useDetailRoute } from './detail-route';
import { Skeleton } from './skeleton';
import { BackLink } from './back-link';

/** `mailto:` the contact with the subject already written (URL-encoded). */
function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

interface OfferDetailLayoutProps {
  backTo: string;
  backLabel: string;
  badges: ReactNode;
  title: string;
  /** Facts under the title (company, location, dates…) as `<div>`s of a `<dl>`. */
  facts: ReactNode;
  children: ReactNode;
  /** The apply or registration card, above the poster's. */
  aside: ReactNode;
  poster: PublicUserSummary;
  /** Heading of the poster's card. */
  posterHeading?: string;
}

/** The shared shape of the detail page of an opportunity, a volunteering offer and an event. */
export function OfferDetailLayout({ backTo, backLabel, badges, title, facts, children, aside, poster, posterHeading = 'Publicado por' }: OfferDetailLayoutProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <article>
          <div className="flex flex-wrap gap-2">{badges}</div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <dl className="mt-5 grid gap-3 text-slate-700 sm:grid-cols-2">{facts}</dl>
          {children}
        </article>
        <aside className="space-y-4">
          {aside}
          <Card className="p-5">
            <h2 className="text-base font-semibold text-slate-900">{posterHeading}</h2>
            <Link to={`/members/${poster.id}`} className="mt-3 flex items-center gap-3 rounded-lg">
              <Avatar user={poster} size={44} />
              <span>
                <span className="block font-medium text-slate-900 underline-offset-2 hover:underline">{poster.fullName}</span>
                <span className="block text-sm text-slate-600">{poster.specialty || 'Terapeuta ocupacional'}</span>
              </span>
            </Link>
          </Card>
        </aside>
      </div>
    </div>
  );
}

/** One fact of a `<dl>`: the label (with its icon) above the value. */
export function OfferFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="text-brand-700 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 break-words">{children}</dd>
    </div>
  );
}

export function OfferSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 leading-7 whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}

interface Offer {
  /** When its poster closed it before it expired (null: open). */
  closedAt?: string | null;
  title: string;
  description: string;
  location: string;
  contactEmail: string;
  expiresAt: string | null;
  createdAt: string;
  poster: PublicUserSummary;
}

interface OfferDetailScreenProps<T extends Offer> {
  /** The offer of the route's `:id`. */
  useOffer: (id: number) => UseQueryResult<T>;
  backTo: string;
  backLabel: string;
  /** Page title and heading when there is no such offer. */
  notFoundTitle: string;
  /** Heading when the offer cannot be loaded for another reason. */
  errorTitle: string;
  badges: (offer: T) => ReactNode;
  /** Who offers it (the company of a vacancy, the organization of a volunteering offer). */
  host: { icon: ReactNode; label: string; name: (offer: T) => string };
  /** Label of the expiry date, shown while the offer is open. */
  openUntilLabel: string;
  /** Facts of this kind of offer alone, after the place (a job offer's pay). */
  facts?: (offer: T) => ReactNode;
  /** The card that sends an e-mail to the contact, or says the offer has expired (or was closed). */
  apply: (offer: T) => { heading: string; expiredText: string; closedText?: string; prompt: string; subject: string; label: string };
  /** Its poster's (and moderators') buttons, under the facts. */
  ownerActions?: (offer: T) => ReactNode;
  /** Prefix of the ids of the page's sections ('opportunity' gives 'opportunity-description'). */
  idPrefix: string;
  /** Sections after the description. */
  sections?: (offer: T) => ReactNode;
  /** Above the description: what only the poster and moderators read (a hidden offer's notice). */
  notice?: (offer: T) => ReactNode;
}

/** The detail page of an opportunity or a volunteering offer (`/…/:id`), with its loading, not-found and error states. */
export function OfferDetailScreen<T extends Offer>({
  useOffer,
  backTo,
  backLabel,
  notFoundTitle,
  errorTitle,
  badges,
  host,
  openUntilLabel,
  facts,
  apply,
  idPrefix,
  sections,
  ownerActions,
  notice,
}: OfferDetailScreenProps<T>) {
  const { item: offer, fallback } = useDetailRoute(useOffer, { backTo, backLabel, notFoundTitle, errorTitle, skeleton: <OfferDetailSkeleton /> });
  if (fallback) return fallback;

  const closed = Boolean(offer.closedAt);
  const expired = closed || isExpired(offer.expiresAt);
  const applyTexts = apply(offer);
  return (
    <OfferDetailLayout
      backTo={backTo}
      backLabel={backLabel}
      title={offer.title}
      poster={offer.poster}
      badges={badges(offer)}
      facts={
        <>
          <OfferFact icon={host.icon} label={host.label}>
            {host.name(offer)}
          </OfferFact>
          <OfferFact icon={<MapPin />} label="Local">
            {offer.location}
          </OfferFact>
          {facts?.(offer)}
          <OfferFact icon={<Mail />} label="Contacto">
            <a href={`mailto:${offer.contactEmail}`} className="text-brand-700 underline-offset-2 hover:underline">
              {offer.contactEmail}
            </a>
          </OfferFact>
          {offer.expiresAt && !expired && (
            <OfferFact icon={<CalendarClock />} label={openUntilLabel}>
              <time dateTime={offer.expiresAt}>{formatDate(offer.expiresAt)}</time>
            </OfferFact>
          )}
        </>
      }
      aside={
        <Card className="space-y-3 p-5">
          <h2 className="text-base font-semibold text-slate-900">{applyTexts.heading}</h2>
          {expired ? (
            <p className="text-sm text-slate-700">{closed ? (applyTexts.closedText ?? applyTexts.expiredText) : applyTexts.expiredText}</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">{applyTexts.prompt}</p>
              <Button asChild className="w-full">
                <a href={mailtoHref(offer.contactEmail, applyTexts.subject)}>
                  <Send aria-hidden="true" />
                  {applyTexts.label}
                </a>
              </Button>
            </>
          )}
        </Card>
      }
    >
      {notice?.(offer)}
      {ownerActions?.(offer)}
      <OfferSection id={`${idPrefix}-description`} title="Descrição" text={offer.description} />
      {sections?.(offer)}
      <p className="mt-8 text-sm text-slate-600">Publicado a {formatDate(offer.createdAt)}</p>
    </OfferDetailLayout>
  );
}

interface OfferDetailSkeletonProps {
  /** Width class of the first badge's placeholder. */
  badgeWidth?: string;
  /** How many facts the page shows under its title. */
  factCount?: number;
}

export function OfferDetailSkeleton({ badgeWidth = 'w-28', factCount = 3 }: OfferDetailSkeletonProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6" aria-busy="true">
      <span className="sr-only" role="status">
        A carregar…
      </span>
      <Skeleton className="h-5 w-40" />
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div>
          <Skeleton className={`h-6 ${badgeWidth} rounded-full`} />
          <Skeleton className="mt-3 h-9 w-3/4" />
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            {Array.from({ length: factCount }, (_, index) => (
              <Skeleton key={index} className="h-11 w-48" />
            ))}
          </div>
          <Skeleton className="mt-8 h-6 w-32" />
          <Skeleton className="mt-2 h-24 w-full" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
