import { HandHeart } from 'lucide-react';
import { ListFilterSelect } from '../../../components/ui/paged-list-screen';
import { PagedListScreen } from '../../../components/ui/paged-list-screen';
import { DISTRICT_OPTIONS, DISTRICT_PARAM } from '../../../lib/offer-filters';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
import { useVolunteeringInfinite } from '../api/get-volunteering';
import { VolunteeringCard, VolunteeringCardSkeleton } from './volunteering-card';

export function VolunteeringListScreen() {
  return (
    <PagedListScreen
      title="Voluntariado"
      intro="Oportunidades de voluntariado onde a Terapia Ocupacional faz a diferença."
      useItems={useVolunteeringInfinite}
      create={{ to: '/criar-voluntariado', label: 'Publicar voluntariado' }}
      headerAction={<SaveSearchButton kind="volunteering" />}
      search={{ label: 'Pesquisar voluntariado', placeholder: 'Pesquisar por título, descrição, organização ou local' }}
      filters={<ListFilterSelect param={DISTRICT_PARAM} label="Distrito" anyLabel="Todos os distritos" options={DISTRICT_OPTIONS} />}
      itemKey={(offer) => offer.id}
      renderItem={(offer) => <VolunteeringCard offer={offer} />}
      skeleton={<VolunteeringCardSkeleton />}
      skeletonCount={4}
      errorTitle="Falha ao carregar o voluntariado"
      empty={{
        icon: <HandHeart />,
        title: 'Nenhum voluntariado encontrado',
        description: 'Ainda não há oportunidades de voluntariado publicadas.',
      }}
    />
  );
}
