import { changePasswordSchema } from '#contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors } from '../../../lib/server-errors';
import { useChangePassword } from '../api/change-password';
import { messageOf } from './error-message';
import { SettingsSection } from './settings-section';

/** The API takes the confirmation as optional; the form always asks for it. */
const passwordFormSchema = changePasswordSchema.refine((body) => Boolean(body.confirmPassword), {
  message: 'Confirme a palavra-passe.',
  path: ['confirmPassword'],
});
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection({ username }: { username: string }) {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      toast({ title: 'Palavra-passe alterada', description: 'A sua palavra-passe foi alterada. As outras sessões foram terminadas.' });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) {
        toast({ title: 'Erro ao alterar a palavra-passe', description: messageOf(error as Error), variant: 'destructive' });
      }
    }
  });

  return (
    <SettingsSection title="Palavra-passe">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {/* Tells password managers whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Field label="Palavra-passe atual" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nova palavra-passe" error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </Field>
          <Field label="Confirmar nova palavra-passe" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
        </div>
        <p className="text-sm text-slate-600">Ao alterar a palavra-passe, as sessões noutros navegadores e dispositivos terminam; esta continua aberta.</p>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'A alterar…' : 'Alterar palavra-passe'}
        </Button>
      </form>
    </SettingsSection>
  );
}
