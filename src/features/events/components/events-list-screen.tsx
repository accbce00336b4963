import { CalendarX } from 'lucide-react';
import { useListQuery } from '../../../components/ui/list-search-form';
import { ListViewSwitch } from '../../../components/ui/paged-list-screen';
import { PagedListScreen } from '../../../components/ui/paged-list-screen';
import { EVENTS_VIEW_PARAM, useEventsInfinite, useEventsTotal } from '../api/get-events';
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
      create={{ to: '/criar-evento', label: 'Publicar evento' }}
      search={{ label: 'Pesquisar eventos', placeholder: 'Pesquisar por título, descrição ou local' }}
      filters={
        <ListViewSwitch
          param={EVENTS_VIEW_PARAM}
          label="Eventos a mostrar"
          views={[
            { value: '', label: 'Todos' },
            { value: 'proximos', label: 'Próximos' },
            { value: 'anteriores', label: 'Anteriores' },
          ]}
        />
      }
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
