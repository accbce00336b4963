import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { loginHref } from '../../../lib/login-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

export function SettingsScreen() {
  usePageTitle('Definições');
  const { user, isLoading, query } = useCurrentUser();
  const location = useLocation();

  let body;
  if (isLoading) {
    body = <SettingsSkeleton />;
  } else if (query.isError) {
    body = (
      <Card className="flex flex-col items-center border-red-200 px-6 py-12 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Erro ao carregar as definições</h1>
        <p className="mt-2 max-w-md text-slate-700">Não foi possível obter os dados da sua conta.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
      </Card>
    );
  } else if (!user) {
    body = (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <Lock className="mb-3 size-10 text-slate-500" aria-hidden="true" />
        <h1 className="text-2xl font-semibold text-slate-900">Acesso Restrito</h1>
        <p className="mt-2 max-w-md text-slate-700">Inicie sessão para aceder às definições da sua conta.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={loginHref(location)}>Entrar</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register">Registar</Link>
          </Button>
        </div>
      </Card>
    );
  } else {
    body = (
      <div className="space-y-8">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Definições</h1>
          <p className="mt-2 text-slate-700">As suas sessões, o e-mail, a palavra-passe e os seus dados.</p>
        </div>
        <SessionsSection />
        <EmailSection user={user} />
        <PasswordSection username={user.username} />
        <DataExportSection />
        <DeleteAccountSection />
      </div>
    );
  }

  return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">{body}</div>;
}

/** The page's shape while the session check runs. */
function SettingsSkeleton() {
  return (
    <div className="space-y-8" aria-busy="true">
      <span className="sr-only" role="status">
        A carregar as definições…
      </span>
      <Skeleton className="h-9 w-48" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}
