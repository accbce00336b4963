import { BriefcaseBusiness } from 'lucide-react';
import { PagedListScreen } from '../../../components/ui/paged-list-screen';
import { useOpportunitiesInfinite } from '../api/get-opportunities';
import { OpportunityCard, OpportunityCardSkeleton } from './opportunity-card';

export function OpportunitiesListScreen() {
  return (
    <PagedListScreen
      title="Oportunidades"
      intro="Vagas de emprego e colaborações para terapeutas ocupacionais em Portugal."
      useItems={useOpportunitiesInfinite}
      create={{ to: '/criar-oportunidade', label: 'Publicar Vaga' }}
      search={{ label: 'Pesquisar oportunidades', placeholder: 'Pesquisar por título, descrição, empresa ou local' }}
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
