import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { endOfDay } from './end-of-day';

interface ContactValues {
  contact: string;
  expiresAt?: string | null;
}

interface ContactAndExpiryFieldsProps<T extends ContactValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<ContactValues>;
}

/** The last row of the opportunity and volunteering forms: where to apply, and until when. */
export function ContactAndExpiryFields<T extends ContactValues>({ register, errors }: ContactAndExpiryFieldsProps<T>) {
  // T has both fields (its constraint says so); TypeScript cannot name a generic form's paths.
  const contact = 'contact' as Path<T>;
  const expiresAt = 'expiresAt' as Path<T>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Email de contacto" error={errors.contact?.message}>
        <Input type="email" autoComplete="email" {...register(contact)} />
      </Field>
      <Field label="Data de expiração (opcional)" error={errors.expiresAt?.message} hint="A oferta deixa de aceitar candidaturas no fim desse dia.">
        <Input type="date" {...register(expiresAt, { setValueAs: endOfDay })} />
      </Field>
    </div>
  );
}
