import { HandHeart, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSearchForm, useListQuery } from '../../../components/ui/list-search-form';
import { ListPageHeader, PagedGrid } from '../../../components/ui/paged-grid';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { useVolunteeringInfinite } from '../api/get-volunteering';
import { VolunteeringCard, VolunteeringCardSkeleton } from './volunteering-card';

export function VolunteeringListScreen() {
  usePageTitle('Voluntariado');
  const [q, setQ] = useListQuery();
  const { isAuthenticated } = useCurrentUser();
  const offers = useVolunteeringInfinite(q);
  const searching = q !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title="Voluntariado"
        intro="Oportunidades de voluntariado onde a Terapia Ocupacional faz a diferença."
        action={
          isAuthenticated && (
            <Button asChild>
              <Link to="/criar-voluntariado">
                <Plus aria-hidden="true" />
                Publicar Voluntariado
              </Link>
            </Button>
          )
        }
      />
      <div className="mb-6">
        <ListSearchForm label="Pesquisar voluntariado" placeholder="Pesquisar por título, descrição, organização ou local" />
      </div>
      <PagedGrid
        query={offers}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <VolunteeringCard offer={offer} />}
        skeleton={<VolunteeringCardSkeleton />}
        skeletonCount={4}
        errorTitle="Falha ao buscar voluntariado"
        empty={
          <EmptyState
            icon={<HandHeart />}
            title="Nenhum voluntariado encontrado"
            description={searching ? 'Tente outros termos de pesquisa.' : 'Ainda não há oportunidades de voluntariado publicadas.'}
          >
            {searching && (
              <Button variant="outline" onClick={() => setQ('')}>
                Limpar pesquisa
              </Button>
            )}
          </EmptyState>
        }
      />
    </div>
  );
}
