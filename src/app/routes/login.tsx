import { Navigate, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/current-user';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeNextPath } from '../../lib/login-redirect';
import { usePageTitle } from '../../lib/use-page-title';

export default function LoginPage() {
  usePageTitle('Entrar');
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { isAuthenticated, isLoading } = useCurrentUser();

  if (isAuthenticated) return <Navigate to={safeNextPath(next)} replace />;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">Entrar</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Inicie sessão para ler o conteúdo completo, participar e publicar.</p>
        {isLoading ? <Spinner /> : <LoginForm next={next} />}
      </Card>
    </div>
  );
}
