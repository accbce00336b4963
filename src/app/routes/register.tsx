import { Navigate, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { useCurrentUser } from '../../lib/current-user';
import { RegisterForm } from '../../features/auth/components/register-form';
import { safeNextPath } from '../../lib/login-redirect';
import { usePageTitle } from '../../lib/use-page-title';

export default function RegisterPage() {
  usePageTitle('Registar');
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { isAuthenticated } = useCurrentUser();

  // The same destination as after a successful registration, so the two redirects agree.
  if (isAuthenticated) return <Navigate to={safeNextPath(next, '/')} replace />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">Criar conta</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Junte-se à comunidade de terapeutas ocupacionais em Portugal.</p>
        <RegisterForm next={next} />
      </Card>
    </div>
  );
}
