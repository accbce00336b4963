import { passwordResetRequestSchema } from '#contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormPage } from '../../../components/ui/form-page';
import { SUCCESS_BOX } from './outcome-boxes';

const REQUEST_FAILED = 'Não foi possível enviar a ligação. Por favor, tente novamente.';
const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** `/recuperar-palavra-passe`: asks for a link to set a new password; the server's answer replaces the form. */
export function ForgotPasswordScreen() {
  usePageTitle('Recuperar palavra-passe');
  const request = useRequestPasswordReset();
  return (
    <FormPage title="Recuperar palavra-passe" intro="Indique o e-mail da sua conta: enviamos-lhe uma ligação para definir uma nova palavra-passe.">
      {request.isSuccess ? (
        <div className="space-y-6">
          <p role="status" className={SUCCESS_BOX}>
            {request.data.message}
          </p>
          <p className="text-center text-sm text-slate-700">
            <Link to="/login" className={linkClass}>
              Voltar ao início de sessão
            </Link>
          </p>
        </div>
      ) : (
        <ForgotPasswordForm request={request} />
      )}
    </FormPage>
  );
}

function ForgotPasswordForm({ request }: { request: ReturnType<typeof useRequestPasswordReset> }) {
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
      // Throttled (429): the server says when to try again.
      const description = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : REQUEST_FAILED;
      toast({ title: 'Ligação não enviada', description, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'A enviar…' : 'Enviar ligação'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Lembrou-se?{' '}
        <Link to="/login" className={linkClass}>
          Entrar
        </Link>
      </p>
    </form>
  );
}
