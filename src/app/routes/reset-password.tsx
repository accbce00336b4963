import { ResetPasswordScreen } from '../../features/account/components/reset-password-screen';

export default function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
