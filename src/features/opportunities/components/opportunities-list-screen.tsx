import { BriefcaseBusiness, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSearchForm, useListQuery } from '../../../components/ui/list-search-form';
import { ListPageHeader, PagedGrid } from '../../../components/ui/paged-grid';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { useOpportunitiesInfinite } from '../api/get-opportunities';
import { OpportunityCard, OpportunityCardSkeleton } from './opportunity-card';

export function OpportunitiesListScreen() {
  usePageTitle('Oportunidades');
  const [q, setQ] = useListQuery();
  const { isAuthenticated } = useCurrentUser();
  const opportunities = useOpportunitiesInfinite(q);
  const searching = q !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title="Oportunidades"
        intro="Vagas de emprego e colaborações para terapeutas ocupacionais em Portugal."
        action={
          isAuthenticated && (
            <Button asChild>
              <Link to="/criar-oportunidade">
                <Plus aria-hidden="true" />
                Publicar Vaga
              </Link>
            </Button>
          )
        }
      />
      <div className="mb-6">
        <ListSearchForm label="Pesquisar oportunidades" placeholder="Pesquisar por título, descrição, empresa ou local" />
      </div>
      <PagedGrid
        query={opportunities}
        itemKey={(opportunity) => opportunity.id}
        renderItem={(opportunity) => <OpportunityCard opportunity={opportunity} />}
        skeleton={<OpportunityCardSkeleton />}
        skeletonCount={4}
        errorTitle="Falha ao buscar oportunidades"
        empty={
          searching ? (
            <EmptyState icon={<BriefcaseBusiness />} title="Nenhuma vaga encontrada" description="Tente outros termos de pesquisa.">
              <Button variant="outline" onClick={() => setQ('')}>
                Limpar pesquisa
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={<BriefcaseBusiness />} title="Nenhuma oportunidade encontrada" description="Ainda não há oportunidades publicadas." />
          )
        }
      />
    </div>
  );
}
