import { Button } from './button';

interface FormActionsProps {
  submitLabel: string;
  isSubmitting: boolean;
  /** E.g. while a file is still uploading. */
  isBlocked?: boolean;
  onCancel?: () => void;
}

export function FormActions({ submitLabel, isSubmitting, isBlocked = false, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
      )}
      <Button type="submit" disabled={isSubmitting || isBlocked}>
        {isSubmitting ? 'A enviar…' : submitLabel}
      </Button>
    </div>
  );
}
