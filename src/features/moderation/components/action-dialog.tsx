import type { ModerationAction, ReportTargetType } from '#contract/moderation-types';
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useModerationAction } from '../api/moderation';
import { DialogActions } from './dialog-actions';
import { ACTION_LABELS } from './labels';
import { TextField } from './text-field';

export interface PendingAction {
  action: ModerationAction;
  targetType: ReportTargetType;
  targetId: number;
  /** What is acted on, as the dialog names it. */
  title: string;
}

/** One moderation action, with its required reason (kept in the log and sent to the author). */
export function ActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      {pending && <ActionForm key={`${pending.action}-${pending.targetType}-${pending.targetId}`} pending={pending} onClose={onClose} />}
    </Dialog>
  );
}

function ActionForm({ pending, onClose }: { pending: PendingAction; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const act = useModerationAction();
  const reasonId = useId();
  const labels = ACTION_LABELS[pending.action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Indique o motivo.');
      return;
    }
    setError(undefined);
    act.mutate(
      { action: pending.action, targetType: pending.targetType, targetId: pending.targetId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: labels.done, description: 'A decisão ficou no registo de moderação.' });
          onClose();
        },
        onError: (failure) => setFormError(failure instanceof ApiRequestError ? failure.serverMessage : 'Não foi possível concluir a ação. Tente novamente.'),
      },
    );
  };

  return (
    <DialogContent title={labels.title} description={`«${pending.title}»`} className="max-w-lg">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField id={reasonId} label="Motivo (obrigatório)" value={reason} onChange={setReason} error={error} hint={labels.reasonHint} required />
        <DialogActions error={formError} label={labels.confirm} busyLabel="A aplicar…" busy={act.isPending} destructive={pending.action === 'delete' || pending.action === 'suspend'} />
      </form>
    </DialogContent>
  );
}
