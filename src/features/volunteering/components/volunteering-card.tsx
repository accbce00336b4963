import type { Volunteering } from '#contract/volunteering-types';
import { HandHeart } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ExpiryBadge, OfferCard, OfferCardSkeleton } from '../../../components/ui/offer-card';
import { isExpired } from '../../../lib/format';

/** 'Ativo' or 'Expirado' (on the card and the detail page), and how soon it expires when within a month. */
export function VolunteeringBadge({ offer }: { offer: Volunteering }) {
  if (isExpired(offer.expiresAt)) return <Badge variant="danger">Expirado</Badge>;
  return (
    <>
      <Badge variant="success">Ativo</Badge>
      <ExpiryBadge expiresAt={offer.expiresAt} />
    </>
  );
}

export function VolunteeringCard({ offer }: { offer: Volunteering }) {
  return <OfferCard to={`/voluntariado/${offer.id}`} offer={offer} badges={<VolunteeringBadge offer={offer} />} host={offer.organization} hostIcon={HandHeart} />;
}

export function VolunteeringCardSkeleton() {
  return <OfferCardSkeleton badgeWidth="w-16" />;
}
