import { MODERATION_TEXT_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTargetType } from '#contract/moderation-types';
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSubmitReport } from '../api/moderation';
import { DialogActions } from './dialog-actions';
import { TextField } from './text-field';

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: number;
  onReported: () => void;
}

const DETAILS_REQUIRED = 'Descreva o motivo da denúncia.';

/** The report form: a reason (radio buttons), details (required for 'Outro motivo'), 'Enviar denúncia'. */
export default function ReportDialog({ open, onOpenChange, targetType, targetId, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const submit = useSubmitReport();
  const legendId = useId();
  const reasonErrorId = useId();
  const detailsId = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!reason) next.reason = 'Escolha o motivo da denúncia.';
    if (reason === 'outro' && !details.trim()) next.details = DETAILS_REQUIRED;
    setErrors(next);
    if (!reason || Object.keys(next).length > 0) return;
    submit.mutate(
      { targetType, targetId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Denúncia enviada', description: 'Agradecemos o aviso. A equipa de moderação vai analisar.' });
          onReported();
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            if (error.status === 409) onReported();
            setErrors({ form: error.serverMessage, ...(error.errors?.details ? { details: error.errors.details } : {}) });
          } else {
            setErrors({ form: 'Não foi possível enviar a denúncia. Tente novamente.' });
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Denunciar" description="Diga-nos o que se passa. A denúncia é confidencial: o autor não sabe quem denunciou." className="max-w-lg">
        <form onSubmit={send} noValidate className="space-y-5">
          <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
              Motivo
            </legend>
            <div className="space-y-2">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4 accent-brand-700" />
                  {REPORT_REASON_LABELS[value]}
                </label>
              ))}
            </div>
            {errors.reason && (
              <p id={reasonErrorId} role="alert" className="mt-2 text-sm text-red-700">
                {errors.reason}
              </p>
            )}
          </fieldset>
          <TextField
            id={detailsId}
            label={reason === 'outro' ? 'Pormenores (obrigatório)' : 'Pormenores (opcional)'}
            value={details}
            onChange={setDetails}
            error={errors.details}
            hint={`No máximo ${MODERATION_TEXT_MAX} caracteres.`}
          />
          <DialogActions error={errors.form} label="Enviar denúncia" busyLabel="A enviar…" busy={submit.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
