import type { PortalEvent } from '#contract/events-types';
import { CalendarCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { loginHref } from '../../../lib/login-redirect';
import { useCurrentUser } from '../../../lib/current-user';
import { useCancelEventRegistration, useRegisterForEvent } from '../api/event-registration';
import { isEventFull, isEventPast } from './event-status';

/** Registration for an event: register, cancel, full, past, or a login prompt for visitors. */
export function EventRegistrationPanel({ event }: { event: PortalEvent }) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const location = useLocation();
  const register = useRegisterForEvent(event.id);
  const cancel = useCancelEventRegistration(event.id);

  const onRegister = () =>
    register.mutate(undefined, {
      onSuccess: () => toast({ title: 'Inscrição confirmada!', description: 'Inscreveu-se neste evento com sucesso.' }),
      onError: (error) =>
        toast({
          title: 'Erro',
          description: error instanceof ApiRequestError && error.status === 409 ? error.serverMessage : 'Não foi possível fazer a inscrição no evento. Tente novamente.',
          variant: 'destructive',
        }),
    });

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: 'Inscrição cancelada', description: 'A sua inscrição neste evento foi cancelada.' }),
      onError: () => toast({ title: 'Erro', description: 'Não foi possível cancelar a inscrição. Tente novamente.', variant: 'destructive' }),
    });

  let body;
  if (isLoading) {
    body = <Skeleton className="h-10 w-full" />;
  } else if (isEventPast(event)) {
    body = <p className="text-sm text-slate-700">Este evento já decorreu. As inscrições estão encerradas.</p>;
  } else if (!isAuthenticated) {
    // 'Inscrever-me' leads a visitor to sign in, then back to this event (issue 21).
    body = (
      <>
        <p className="text-sm text-slate-700">Inicie sessão para se inscrever neste evento.</p>
        <Button asChild className="w-full">
          <Link to={loginHref(location)}>
            <CalendarCheck aria-hidden="true" />
            Inscrever-me
          </Link>
        </Button>
      </>
    );
  } else if (event.isRegistered) {
    body = (
      <>
        <p className="text-sm font-medium text-emerald-800">Está inscrito neste evento.</p>
        <Button variant="outline" className="w-full" onClick={onCancel} disabled={cancel.isPending}>
          {cancel.isPending ? 'A cancelar...' : 'Cancelar inscrição'}
        </Button>
      </>
    );
  } else if (isEventFull(event)) {
    body = (
      <Button className="w-full" disabled>
        Esgotado
      </Button>
    );
  } else {
    body = (
      <Button className="w-full" onClick={onRegister} disabled={register.isPending}>
        <CalendarCheck aria-hidden="true" />
        {register.isPending ? 'A registar...' : 'Inscrever-me'}
      </Button>
    );
  }

  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-base font-semibold text-slate-900">Inscrição</h2>
      {body}
    </Card>
  );
}
