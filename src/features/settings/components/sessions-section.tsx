import type { SessionInfo } from '#contract/account-types';
import { Monitor } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/sessions';
import { messageOf } from './error-message';
import { SettingsSection } from './settings-section';

/** This browser first, then the most recently used. */
const byRelevance = (a: SessionInfo, b: SessionInfo) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt);

const failed = (title: string) => (error: Error) => toast({ title, description: messageOf(error), variant: 'destructive' });

export function SessionsSection() {
  const sessions = useMySessions();
  return (
    <SettingsSection title="Sessões">
      <p className="mb-4 text-sm text-slate-700">Os navegadores e dispositivos onde tem sessão iniciada. Termine as que não reconhece ou já não usa.</p>
      {sessions.isPending ? (
        <SessionSkeletons />
      ) : sessions.isError ? (
        <div className="space-y-3">
          <p className="text-sm text-red-700">Não foi possível carregar as suas sessões.</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <SessionList sessions={[...sessions.data].sort(byRelevance)} />
      )}
    </SettingsSection>
  );
}

function SessionSkeletons() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        A carregar as sessões…
      </span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

function SessionList({ sessions }: { sessions: SessionInfo[] }) {
  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <div className="mt-4">{others.length > 0 ? <EndOtherSessionsButton /> : <p className="text-sm text-slate-600">Não tem outras sessões iniciadas.</p>}</div>
    </>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const describedBy = useId();
  const end = useEndSession();
  const endThis = () =>
    end.mutate(session.id, {
      onSuccess: () => toast({ title: 'Sessão terminada', description: `A sessão em ${session.device} foi terminada.` }),
      onError: failed('Erro ao terminar a sessão'),
    });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div id={describedBy} className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            {session.device}
            {session.current && (
              <Badge variant="success" className="ml-2 align-middle">
                Esta sessão
              </Badge>
            )}
          </p>
          <p className="text-sm text-slate-600">Iniciada em {formatDateTime(session.createdAt)}</p>
          <p className="text-sm text-slate-600">Última atividade em {formatDateTime(session.lastSeenAt)}</p>
        </div>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" className="self-start sm:self-center" aria-describedby={describedBy} disabled={end.isPending} onClick={endThis}>
          Terminar
        </Button>
      )}
    </li>
  );
}

function EndOtherSessionsButton() {
  const [open, setOpen] = useState(false);
  const endOthers = useEndOtherSessions();
  const confirm = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Sessões terminadas', description: 'Todas as outras sessões foram terminadas.' });
      },
      onError: failed('Erro ao terminar as sessões'),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          Terminar todas as outras sessões
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent title="Terminar todas as outras sessões?" description="Os outros navegadores e dispositivos terão de voltar a iniciar sessão. Esta sessão continua aberta." className="max-w-md">
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={endOthers.isPending}>
              Cancelar
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={endOthers.isPending}>
              {endOthers.isPending ? 'A terminar…' : 'Terminar sessões'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
