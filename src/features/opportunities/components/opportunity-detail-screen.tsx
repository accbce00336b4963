import { Building2 } from 'lucide-react';
import { useDetailRoute } from '../../../components/ui/detail-route';
import { OfferDetail, OfferDetailSkeleton, OfferSection } from '../../../components/ui/offer-detail';
import { useOpportunity } from '../api/get-opportunities';
import { OpportunityBadges } from './opportunity-card';

const BACK = { backTo: '/oportunidades', backLabel: 'Voltar às oportunidades' };

export function OpportunityDetailScreen() {
  const { item: opportunity, fallback } = useDetailRoute(useOpportunity, {
    ...BACK,
    notFoundTitle: 'Oportunidade não encontrada',
    errorTitle: 'Erro ao carregar a oportunidade',
    skeleton: <OfferDetailSkeleton />,
  });
  if (fallback) return fallback;

  return (
    <OfferDetail
      {...BACK}
      offer={opportunity}
      badges={<OpportunityBadges opportunity={opportunity} />}
      host={{ icon: <Building2 />, label: 'Empresa', name: opportunity.company }}
      openUntilLabel="Candidaturas até"
      apply={{
        heading: 'Candidatura',
        expiredText: 'Esta oportunidade expirou e já não aceita candidaturas.',
        prompt: `Envie a sua candidatura por e-mail para ${opportunity.company}.`,
        subject: `Candidatura: ${opportunity.title}`,
        label: 'Candidatar-me',
      }}
      idPrefix="opportunity"
    >
      {opportunity.requirements && <OfferSection id="opportunity-requirements" title="Requisitos" text={opportunity.requirements} />}
    </OfferDetail>
  );
}
