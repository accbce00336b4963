import { EMAIL_TOKEN_INVALID } from '#contract/account-types';
import { emailTokenSchema, passwordResetConfirmSchema } from '#contract/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/users-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { FormPage } from '../../../components/ui/form-page';
import { ERROR_BOX } from './outcome-boxes';

/** The API's schema, with the confirmation the form always asks for (the API accepts its absence). */
const resetPasswordFormSchema = passwordResetConfirmSchema.refine((body) => typeof body.confirmPassword === 'string' && body.confirmPassword.length > 0, {
  message: 'Confirme a palavra-passe.',
  path: ['confirmPassword'],
});

const RESET_FAILED = 'Não foi possível alterar a palavra-passe. Por favor, tente novamente.';

/** `/repor-palavra-passe?token=…`: the new password; a link that is malformed, used or expired shows the way to a new one. */
export function ResetPasswordScreen() {
  usePageTitle('Nova palavra-passe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [refusal, setRefusal] = useState<string | null>(emailTokenSchema.safeParse({ token }).success ? null : EMAIL_TOKEN_INVALID);

  if (refusal) return <InvalidResetLink message={refusal} />;
  return (
    <FormPage title="Nova palavra-passe" intro="Escolha a nova palavra-passe da sua conta. Todas as sessões iniciadas com a antiga terminam.">
      <ResetPasswordForm token={token} onInvalidLink={setRefusal} />
    </FormPage>
  );
}

function ResetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: (message: string) => void }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { token, password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast({ title: 'Palavra-passe alterada', description: 'A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.' });
      navigate('/login', { replace: true });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['password', 'confirmPassword'])) return;
      if (error instanceof ApiRequestError && error.status === 400) return onInvalidLink(error.serverMessage);
      const description = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : RESET_FAILED;
      toast({ title: 'Palavra-passe não alterada', description, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Nova palavra-passe" error={errors.password?.message} hint={`Entre ${PASSWORD_MIN} e ${PASSWORD_MAX} caracteres. As palavras-passe mais comuns não são aceites.`}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Confirmar nova palavra-passe" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'A alterar…' : 'Alterar palavra-passe'}
      </Button>
    </form>
  );
}

function InvalidResetLink({ message }: { message: string }) {
  return (
    <FormPage title="Ligação inválida">
      <p role="alert" className={ERROR_BOX}>
        {message}
      </p>
      <Link to="/recuperar-palavra-passe" className={buttonVariants({ className: 'mt-6 w-full' })}>
        Pedir uma nova ligação
      </Link>
    </FormPage>
  );
}
