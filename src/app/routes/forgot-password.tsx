import { ForgotPasswordScreen } from '../../features/account/components/forgot-password-screen';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
