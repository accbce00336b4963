import { CLOSED_OFFER_LABEL } from '#contract/opportunities-types';
import type { Volunteering } from '#contract/volunteering-types';
import { HandHeart } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ExpiryBadge, OfferCard, OfferCardSkeleton } from '../../../components/ui/offer-card';
import { isExpired } from '../../../lib/format';

/** 'Ativo', 'Fechada' (closed by its poster) or 'Expirado' (on the card and the detail page), and how soon it expires when within a month. */
export function VolunteeringBadge({ offer }: { offer: Volunteering }) {
  if (offer.closedAt) return <Badge variant="danger">{CLOSED_OFFER_LABEL}</Badge>;
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
