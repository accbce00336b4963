import { formatHours, type Attendee } from '#contract/cpd-types';
import { Award } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SignInRequired } from '../../../components/ui/sign-in-required';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { parseRouteId } from '../../../lib/route-id';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCheckIn, useEventAttendance, useMarkAttendance } from '../api/cpd';
import { TicketScanner } from './ticket-scanner';

// `/eventos/{id}/presencas` (docs/rules/cpd-portfolio.md): the organiser records who came, at the
// door with the camera or the ticket's code, or afterwards from the list (online events).

export function AttendanceScreen() {
  usePageTitle('Presenças');
  const { user, isLoading } = useCurrentUser();
  const eventId = parseRouteId(useParams().id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink to={`/eventos/${eventId}`}>Voltar ao evento</BackLink>
      {isLoading ? <Skeleton className="h-64 w-full" /> : user ? <Attendance eventId={eventId} /> : <SignInRequired reason="Inicie sessão para registar as presenças do seu evento." />}
    </div>
  );
}

function Attendance({ eventId }: { eventId: number }) {
  const list = useEventAttendance(eventId);
  const checkIn = useCheckIn(eventId);
  const mark = useMarkAttendance(eventId);
  const [code, setCode] = useState('');
  const [news, setNews] = useState<{ ok: boolean; text: string } | null>(null);

  if (list.isPending) return <Skeleton className="h-64 w-full" />;
  if (list.isError) {
    const status = list.error instanceof ApiRequestError ? list.error.status : 0;
    if (status === 403 || status === 404) return <EmptyState title={status === 403 ? 'Só quem organiza o evento regista as presenças' : 'Evento não encontrado'} />;
    return <LoadFailed what="os inscritos" onRetry={() => void list.refetch()} />;
  }
  const { event, attendees } = list.data;
  const open = Date.now() >= Date.parse(event.attendanceOpensAt);
  const present = attendees.filter((attendee) => attendee.attendedAt).length;

  const failed = (error: unknown) => setNews({ ok: false, text: error instanceof ApiRequestError ? error.serverMessage : 'Não foi possível registar. Tente novamente.' });
  const done = (attendee: Attendee, text: string) => setNews({ ok: true, text: `${attendee.member.fullName}: ${text}` });
  const checkInCode = (value: string) => {
    if (!value.trim() || checkIn.isPending) return;
    checkIn.mutate(value.trim(), {
      onSuccess: (attendee) => {
        done(attendee, attendee.certificateCode ? 'entrada registada, certificado emitido.' : 'entrada registada.');
        setCode('');
      },
      onError: failed,
    });
  };
  const submit = (form: FormEvent) => {
    form.preventDefault();
    checkInCode(code);
  };

  return (
    <>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Presenças</h1>
      <p className="mt-1 text-slate-700">
        <Link to={`/eventos/${event.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {event.title}
        </Link>{' '}
        · <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {event.cpdHours !== null
          ? `Cada presença registada dá à pessoa um certificado de ${formatHours(event.cpdHours)} de formação, que entra no seu portefólio.`
          : 'Este evento não tem horas de formação: as presenças ficam registadas, sem certificado.'}
      </p>
      {event.cancelled && <p className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">Este evento foi cancelado: não há presenças a registar.</p>}
      {!open && !event.cancelled && (
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          O registo de presenças abre a {formatDateTime(event.attendanceOpensAt)}, duas horas antes do início do evento.
        </p>
      )}

      <div aria-live="polite" className="mt-4 min-h-6">
        {news && (
          <p role="status" className={news.ok ? 'text-sm font-medium text-emerald-800' : 'text-sm font-medium text-red-700'}>
            {news.text}
          </p>
        )}
      </div>

      {open && !event.cancelled && (
        <Card className="mt-2 space-y-4 p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-slate-900">À entrada</h2>
          <TicketScanner onCode={checkInCode} />
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <Field label="Código do bilhete" className="min-w-0 flex-1">
              <Input value={code} onChange={(input) => setCode(input.target.value)} autoComplete="off" autoCapitalize="none" spellCheck={false} />
            </Field>
            <Button type="submit" disabled={checkIn.isPending}>
              Registar entrada
            </Button>
          </form>
        </Card>
      )}

      <section aria-labelledby="attendees-title" className="mt-8">
        <h2 id="attendees-title" className="text-lg font-semibold text-slate-900">
          Inscritos ({present} de {attendees.length} presentes)
        </h2>
        {attendees.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Ainda não há inscrições neste evento.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {attendees.map((attendee) => {
              const attended = attendee.attendedAt !== null;
              return (
                <li key={attendee.member.id} className="flex items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{attendee.member.fullName}</p>
                    {attendee.certificateCode && (
                      <Link to={`/certificados/${attendee.certificateCode}`} className="inline-flex items-center gap-1 text-sm text-brand-800 underline-offset-2 hover:underline">
                        <Award className="size-4" aria-hidden="true" />
                        Certificado<span className="sr-only"> de {attendee.member.fullName}</span>
                      </Link>
                    )}
                  </div>
                  <div className="flex shrink-0 items-center gap-2 text-sm font-medium text-slate-800">
                    <span aria-hidden="true">Presente</span>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={attended}
                      aria-label={`Presente: ${attendee.member.fullName}`}
                      disabled={event.cancelled || (!open && !attended) || mark.isPending}
                      onClick={() =>
                        mark.mutate(
                          { userId: attendee.member.id, attended: !attended },
                          { onSuccess: (result) => done(result, result.attendedAt ? 'presença registada.' : 'presença retirada; o certificado foi revogado.'), onError: failed },
                        )
                      }
                      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50 ${attended ? 'bg-brand-700' : 'bg-slate-400'}`}
                    >
                      <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${attended ? 'translate-x-6' : 'translate-x-1'}`} />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
