import { loginSchema } from '#contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { safeNextPath } from '../../../lib/login-redirect';
import { useLogin } from '../../../lib/session-mutations';

const LOGIN_FAILED = 'Nome de utilizador ou palavra-passe incorretos.';

export function LoginForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast({ title: 'Início de sessão bem-sucedido', description: 'A sua sessão está iniciada.' });
      navigate(safeNextPath(next), { replace: true });
    } catch (error) {
      // Throttling has its own message (how long to wait); every other refusal reads the same.
      const description = error instanceof ApiRequestError && error.status === 429 ? error.serverMessage : LOGIN_FAILED;
      toast({ title: 'Erro no início de sessão', description, variant: 'destructive' });
      form.resetField('password');
    }
  });

  const registerHref = next ? `/register?next=${encodeURIComponent(next)}` : '/register';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Nome de utilizador" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </Field>
      <div className="space-y-1.5">
        <Field label="Palavra-passe" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <p className="text-right text-sm">
          <Link to="/recuperar-palavra-passe" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Esqueceu-se da palavra-passe?
          </Link>
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'A entrar...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Ainda não tem conta?{' '}
        <Link to={registerHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Registe-se
        </Link>
      </p>
    </form>
  );
}
