import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { loginHref, registerHref } from '../../lib/login-redirect';
import { Button } from './button';
import { Card } from './card';

/** A visitor's two ways in: sign in or register, and come back here either way. */
export function SignInLinks({ className }: { className: string }) {
  const location = useLocation();
  return (
    <div className={cn('flex flex-wrap justify-center gap-3', className)}>
      <Button asChild>
        <Link to={loginHref(location)}>Entrar</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={registerHref(location)}>Registar</Link>
      </Button>
    </div>
  );
}

/** A member's own screen seen by a visitor: 'Acesso restrito', what signing in gives, the ways in. */
export function SignInRequired({ reason }: { reason: string }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <Lock className="mb-3 size-10 text-slate-500" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-slate-900">Acesso restrito</h1>
      <p className="mt-2 max-w-md text-slate-700">{reason}</p>
      <SignInLinks className="mt-6" />
    </Card>
  );
}

/** A member's own screen whose account did not load: the title, and a way to try again. */
export function AccountLoadError({ title }: { title: string }) {
  return (
    <Card className="flex flex-col items-center border-red-200 px-6 py-12 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-md text-slate-700">Não foi possível obter os dados da sua conta.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Tentar novamente
      </Button>
    </Card>
  );
}
