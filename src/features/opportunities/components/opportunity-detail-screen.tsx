import { payLabel } from '#contract/opportunities-types';
import { Banknote, Building2 } from 'lucide-react';
import { lazy } from 'react';
import { ForMembersAfterHydration } from '../../../components/ui/detail-route';
import { OfferDetailScreen, OfferFact, OfferSection } from '../../../components/ui/offer-detail';
import { HiddenNotice } from '../../content/components/hidden-notice';
import { useOpportunity } from '../api/get-opportunities';
import { OpportunityBadges } from './opportunity-card';

// The poster's and moderators' buttons, with their dialogs: a lazy module, for signed-in members only.
const OfferOwnerActions = lazy(() => import('../../../components/ui/item-owner-actions').then((module) => ({ default: module.OfferOwnerActions })));

export function OpportunityDetailScreen() {
  return (
    <OfferDetailScreen
      useOffer={useOpportunity}
      backTo="/oportunidades"
      backLabel="Voltar às oportunidades"
      notFoundTitle="Oportunidade não encontrada"
      errorTitle="Erro ao carregar a oportunidade"
      badges={(opportunity) => <OpportunityBadges opportunity={opportunity} />}
      host={{ icon: <Building2 />, label: 'Empresa', name: (opportunity) => opportunity.company }}
      openUntilLabel="Candidaturas até"
      facts={(opportunity) => (
        <OfferFact icon={<Banknote />} label="Vencimento mensal bruto">
          {payLabel(opportunity)}
        </OfferFact>
      )}
      apply={(opportunity) => ({
        heading: 'Candidatura',
        expiredText: 'Esta oportunidade expirou e já não aceita candidaturas.',
        closedText: 'Esta oportunidade foi fechada e já não aceita candidaturas.',
        prompt: `Envie a sua candidatura por e-mail para ${opportunity.company}.`,
        subject: `Candidatura: ${opportunity.title}`,
        label: 'Candidatar-me',
      })}
      ownerActions={(opportunity) => (
        <ForMembersAfterHydration>
          <OfferOwnerActions
            collection="/api/opportunities"
            id={opportunity.id}
            posterId={opportunity.posterId}
            closedAt={opportunity.closedAt}
            editPath={`/oportunidades/${opportunity.id}/editar`}
            listPath="/oportunidades"
          />
        </ForMembersAfterHydration>
      )}
      idPrefix="opportunity"
      notice={(opportunity) => opportunity.hidden && <HiddenNotice hidden={opportunity.hidden} className="mt-6" />}
      sections={(opportunity) => opportunity.requirements && <OfferSection id="opportunity-requirements" title="Requisitos" text={opportunity.requirements} />}
    />
  );
}
