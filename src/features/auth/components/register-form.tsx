import { ApiRequestError } from '../../../lib/api-client';
import { registerFormSchema } from '#contract/users';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/users-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field } from '../../../components/ui/field';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { safeNextPath } from '../../../lib/login-redirect';
import { applyServerErrors } from '../../../lib/server-errors';
import { useRegister } from '../../../lib/session-mutations';
import { LOCATION_OPTIONS } from '../../../lib/location-options';
import { SPECIALTY_OPTIONS } from '../../../lib/specialty-options';

type RegisterFormValues = z.input<typeof registerFormSchema>;
const FIELDS = ['username', 'email', 'password', 'confirmPassword', 'fullName', 'specialty', 'location', 'bio', 'acceptTerms'] as const;
const EMPTY: RegisterFormValues = { username: '', email: '', password: '', confirmPassword: '', fullName: '', specialty: '', location: '', bio: '', acceptTerms: false };

const REGISTER_FAILED = 'Ocorreu um erro ao criar a sua conta. Por favor, tente novamente.';

export function RegisterForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      toast({ title: 'Registo bem-sucedido', description: `A sua conta foi criada. Enviámos um e-mail de confirmação para ${values.email}.` });
      navigate(safeNextPath(next, '/'), { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      // Too many registrations from one address (429): the server says when to try again.
      const description = error instanceof ApiRequestError && error.status === 429 ? error.serverMessage : REGISTER_FAILED;
      toast({ title: 'Erro no registo', description, variant: 'destructive' });
    }
  });

  const loginHref = next ? `/login?next=${encodeURIComponent(next)}` : '/login';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome de utilizador" error={errors.username?.message} hint="3 a 30 letras sem acentos (a-z), algarismos, pontos, hífenes e sublinhados.">
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Palavra-passe" error={errors.password?.message} hint={`Entre ${PASSWORD_MIN} e ${PASSWORD_MAX} caracteres. As palavras-passe mais comuns não são aceites.`}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label="Confirmar palavra-passe" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
      </div>
      <Field label="Nome completo" error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Especialidade (opcional)" error={errors.specialty?.message}>
          <ChoiceSelect emptyLabel="Selecione a sua especialidade" choices={SPECIALTY_OPTIONS} {...form.register('specialty')} />
        </Field>
        <Field label="Localização (opcional)" error={errors.location?.message}>
          <ChoiceSelect emptyLabel="Selecione a sua região" choices={LOCATION_OPTIONS} {...form.register('location')} />
        </Field>
      </div>
      <Field label="Biografia (opcional)" error={errors.bio?.message}>
        <Textarea rows={3} {...form.register('bio')} />
      </Field>
      <TermsConsent error={errors.acceptTerms?.message} registration={form.register('acceptTerms')} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'A criar a conta…' : 'Criar conta'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Já tem conta?{' '}
        <Link to={loginHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Entrar
        </Link>
      </p>
    </form>
  );
}

/** A link to a policy in a new tab, so that the typed form is not lost; its name says it opens a new window. */
function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {children}
      <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (abre numa nova janela)</span>
    </a>
  );
}

/** The consent docs/rules/email-and-account-life.md requires: the API refuses a registration without it. */
function TermsConsent({ error, registration }: { error?: string; registration: UseFormRegisterReturn<'acceptTerms'> }) {
  return (
    <CheckboxField registration={registration} error={error}>
      Li e aceito os <PolicyLink to="/terms">Termos de utilização</PolicyLink> e a <PolicyLink to="/privacy">Política de privacidade</PolicyLink>
    </CheckboxField>
  );
}
