import { CalendarDays, MapPin, Users } from 'lucide-react';
import { useDetailRoute } from '../../../components/ui/detail-route';
import { OfferDetailLayout, OfferDetailSkeleton, OfferFact, OfferSection } from '../../../components/ui/offer-detail';
import { formatDateTime } from '../../../lib/format';
import { HiddenNotice } from '../../content/components/hidden-notice';
import { useEvent } from '../api/get-events';
import { EventBadges } from './event-card';
import { EventRegistrantsPanel } from './event-registrants-panel';
import { EventRegistrationPanel } from './event-registration-panel';
import { useCurrentUser } from '../../../lib/current-user';
import type { PortalEvent } from '#contract/events-types';
import { spotsLeftLabel, spotsToShow } from './event-status';

const BACK = { backTo: '/eventos', backLabel: 'Voltar aos eventos' };

export function EventDetailScreen() {
  const { item: event, fallback } = useDetailRoute(useEvent, {
    ...BACK,
    notFoundTitle: 'Evento não encontrado',
    errorTitle: 'Erro ao carregar o evento',
    skeleton: <OfferDetailSkeleton badgeWidth="w-24" factCount={2} />,
  });
  if (fallback) return fallback;

  const left = spotsToShow(event);
  return (
    <OfferDetailLayout
      {...BACK}
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
            {event.isOnline && ' · Online'}
          </OfferFact>
          {left !== null && (
            <OfferFact icon={<Users />} label="Vagas">
              {left === 0 ? 'Esgotado' : spotsLeftLabel(left)} ({event.registeredCount} de {event.maxParticipants} inscritos)
            </OfferFact>
          )}
        </>
      }
      aside={
        <>
          <EventRegistrationPanel event={event} />
          <OrganiserPanel event={event} />
        </>
      }
    >
      {event.hidden && <HiddenNotice hidden={event.hidden} className="mt-6" />}
      <OfferSection id="event-description" title="Descrição" text={event.description} />
    </OfferDetailLayout>
  );
}

/** The registrants' list, for the organiser only. */
function OrganiserPanel({ event }: { event: PortalEvent }) {
  const { user } = useCurrentUser();
  return user?.id === event.organizerId ? <EventRegistrantsPanel event={event} /> : null;
}
