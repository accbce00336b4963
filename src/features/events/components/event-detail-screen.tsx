import { CalendarDays, MapPin, Users } from 'lucide-react';
import { useParams } from 'react-router';
import { OfferDetailLayout, OfferDetailSkeleton, OfferFact, OfferSection } from '../../../components/ui/offer-detail';
import { parseRouteId, ResourceNotFound } from '../../../components/ui/resource-not-found';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEvent } from '../api/get-events';
import { EventBadges } from './event-card';
import { EventRegistrationPanel } from './event-registration-panel';
import { spotsLeft, spotsLeftLabel } from './event-status';

export function EventDetailScreen() {
  const id = parseRouteId(useParams().id);
  const query = useEvent(id);
  const event = query.data;
  const missing = Number.isNaN(id) || (query.error instanceof ApiRequestError && query.error.status === 404);
  usePageTitle(missing ? 'Evento não encontrado' : event?.title);

  const back = { backTo: '/eventos', backLabel: 'Voltar aos eventos' };
  if (missing) return <ResourceNotFound title="Evento não encontrado" {...back} />;
  if (query.isError) return <ResourceNotFound title="Erro ao carregar o evento" description="Tente novamente dentro de momentos." {...back} />;
  if (!event) return <OfferDetailSkeleton badgeWidth="w-24" factCount={2} />;

  const left = spotsLeft(event);
  return (
    <OfferDetailLayout
      {...back}
      title={event.title}
      poster={event.organizer}
      posterHeading="Organizador"
      badges={<EventBadges event={event} />}
      facts={
        <>
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
        </>
      }
      aside={<EventRegistrationPanel event={event} />}
    >
      <OfferSection id="event-description" title="Descrição" text={event.description} />
    </OfferDetailLayout>
  );
}
