import { CalendarX } from 'lucide-react';
import { useListQuery } from '../../../components/ui/list-search-form';
import { PagedListScreen } from '../../../components/ui/paged-list-screen';
import { useCurrentUser } from '../../../lib/current-user';
import { useEventsInfinite, useEventsTotal } from '../api/get-events';
import { EventCard, EventCardSkeleton } from './event-card';

export function EventsListScreen() {
  const [q] = useListQuery();
  const { isAuthenticated } = useCurrentUser();
  const events = useEventsInfinite(q);
  const searching = q !== '';
  const allEvents = useEventsTotal(searching);
  const matches = events.data?.pages[0]?.total;

  return (
    <PagedListScreen
      title="Eventos"
      intro="Formações, congressos, workshops e encontros da comunidade de Terapia Ocupacional."
      create={isAuthenticated && { to: '/criar-evento', label: 'Criar Evento' }}
      search={{ label: 'Pesquisar eventos', placeholder: 'Pesquisar por título, descrição ou local' }}
      searchSummary={searching && matches !== undefined && allEvents.data !== undefined ? `A mostrar ${matches} de ${allEvents.data} eventos` : ''}
      query={events}
      itemKey={(event) => event.id}
      renderItem={(event) => <EventCard event={event} />}
      skeleton={<EventCardSkeleton />}
      skeletonCount={6}
      errorTitle="Falha ao buscar eventos"
      empty={{ icon: <CalendarX />, title: 'Nenhum evento encontrado', description: 'Ainda não há eventos publicados.' }}
    />
  );
}
