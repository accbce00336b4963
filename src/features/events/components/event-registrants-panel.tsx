import type { PortalEvent } from '#contract/events-types';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useEventRegistrants } from '../api/event-registration';

/** The organiser's view of who registered: the list on demand and the spreadsheet to download. */
export function EventRegistrantsPanel({ event }: { event: PortalEvent }) {
  const [open, setOpen] = useState(false);
  const registrants = useEventRegistrants(event.id, open);
  const listId = `inscritos-${event.id}`;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Users className="size-4 text-brand-700" aria-hidden="true" />
        Inscritos ({event.registeredCount})
      </h2>
      {event.waitlistCount > 0 && <p className="text-sm text-slate-700">Em lista de espera: {event.waitlistCount}.</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Esconder inscritos' : 'Ver inscritos'}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/events/${event.id}/registrations.csv`} download={`inscritos-evento-${event.id}.csv`}>
            Transferir (CSV)
          </a>
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        {open && registrants.isPending && <Spinner label="A carregar…" />}
        {open && registrants.isError && <p className="text-sm text-red-800">Não foi possível carregar os inscritos.</p>}
        {registrants.data &&
          (registrants.data.length === 0 ? (
            <p className="text-sm text-slate-700">Ainda ninguém se inscreveu.</p>
          ) : (
            <ol className="divide-y divide-slate-100 text-sm">
              {registrants.data.map(({ member, registeredAt }) => (
                <li key={member.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  {/* Registrants are current members (a deleted member's registrations go with them). */}
                  <Link to={`/members/${member.id}`} className="font-medium text-brand-800 hover:underline">
                    {member.fullName}
                  </Link>
                  <span className="text-slate-600">
                    <time dateTime={registeredAt}>{formatDateTime(registeredAt)}</time>
                  </span>
                </li>
              ))}
            </ol>
          ))}
      </div>
    </Card>
  );
}
