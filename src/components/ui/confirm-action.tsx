import { Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';
import { Textarea } from './input';

const CANNOT_BE_UNDONE = 'Esta ação não pode ser desfeita.';

interface ConfirmActionProps {
  /** The button that opens the dialog. */
  label: string;
  icon?: ReactNode;
  variant?: 'outline' | 'destructive';
  size?: 'sm' | 'md';
  /** The dialog's question ('Eliminar este artigo?'). */
  title: string;
  description?: string;
  confirmLabel: string;
  /** The confirm button's text while the request is on its way ('A eliminar…'). */
  pendingLabel: string;
  /** The button that closes the dialog and does nothing ('Cancelar'; 'Manter inscrição' where the action itself is a cancellation). */
  dismissLabel?: string;
  /** Classes of the button that opens the dialog (`w-full` in a panel). */
  className?: string;
  /** A required text the member writes first (why an event is cancelled): its label, and its check (a message, or null when it is fine). */
  reason?: { label: string; hint?: string; check: (value: string) => string | null };
  /** Does it; a refusal (thrown) is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * A button that asks first: a Radix dialog (focus kept inside, Escape closes it, focus back on the
 * button after) with 'Cancelar' and the confirmation, and an optional reason to write.
 */
export function ConfirmAction({
  label,
  icon,
  variant = 'outline',
  size = 'md',
  title,
  description = CANNOT_BE_UNDONE,
  confirmLabel,
  pendingLabel,
  dismissLabel = 'Cancelar',
  className,
  reason,
  onConfirm,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const reasonId = useId();

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setText('');
      setReasonError(undefined);
      setFailure(undefined);
    }
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    const refused = reason?.check(text.trim()) ?? null;
    setReasonError(refused ?? undefined);
    if (refused) return;
    setPending(true);
    setFailure(undefined);
    try {
      await onConfirm(text.trim());
      setPending(false);
      setOpen(false);
    } catch (error) {
      setPending(false);
      setFailure(error instanceof ApiRequestError ? error.serverMessage : 'Não foi possível concluir. Tente novamente.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          {icon}
          {label}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent title={title} description={description} className="max-w-lg">
          <form onSubmit={confirm} noValidate className="space-y-4">
            {reason && (
              <div className="space-y-1.5">
                <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
                  {reason.label}
                </label>
                <Textarea
                  id={reasonId}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  rows={3}
                  required
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={[reason.hint && `${reasonId}-hint`, reasonError && `${reasonId}-error`].filter(Boolean).join(' ') || undefined}
                />
                {reason.hint && (
                  <p id={`${reasonId}-hint`} className="text-xs text-slate-600">
                    {reason.hint}
                  </p>
                )}
                {reasonError && (
                  <p id={`${reasonId}-error`} role="alert" className="text-sm text-red-700">
                    {reasonError}
                  </p>
                )}
              </div>
            )}
            {failure && (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
                {dismissLabel}
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * 'Eliminar' and its confirmation, worded as every delete in the portal is: the dialog asks
 * `question`, its button says `confirmLabel` ('Eliminar' unless said) and 'A eliminar…' while the
 * request is on its way.
 */
export function DeleteAction({
  question,
  description,
  confirmLabel = 'Eliminar',
  dismissLabel,
  size,
  onDelete,
}: Pick<ConfirmActionProps, 'description' | 'dismissLabel' | 'size'> & { question: string; confirmLabel?: string; onDelete: () => Promise<void> }) {
  return (
    <ConfirmAction
      label="Eliminar"
      icon={<Trash2 aria-hidden="true" />}
      size={size}
      title={question}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel="A eliminar…"
      dismissLabel={dismissLabel}
      onConfirm={onDelete}
    />
  );
}
