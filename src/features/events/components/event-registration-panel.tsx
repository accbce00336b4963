import type { PortalEvent } from '#contract/events-types';
import { CalendarCheck, CalendarPlus, ListPlus, Video } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ForMembersAfterHydration } from '../../../components/ui/detail-route';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { loginHref } from '../../../lib/login-redirect';
import { useCurrentUser } from '../../../lib/current-user';
import { useCancelEventRegistration, useRegisterForEvent } from '../api/event-registration';
import { isEventFull, isEventPast } from './event-status';

const EventTicket = lazy(() => import('../../cpd/components/event-ticket'));

/**
 * Registration for an event: register, cancel, the waiting list when full, past, or a login prompt
 * for visitors; its organiser is never offered a place (they see the registrants); and
 * 'Adicionar ao calendário'.
 */
export function EventRegistrationPanel({ event }: { event: PortalEvent }) {
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const location = useLocation();
  const register = useRegisterForEvent(event.id);
  const cancel = useCancelEventRegistration(event.id);

  const onRegister = () =>
    register.mutate(undefined, {
      onSuccess: (result) =>
        'waitlisted' in result
          ? toast({
              title: 'Está na lista de espera',
              description: `Ocupa o ${result.position}.º lugar da lista. Se vagar um lugar, a sua inscrição fica confirmada e recebe um e-mail.`,
            })
          : toast({ title: 'Inscrição confirmada!', description: 'Inscreveu-se neste evento com sucesso.' }),
      onError: (error) =>
        toast({
          title: 'Erro',
          description: error instanceof ApiRequestError && error.status === 409 ? error.serverMessage : 'Não foi possível fazer a inscrição no evento. Tente novamente.',
          variant: 'destructive',
        }),
    });

  // Asked first: a place given up goes to the next on the waiting list, and may not come back. A
  // refusal is shown in the dialog (ConfirmAction).
  const onCancel = async (waiting: boolean) => {
    await cancel.mutateAsync();
    if (waiting) toast({ title: 'Saiu da lista de espera', description: 'Já não está na lista de espera deste evento.' });
    else toast({ title: 'Inscrição cancelada', description: 'A sua inscrição neste evento foi cancelada.' });
  };

  const past = isEventPast(event);
  let body;
  if (isLoading) {
    body = <Skeleton className="h-10 w-full" />;
  } else if (event.status === 'cancelled') {
    body = <p className="text-sm text-slate-700">Este evento foi cancelado. As inscrições estão encerradas.</p>;
  } else if (past) {
    body = <p className="text-sm text-slate-700">Este evento já decorreu. As inscrições estão encerradas.</p>;
  } else if (user?.id === event.organizerId && !event.isRegistered) {
    body = <p className="text-sm text-slate-700">Organiza este evento: não precisa de se inscrever. Os inscritos estão na lista abaixo.</p>;
  } else if (!isAuthenticated) {
    // 'Inscrever-me' leads a visitor to sign in, then back to this event (issue 21).
    body = (
      <>
        <p className="text-sm text-slate-700">{isEventFull(event) ? 'Este evento está esgotado. Inicie sessão para entrar na lista de espera.' : 'Inicie sessão para se inscrever neste evento.'}</p>
        <Button asChild className="w-full">
          <Link to={loginHref(location)}>
            <CalendarCheck aria-hidden="true" />
            {isEventFull(event) ? 'Entrar na lista de espera' : 'Inscrever-me'}
          </Link>
        </Button>
      </>
    );
  } else if (event.isRegistered) {
    body = (
      <>
        <p className="text-sm font-medium text-emerald-800">A sua inscrição neste evento está confirmada.</p>
        {event.onlineUrl && (
          <Button asChild className="w-full">
            <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
              <Video aria-hidden="true" />
              Entrar no evento online
            </a>
          </Button>
        )}
        <ConfirmAction
          label="Cancelar inscrição"
          className="w-full"
          title="Cancelar a sua inscrição?"
          description={
            event.waitlistCount > 0
              ? 'O seu lugar passa para a primeira pessoa da lista de espera. Se mudar de ideias, só volta a ter lugar se vagar outro.'
              : 'O seu lugar fica livre para outra pessoa. Pode voltar a inscrever-se enquanto houver vagas.'
          }
          confirmLabel="Cancelar inscrição"
          pendingLabel="A cancelar…"
          dismissLabel="Manter inscrição"
          onConfirm={() => onCancel(false)}
        />
      </>
    );
  } else if (event.waitlistPosition !== null) {
    body = (
      <>
        <p className="text-sm font-medium text-amber-900" role="status">
          Está na lista de espera, no {event.waitlistPosition}.º lugar. Se vagar um lugar, a sua inscrição fica confirmada e recebe um e-mail.
        </p>
        <ConfirmAction
          label="Sair da lista de espera"
          className="w-full"
          title="Sair da lista de espera?"
          description="Perde o seu lugar na lista: se voltar a entrar, fica no fim."
          confirmLabel="Sair da lista"
          pendingLabel="A sair…"
          dismissLabel="Ficar na lista"
          onConfirm={() => onCancel(true)}
        />
      </>
    );
  } else if (isEventFull(event)) {
    body = (
      <>
        <p className="text-sm text-slate-700">
          Este evento está esgotado{event.waitlistCount > 0 ? ` e tem ${event.waitlistCount} ${event.waitlistCount === 1 ? 'pessoa' : 'pessoas'} em lista de espera` : ''}. Se vagar um lugar, a
          primeira pessoa da lista fica com a inscrição confirmada.
        </p>
        <Button className="w-full" onClick={onRegister} disabled={register.isPending}>
          <ListPlus aria-hidden="true" />
          {register.isPending ? 'A registar…' : 'Entrar na lista de espera'}
        </Button>
      </>
    );
  } else {
    body = (
      <Button className="w-full" onClick={onRegister} disabled={register.isPending}>
        <CalendarCheck aria-hidden="true" />
        {register.isPending ? 'A registar…' : 'Inscrever-me'}
      </Button>
    );
  }

  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-base font-semibold text-slate-900">Inscrição</h2>
      {body}
      {!past && (
        <a
          href={`/api/events/${event.id}/calendar.ics`}
          download={`evento-${event.id}.ics`}
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          Adicionar ao calendário
        </a>
      )}
      {/* The ticket, shown at the door (and after the start, while attendance is recorded): a module of its own, for registrants only. */}
      {/* Drawn after hydration: the server render does not wait for a lazy module. */}
      {event.isRegistered && event.status !== 'cancelled' && (
        <ForMembersAfterHydration>
          <Suspense fallback={<Skeleton className="mx-auto size-40" />}>
            <EventTicket eventId={event.id} />
          </Suspense>
        </ForMembersAfterHydration>
      )}
    </Card>
  );
}
