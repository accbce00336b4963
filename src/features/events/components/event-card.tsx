import { formatHours } from '#contract/cpd-types';
import { CANCELLED_LABEL, type EventListItem } from '#contract/events-types';
import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ListingCard, ListingCardSkeleton, ListingFact, ListingFacts } from '../../../components/ui/listing-card';
import { formatDateTime } from '../../../lib/format';
import { isEventFull, isEventPast, spotsLeftLabel, spotsToShow } from './event-status';
import { eventSchedule, formatPrice } from './event-schedule';

/** The event type, then 'Cancelado' once its organiser cancelled it, 'Terminado' once it has taken place or 'Esgotado' when no place is left (on the card and the detail page). */
export function EventBadges({ event }: { event: EventListItem }) {
  return (
    <>
      <Badge>{event.eventType}</Badge>
      {event.status === 'cancelled' ? (
        <Badge variant="danger">{CANCELLED_LABEL}</Badge>
      ) : isEventPast(event) ? (
        <Badge variant="neutral">Terminado</Badge>
      ) : isEventFull(event) ? (
        <Badge variant="danger">Esgotado</Badge>
      ) : null}
      {event.cpdHours !== null && <Badge variant="neutral">{formatHours(event.cpdHours)} de formação</Badge>}
    </>
  );
}

export function EventCard({ event }: { event: EventListItem }) {
  const left = event.status === 'cancelled' ? null : spotsToShow(event);
  const schedule = eventSchedule(event);
  return (
    <ListingCard
      to={`/eventos/${event.id}`}
      title={event.title}
      description={event.description}
      badges={<EventBadges event={event} />}
      // A full event says 'Esgotado' in its badges.
      aside={left !== null && left > 0 && spotsLeftLabel(left)}
    >
      <ListingFacts as="dl">
        <ListingFact icon={CalendarDays} label="Data" cutLast>
          <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>
          {event.endDate && schedule.endText && (
            <>
              {schedule.severalDays ? ' – ' : '–'}
              <time dateTime={event.endDate}>{schedule.endText}</time>
            </>
          )}
          {schedule.duration && ` (${schedule.duration})`}
        </ListingFact>
        <ListingFact icon={MapPin} label="Local">
          {event.location}
        </ListingFact>
        <ListingFact icon={Ticket} label="Preço">
          {formatPrice(event.price)}
        </ListingFact>
      </ListingFacts>
    </ListingCard>
  );
}

export function EventCardSkeleton() {
  return <ListingCardSkeleton badgeWidth="w-24" asideWidth="w-28" facts={['h-4 w-40', 'h-4 w-32']} />;
}
