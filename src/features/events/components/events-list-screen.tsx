import { CalendarX, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSearchForm, useListQuery } from '../../../components/ui/list-search-form';
import { ListPageHeader, PagedGrid } from '../../../components/ui/paged-grid';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { useEventsInfinite, useEventsTotal } from '../api/get-events';
import { EventCard, EventCardSkeleton } from './event-card';

export function EventsListScreen() {
  usePageTitle('Eventos');
  const [q, setQ] = useListQuery();
  const { isAuthenticated } = useCurrentUser();
  const events = useEventsInfinite(q);
  const searching = q !== '';
  const allEvents = useEventsTotal(searching);
  const matches = events.data?.pages[0]?.total;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title="Eventos"
        intro="Formações, congressos, workshops e encontros da comunidade de Terapia Ocupacional."
        action={
          isAuthenticated && (
            <Button asChild>
              <Link to="/criar-evento">
                <Plus aria-hidden="true" />
                Criar Evento
              </Link>
            </Button>
          )
        }
      />
      <div className="mb-6 space-y-3">
        <ListSearchForm label="Pesquisar eventos" placeholder="Pesquisar por título, descrição ou local" />
        <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
          {searching && matches !== undefined && allEvents.data !== undefined ? `A mostrar ${matches} de ${allEvents.data} eventos` : ''}
        </p>
      </div>
      <PagedGrid
        query={events}
        itemKey={(event) => event.id}
        renderItem={(event) => <EventCard event={event} />}
        skeleton={<EventCardSkeleton />}
        skeletonCount={6}
        errorTitle="Falha ao buscar eventos"
        empty={
          <EmptyState
            icon={<CalendarX />}
            title="Nenhum evento encontrado"
            description={searching ? 'Tente outros termos de pesquisa.' : 'Ainda não há eventos publicados.'}
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
