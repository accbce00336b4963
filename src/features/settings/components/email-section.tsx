import { emailSchema } from '#contract/users';
import type { CurrentUser } from '#contract/users-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { useChangeEmail } from '../api/change-email';
import { messageOf } from './error-message';
import { SettingsSection } from './settings-section';

/** The address the member asks for, refused here when it is the one they already have. */
const newEmailSchema = (current: string) => z.object({ email: emailSchema.refine((email) => email !== current.toLowerCase(), 'Este já é o seu e-mail.') });

export function EmailSection({ user }: { user: CurrentUser }) {
  return (
    <SettingsSection title="E-mail">
      <dl className="space-y-1">
        <dt className="text-sm font-medium text-slate-600">Endereço atual</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{user.email}</span>
          {user.emailVerified ? <Badge variant="success">Confirmado</Badge> : <Badge variant="warning">Por confirmar</Badge>}
        </dd>
      </dl>
      {user.pendingEmail && (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Enviámos uma ligação de confirmação para <strong className="break-all">{user.pendingEmail}</strong>. O seu e-mail só muda quando a abrir.
          </span>
        </p>
      )}
      <ChangeEmailForm user={user} />
    </SettingsSection>
  );
}

function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const change = useChangeEmail(user.id);
  const form = useForm({ resolver: zodResolver(newEmailSchema(user.email)), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await change.mutateAsync(email);
      form.reset();
      toast({ title: 'Confirme o novo e-mail', description: `Abra a ligação que enviámos para ${email}.` });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['email'])) return;
      if (error instanceof ApiRequestError && error.status < 500) form.setError('email', { type: 'server', message: error.serverMessage });
      else toast({ title: 'Erro ao alterar o e-mail', description: messageOf(error as Error), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      <h3 className="font-semibold text-slate-900">Alterar e-mail</h3>
      <Field label="Novo e-mail" error={errors.email?.message} hint="Enviamos uma ligação para o novo endereço; até a abrir, continua a usar o atual.">
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'A enviar…' : 'Alterar e-mail'}
      </Button>
    </form>
  );
}
