import { CLOSED_OFFER_LABEL, EMPLOYMENT_TYPE_LABELS, payLabel, shortPayLabel, type Opportunity } from '#contract/opportunities-types';
import { Building2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ExpiryBadge, OfferCard, OfferCardSkeleton } from '../../../components/ui/offer-card';
import { isExpired } from '../../../lib/format';

/** The employment type, and 'Fechada' once its poster closed it or 'Expirado' once it has expired (on the card and the detail page). */
export function OpportunityBadges({ opportunity }: { opportunity: Opportunity }) {
  return (
    <>
      <Badge>{EMPLOYMENT_TYPE_LABELS[opportunity.employmentType] ?? opportunity.employmentType}</Badge>
      {opportunity.closedAt ? (
        <Badge variant="danger">{CLOSED_OFFER_LABEL}</Badge>
      ) : isExpired(opportunity.expiresAt) ? (
        <Badge variant="danger">Expirado</Badge>
      ) : (
        <ExpiryBadge expiresAt={opportunity.expiresAt} />
      )}
    </>
  );
}

export function OpportunityCard({ opportunity }: { opportunity: Opportunity }) {
  return (
    <OfferCard
      to={`/oportunidades/${opportunity.id}`}
      offer={opportunity}
      badges={<OpportunityBadges opportunity={opportunity} />}
      host={opportunity.company}
      hostIcon={Building2}
      pay={{ full: payLabel(opportunity), short: shortPayLabel(opportunity) }}
    />
  );
}

export function OpportunityCardSkeleton() {
  return <OfferCardSkeleton badgeWidth="w-28" pay />;
}
