import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { safeNextPath } from '../../../lib/login-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { FormPage } from '../../../components/ui/form-page';
import { LoginForm } from './login-form';

/** Sign-in; a member already signed in goes on to `?next=` (or home). */
export function LoginScreen() {
  usePageTitle('Entrar');
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { isAuthenticated, isLoading } = useCurrentUser();

  if (isAuthenticated) return <Navigate to={safeNextPath(next)} replace />;
  return (
    <FormPage title="Entrar" intro="Inicie sessão para ler o conteúdo completo, participar e publicar.">
      {isLoading ? <Spinner /> : <LoginForm next={next} />}
    </FormPage>
  );
}
