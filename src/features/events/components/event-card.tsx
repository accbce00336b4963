import type { PortalEvent } from '#contract/events';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { isEventFull, isEventPast, spotsLeft, spotsLeftLabel } from './event-status';

export function EventCard({ event }: { event: PortalEvent }) {
  const left = spotsLeft(event);
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge>{event.eventType}</Badge>
        {isEventPast(event) ? (
          <Badge variant="neutral">Terminado</Badge>
        ) : isEventFull(event) ? (
          <Badge variant="danger">Lotado</Badge>
        ) : null}
      </div>
      <h2 className="text-lg font-semibold text-slate-900">
        <Link to={`/eventos/${event.id}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none">
          {event.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">{event.description}</p>
      <dl className="mt-auto space-y-1.5 pt-4 text-sm text-slate-700">
        <div>
          <dt className="sr-only">Data</dt>
          <dd className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Local</dt>
          <dd className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {event.location}
          </dd>
        </div>
        {left !== null && (
          <div>
            <dt className="sr-only">Vagas</dt>
            <dd className="flex items-center gap-2">
              <Users className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {left === 0 ? 'Lotado' : spotsLeftLabel(left)}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

export function EventCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-5">
      <Skeleton className="mb-3 h-5 w-24 rounded-full" />
      <Skeleton className="h-6 w-4/5" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-1 h-4 w-2/3" />
      <div className="mt-auto space-y-2 pt-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-36" />
      </div>
    </Card>
  );
}
