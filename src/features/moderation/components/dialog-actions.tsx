import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';

interface DialogActionsProps {
  /** What the server refused, above the buttons (an alert). */
  error?: string | null | undefined;
  /** The submit button's text, and its text while the request runs. */
  label: string;
  busyLabel: string;
  busy: boolean;
  /** For what cannot be undone or takes something away (delete, suspend, refuse). */
  destructive?: boolean;
}

/** The foot of a moderation form in a dialog: the server's refusal, 'Cancelar' and the submit button. */
export function DialogActions({ error, label, busyLabel, busy, destructive = false }: DialogActionsProps) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
