import { formatHours } from '#contract/cpd-types';
import { CalendarDays, ClipboardCheck, Clock, GraduationCap, MapPin, Ticket, Users, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
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
import { eventSchedule, formatPrice } from './event-schedule';
import { lazy } from 'react';
import { ForMembersAfterHydration, useDetailRoute } from '../../../components/ui/detail-route';

// The organiser's and moderators' buttons, with their dialogs: a lazy module, for signed-in members only.
const EventOwnerActions = lazy(() => import('../../../components/ui/item-owner-actions').then((module) => ({ default: module.EventOwnerActions })));

const BACK = { backTo: '/eventos', backLabel: 'Voltar aos eventos' };

export function EventDetailScreen() {
  const { item: event, fallback } = useDetailRoute(useEvent, {
    ...BACK,
    notFoundTitle: 'Evento não encontrado',
    errorTitle: 'Erro ao carregar o evento',
    skeleton: <OfferDetailSkeleton badgeWidth="w-24" factCount={4} />,
  });
  if (fallback) return fallback;

  const cancelled = event.status === 'cancelled';
  const left = cancelled ? null : spotsToShow(event);
  const schedule = eventSchedule(event);
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
            {event.endDate && schedule.endText && (
              <>
                {schedule.severalDays ? ' – ' : '–'}
                <time dateTime={event.endDate}>{schedule.endText}</time>
              </>
            )}
          </OfferFact>
          {event.community && (
            <OfferFact icon={<UsersRound />} label="Comunidade">
              <Link to={`/comunidades/${event.community.slug}`} className="font-medium text-brand-700 hover:underline">
                «{event.community.name}»
              </Link>
            </OfferFact>
          )}
          <OfferFact icon={<MapPin />} label="Local">
            {event.location}
            {event.isOnline && ' · Online'}
          </OfferFact>
          {schedule.duration && (
            <OfferFact icon={<Clock />} label="Duração">
              {schedule.duration}
            </OfferFact>
          )}
          {event.cpdHours !== null && (
            <OfferFact icon={<GraduationCap />} label="Formação (DPC)">
              {formatHours(event.cpdHours)}, com certificado de presença
            </OfferFact>
          )}
          <OfferFact icon={<Ticket />} label="Preço">
            {formatPrice(event.price)}
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
      <ForMembersAfterHydration>
        <EventOwnerActions event={event} />
      </ForMembersAfterHydration>
      {cancelled && (
        <section className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4" aria-labelledby="event-cancelled">
          <h2 id="event-cancelled" className="font-semibold text-red-900">
            Este evento foi cancelado
          </h2>
          {event.cancelReason && <p className="mt-1 text-sm whitespace-pre-line text-red-900">Motivo: {event.cancelReason}</p>}
        </section>
      )}
      <OfferSection id="event-description" title="Descrição" text={event.description} />
    </OfferDetailLayout>
  );
}

/** The registrants' list, for the organiser only. */
function OrganiserPanel({ event }: { event: PortalEvent }) {
  const { user } = useCurrentUser();
  if (user?.id !== event.organizerId) return null;
  return (
    <>
      {event.status !== 'cancelled' && (
        <Link to={`/eventos/${event.id}/presencas`} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          <ClipboardCheck aria-hidden="true" />
          Registar presenças
        </Link>
      )}
      <EventRegistrantsPanel event={event} />
    </>
  );
}
