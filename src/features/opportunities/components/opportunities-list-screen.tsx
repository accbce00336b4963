import { BriefcaseBusiness } from 'lucide-react';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '#contract/opportunities-types';
import { ListFilterSelect } from '../../../components/ui/paged-list-screen';
import { PagedListScreen } from '../../../components/ui/paged-list-screen';
import { DISTRICT_OPTIONS, DISTRICT_PARAM, EMPLOYMENT_TYPE_PARAM, SALARY_OPTIONS, SALARY_PARAM } from '../../../lib/offer-filters';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
import { useOpportunitiesInfinite } from '../api/get-opportunities';
import { OpportunityCard, OpportunityCardSkeleton } from './opportunity-card';

const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }));

export function OpportunitiesListScreen() {
  return (
    <PagedListScreen
      title="Oportunidades"
      intro="Vagas de emprego e colaborações para terapeutas ocupacionais em Portugal."
      useItems={useOpportunitiesInfinite}
      create={{ to: '/criar-oportunidade', label: 'Publicar oportunidade' }}
      headerAction={<SaveSearchButton kind="opportunities" />}
      search={{ label: 'Pesquisar oportunidades', placeholder: 'Pesquisar por título, descrição, empresa ou local' }}
      filters={
        <>
          <ListFilterSelect param={DISTRICT_PARAM} label="Distrito" anyLabel="Todos os distritos" options={DISTRICT_OPTIONS} />
          <ListFilterSelect param={EMPLOYMENT_TYPE_PARAM} label="Tipo de contrato" anyLabel="Todos os tipos" options={EMPLOYMENT_TYPE_OPTIONS} />
          {/* From 640 px: on a phone a third row of filters would leave the first screen three vacancies instead of four (docs/rules/job-alerts-and-pay.md). */}
          <div className="max-sm:hidden">
            <ListFilterSelect param={SALARY_PARAM} label="Vencimento" anyLabel="Qualquer vencimento" options={SALARY_OPTIONS} />
          </div>
        </>
      }
      itemKey={(opportunity) => opportunity.id}
      renderItem={(opportunity) => <OpportunityCard opportunity={opportunity} />}
      skeleton={<OpportunityCardSkeleton />}
      skeletonCount={4}
      errorTitle="Falha ao carregar as oportunidades"
      empty={{
        icon: <BriefcaseBusiness />,
        title: 'Nenhuma oportunidade encontrada',
        description: 'Ainda não há oportunidades publicadas.',
        searchTitle: 'Nenhuma vaga encontrada',
      }}
    />
  );
}
