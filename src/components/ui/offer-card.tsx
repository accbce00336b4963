import { Banknote, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { Badge } from './badge';
import { ListingCard, ListingCardSkeleton, ListingFact, ListingFacts } from './listing-card';

interface OfferCardProps {
  to: string;
  offer: { title: string; description: string; location: string; createdAt: string };
  badges: ReactNode;
  /** Who offers it: the company of a vacancy, the organization of a volunteering offer. */
  host: string;
  hostIcon: LucideIcon;
  /**
   * A job offer's monthly pay (docs/rules/job-alerts-and-pay.md): in full from 640 px, on a line of
   * its own; on a phone, short, in the one line of facts in place of who offers it.
   */
  pay?: { full: string; short: string };
}

/** A card of the opportunities and volunteering lists: the publication date beside the badges, then who offers it and where. */
export function OfferCard({ to, offer, badges, host, hostIcon, pay }: OfferCardProps) {
  return (
    <ListingCard
      to={to}
      title={offer.title}
      description={offer.description}
      badges={badges}
      aside={
        <>
          {/* On a phone the date stands alone at the corner, where lists put when an offer came out. */}
          <span className="max-sm:sr-only">Publicado a </span>
          <time dateTime={offer.createdAt}>{formatDate(offer.createdAt)}</time>
        </>
      }
    >
      <ListingFacts>
        {pay ? (
          <>
            <div className="min-w-0 max-sm:sr-only">
              <ListingFact icon={hostIcon}>{host}</ListingFact>
            </div>
            <ListingFact icon={Banknote}>
              <span className="sr-only">Vencimento: </span>
              {pay.short === pay.full ? (
                <span>{pay.full}</span>
              ) : (
                <>
                  <span className="sm:hidden">{pay.short}</span>
                  <span className="max-sm:hidden">{pay.full}</span>
                </>
              )}
            </ListingFact>
          </>
        ) : (
          <ListingFact icon={hostIcon}>{host}</ListingFact>
        )}
        <ListingFact icon={MapPin} cutLast>
          {offer.location}
        </ListingFact>
      </ListingFacts>
    </ListingCard>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** From how many days before its expiry an offer says so on its card. */
const EXPIRY_NOTICE_DAYS = 30;

/** 'Expira hoje', 'Expira amanhã', 'Expira em N dias': for an offer that expires within a month (null otherwise). */
function expiryLabel(expiresAt: string | null, now = Date.now()): string | null {
  if (!expiresAt) return null;
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0 || left > EXPIRY_NOTICE_DAYS * DAY_MS) return null;
  const days = Math.floor(left / DAY_MS);
  return days === 0 ? 'Expira hoje' : days === 1 ? 'Expira amanhã' : `Expira em ${days} dias`;
}

/** How soon an offer expires, as a badge (nothing when it is more than a month away, or past). */
export function ExpiryBadge({ expiresAt }: { expiresAt: string | null }) {
  const label = expiryLabel(expiresAt);
  return label ? <Badge variant="warning">{label}</Badge> : null;
}

/** `badgeWidth`: as wide as the card's usual badge; `pay`: the card shows a job offer's pay (a third fact from 640 px). */
export function OfferCardSkeleton({ badgeWidth, pay = false }: { badgeWidth: string; pay?: boolean }) {
  return <ListingCardSkeleton badgeWidth={badgeWidth} asideWidth="w-20 sm:w-32" facts={pay ? ['h-4 w-36 max-sm:hidden', 'h-4 w-28', 'h-4 w-28'] : ['h-4 w-36', 'h-4 w-28']} />;
}
