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

/** A card of the opportunities and volunteering lists. */
export function OfferCard({ to, offer, badges, host, hostIcon }: OfferCardProps) {
  return (
    <ListingCard to={to} title={offer.title} description={offer.description} badges={badges}>
      <ListingFacts>
        <ListingFact icon={hostIcon}>{host}</ListingFact>
        <ListingFact icon={MapPin}>{offer.location}</ListingFact>
        <p className="text-xs text-slate-600">Publicado a {formatDate(offer.createdAt)}</p>
      </ListingFacts>
    </ListingCard>
  );
}

/** `badgeWidth`: as wide as the card's usual badge. */
export function OfferCardSkeleton({ badgeWidth }: { badgeWidth: string }) {
  return <ListingCardSkeleton badgeWidth={badgeWidth} facts={['h-4 w-36', 'h-4 w-28', 'h-3 w-32']} />;
}
