import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';

interface FieldProps {
  label: ReactNode;
  /** The validation message shown under the control (and announced). */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** One form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and error message. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? id;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}

/** A field's hint and validation message, under its control (which names them in aria-describedby). */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

interface CheckboxFieldProps {
  /** What `register(name)` of react-hook-form returns for the box. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** The label: a declaration the member ticks (consent, the case study's declaration). */
  children: ReactNode;
  className?: string;
}

/** A checkbox with its label beside it and its error under it, announced with the box. */
export function CheckboxField({ registration, error, children, className }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...registration}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
