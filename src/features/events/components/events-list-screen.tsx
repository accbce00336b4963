import { CalendarX } from 'lucide-react';
import { useListQuery } from '../../../components/ui/list-search-form';
import { PagedListScreen } from '../../../components/ui/paged-list-screen';
import { useEventsInfinite, useEventsTotal } from '../api/get-events';
import { EventCard, EventCardSkeleton } from './event-card';

export function EventsListScreen() {
  const [q] = useListQuery();
  const searching = q !== '';
  const allEvents = useEventsTotal(searching);

  return (
    <PagedListScreen
      title="Eventos"
      intro="Formações, congressos, workshops e encontros da comunidade de Terapia Ocupacional."
      useItems={useEventsInfinite}
      create={{ to: '/criar-evento', label: 'Criar Evento' }}
      search={{ label: 'Pesquisar eventos', placeholder: 'Pesquisar por título, descrição ou local' }}
      searchSummary={(matches) => (searching && matches !== undefined && allEvents.data !== undefined ? `A mostrar ${matches} de ${allEvents.data} eventos` : '')}
      itemKey={(event) => event.id}
      renderItem={(event) => <EventCard event={event} />}
      skeleton={<EventCardSkeleton />}
      skeletonCount={6}
      errorTitle="Falha ao carregar os eventos"
      empty={{ icon: <CalendarX />, title: 'Nenhum evento encontrado', description: 'Ainda não há eventos publicados.' }}
    />
  );
}
