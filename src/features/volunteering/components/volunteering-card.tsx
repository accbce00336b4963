import type { Volunteering } from '#contract/volunteering-types';
import { HandHeart } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { OfferCard, OfferCardSkeleton } from '../../../components/ui/offer-card';
import { isExpired } from '../../../lib/format';

/** 'Ativo' or 'Expirado' (on the card and the detail page). */
export function VolunteeringBadge({ offer }: { offer: Volunteering }) {
  return isExpired(offer.expiresAt) ? <Badge variant="danger">Expirado</Badge> : <Badge variant="success">Ativo</Badge>;
}

export function VolunteeringCard({ offer }: { offer: Volunteering }) {
  return <OfferCard to={`/voluntariado/${offer.id}`} offer={offer} badges={<VolunteeringBadge offer={offer} />} host={offer.organization} hostIcon={HandHeart} />;
}

export function VolunteeringCardSkeleton() {
  return <OfferCardSkeleton badgeWidth="w-16" />;
}
