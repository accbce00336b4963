import { REFUSAL_REASON_REQUIRED } from '#contract/verification';
import type { DecidedVerification, PendingVerification, VerificationDecisionInput } from '#contract/verification-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { MemberLink } from '../../../components/ui/member-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiGet, apiRequest } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { DialogActions } from './dialog-actions';
import { TextField } from './text-field';

/*
 * The moderators' queue of licence-number requests (docs/rules/trust.md): each pending request,
 * oldest first, with the member, the number and the public register to check it by hand; approve
 * (after a confirmation), or refuse with a reason the member reads. `/moderacao` shows it as its 'Verificações' tab.
 */

const pendingVerificationsQuery = queryOptions({
  queryKey: ['/api/moderation/verifications'],
  queryFn: ({ signal }) => apiGet<PendingVerification[]>('/api/moderation/verifications?limit=100', { signal }),
});

function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: VerificationDecisionInput & { id: number }) => apiRequest<DecidedVerification>('POST', `/api/moderation/verifications/${id}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingVerificationsQuery.queryKey }),
  });
}

const errorText = (error: unknown) => (error instanceof ApiRequestError ? error.serverMessage : 'Não foi possível contactar o servidor. Tente novamente.');

/** What each decision's dialog says and does: approval asks first (the badge is shown to everyone, on every card and comment of the member); a refusal needs a reason the member reads. */
const DECISIONS = {
  approve: {
    title: 'Aprovar verificação',
    description: (request: PendingVerification) =>
      `Cédula n.º ${request.licenceNumber}, de ${request.member.fullName}. Confirmou o número no registo público da ACSS? O membro passa a mostrar o distintivo TO verificado.`,
    label: 'Aprovar',
    busyLabel: 'A aprovar…',
    done: (request: PendingVerification) => ({ title: 'Terapeuta verificado', description: `${request.member.fullName} passa a mostrar o distintivo TO verificado.` }),
  },
  refuse: {
    title: 'Recusar verificação',
    description: (request: PendingVerification) => `Cédula n.º ${request.licenceNumber}, de ${request.member.fullName}. O membro lê o motivo.`,
    label: 'Recusar',
    busyLabel: 'A recusar…',
    done: (request: PendingVerification) => ({ title: 'Pedido recusado', description: `${request.member.fullName} vai ver o motivo nas definições.` }),
  },
} as const;

function DecisionDialog({ request, decision, onClose }: { request: PendingVerification; decision: keyof typeof DECISIONS; onClose: () => void }) {
  const decide = useDecideVerification();
  const texts = DECISIONS[decision];
  const [reason, setReason] = useState('');
  // A reason left empty is the field's error; a refusal of the server, the form's.
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (decision === 'refuse' && !reason.trim()) {
      setError(REFUSAL_REASON_REQUIRED);
      return;
    }
    setError(undefined);
    try {
      await decide.mutateAsync(decision === 'refuse' ? { id: request.id, decision, reason: reason.trim() } : { id: request.id, decision });
      toast(texts.done(request));
      onClose();
    } catch (caught) {
      setFormError(errorText(caught));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={texts.title} description={texts.description(request)}>
        <form onSubmit={submit} noValidate className="space-y-4">
          {decision === 'refuse' && <TextField id={fieldId} label="Motivo da recusa" value={reason} onChange={setReason} error={error} hint="O membro lê-o nas suas definições." required />}
          <DialogActions error={formError} label={texts.label} busyLabel={texts.busyLabel} busy={decide.isPending} destructive={decision === 'refuse'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RequestRow({ request }: { request: PendingVerification }) {
  const [deciding, setDeciding] = useState<'approve' | 'refuse' | null>(null);
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Avatar user={request.member} size={40} />
          <div className="min-w-0">
            <MemberLink member={request.member} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
              {request.member.fullName}
            </MemberLink>
            <p className="text-sm text-slate-700">
              Cédula n.º <span className="font-mono font-medium">{request.licenceNumber}</span> · pedido em {formatDate(request.createdAt)}
            </p>
            <a href={request.registerUrl} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              Consultar o registo público da ACSS
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(abre noutro separador)</span>
            </a>
          </div>
        </div>
        <div className="flex gap-2">
          <Button onClick={() => setDeciding('approve')} aria-label={`Aprovar ${request.member.fullName}`}>
            <BadgeCheck aria-hidden="true" />
            Aprovar
          </Button>
          <Button variant="outline" onClick={() => setDeciding('refuse')} aria-label={`Recusar ${request.member.fullName}`}>
            Recusar
          </Button>
        </div>
      </Card>
      {deciding && <DecisionDialog request={request} decision={deciding} onClose={() => setDeciding(null)} />}
    </li>
  );
}

export default function VerificationsPanel() {
  const queue = useQuery(pendingVerificationsQuery);
  if (queue.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          A carregar os pedidos…
        </span>
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (queue.isError) return <EmptyState title="Falha ao carregar os pedidos" description={errorText(queue.error)} />;
  if (queue.data.length === 0) {
    return <EmptyState icon={<BadgeCheck aria-hidden="true" />} title="Nenhum pedido de verificação" description="Não há cédulas profissionais à espera de decisão." />;
  }
  return (
    <section aria-labelledby="verificacoes-titulo" className="space-y-3">
      <h2 id="verificacoes-titulo" className="text-xl font-semibold text-slate-900">
        Pedidos de verificação ({queue.data.length})
      </h2>
      <p className="text-sm text-slate-700">Confirme cada número no registo público antes de decidir. Os mais antigos aparecem primeiro.</p>
      <ul className="space-y-3">
        {queue.data.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
