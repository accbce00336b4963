import { ArrowLeft, CalendarDays, MapPin, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { OfferFact } from '../../../components/ui/offer-detail';
import { parseRouteId, ResourceNotFound } from '../../../components/ui/resource-not-found';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEvent } from '../api/get-events';
import { EventRegistrationPanel } from './event-registration-panel';
import { isEventFull, isEventPast, spotsLeft, spotsLeftLabel } from './event-status';

export function EventDetailScreen() {
  const id = parseRouteId(useParams().id);
  const query = useEvent(id);
  const event = query.data;
  const missing = Number.isNaN(id) || (query.error instanceof ApiRequestError && query.error.status === 404);
  usePageTitle(missing ? 'Evento não encontrado' : event?.title);

  if (missing) return <ResourceNotFound title="Evento não encontrado" backTo="/eventos" backLabel="Voltar aos eventos" />;
  if (query.isError) return <ResourceNotFound title="Erro ao carregar o evento" description="Tente novamente dentro de momentos." backTo="/eventos" backLabel="Voltar aos eventos" />;
  if (!event) return <EventDetailSkeleton />;

  const left = spotsLeft(event);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/eventos" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar aos eventos
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <article>
          <div className="flex flex-wrap gap-2">
            <Badge>{event.eventType}</Badge>
            {isEventPast(event) ? <Badge variant="neutral">Terminado</Badge> : isEventFull(event) ? <Badge variant="danger">Lotado</Badge> : null}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{event.title}</h1>
          <dl className="mt-5 grid gap-3 text-slate-700 sm:grid-cols-2">
            <OfferFact icon={<CalendarDays />} label="Data">
              <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>
            </OfferFact>
            <OfferFact icon={<MapPin />} label="Local">
              {event.location}
            </OfferFact>
            {left !== null && (
              <OfferFact icon={<Users />} label="Vagas">
                {left === 0 ? 'Lotado' : spotsLeftLabel(left)} ({event.registeredCount} de {event.maxParticipants} inscritos)
              </OfferFact>
            )}
          </dl>
          <section className="mt-8" aria-labelledby="event-description">
            <h2 id="event-description" className="text-lg font-semibold text-slate-900">
              Descrição
            </h2>
            <p className="mt-2 leading-7 whitespace-pre-line text-slate-800">{event.description}</p>
          </section>
        </article>
        <aside className="space-y-4">
          <EventRegistrationPanel event={event} />
          <Card className="p-5">
            <h2 className="text-base font-semibold text-slate-900">Organizador</h2>
            <Link to={`/members/${event.organizer.id}`} className="mt-3 flex items-center gap-3 rounded-lg hover:text-brand-700">
              <Avatar user={event.organizer} size={44} />
              <span>
                <span className="block font-medium text-slate-900 underline-offset-2 hover:underline">{event.organizer.fullName}</span>
                <span className="block text-sm text-slate-600">{event.organizer.specialty || 'Terapeuta Ocupacional'}</span>
              </span>
            </Link>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function EventDetailSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6" aria-busy="true">
      <span className="sr-only" role="status">
        A carregar…
      </span>
      <Skeleton className="h-5 w-40" />
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div>
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="mt-3 h-9 w-3/4" />
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-11 w-48" />
            <Skeleton className="h-11 w-48" />
          </div>
          <Skeleton className="mt-8 h-6 w-32" />
          <Skeleton className="mt-2 h-24 w-full" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
