import { Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { safeNextPath } from '../../../lib/login-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { FormPage } from '../../../components/ui/form-page';
import { RegisterForm } from './register-form';

/** Registration; a member already signed in goes on to `?next=` (or home). */
export function RegisterScreen() {
  usePageTitle('Registar');
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { isAuthenticated } = useCurrentUser();

  // The same destination as after a successful registration, so the two redirects agree.
  if (isAuthenticated) return <Navigate to={safeNextPath(next, '/')} replace />;
  return (
    <FormPage title="Criar conta" intro="Junte-se à comunidade de terapeutas ocupacionais em Portugal." width="max-w-2xl">
      <RegisterForm next={next} />
    </FormPage>
  );
}
