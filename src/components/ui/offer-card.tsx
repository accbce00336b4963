import { MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { ListingCard, ListingCardSkeleton, ListingFact, ListingFacts } from './listing-card';

interface OfferCardProps {
  to: string;
  offer: { title: string; description: string; location: string; createdAt: string };
  badges: ReactNode;
  /** Who offers it: the company of a vacancy, the organization of a volunteering offer. */
  host: string;
  hostIcon: LucideIcon;
}

/** A card of the opportunities and volunteering lists: the publication date beside the badges, then who offers it and where. */
export function OfferCard({ to, offer, badges, host, hostIcon }: OfferCardProps) {
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
        <ListingFact icon={hostIcon}>{host}</ListingFact>
        <ListingFact icon={MapPin} cutLast>
          {offer.location}
        </ListingFact>
      </ListingFacts>
    </ListingCard>
  );
}

/** `badgeWidth`: as wide as the card's usual badge. */
export function OfferCardSkeleton({ badgeWidth }: { badgeWidth: string }) {
  return <ListingCardSkeleton badgeWidth={badgeWidth} asideWidth="w-20 sm:w-32" facts={['h-4 w-36', 'h-4 w-28']} />;
}
