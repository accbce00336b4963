// The screens that are one form for anyone: signing in, registering, the account's e-mailed links
// and the contact form. One route file for the six, so that the app's route table names one chunk
// and one list of its dependencies instead of six (every byte of that table is in the JavaScript
// of every page, decision 060); they share their form code anyway.
export { ConfirmEmailScreen } from '../../features/account/components/confirm-email-screen';
export { ForgotPasswordScreen } from '../../features/account/components/forgot-password-screen';
export { ResetPasswordScreen } from '../../features/account/components/reset-password-screen';
export { UnsubscribeScreen } from '../../features/account/components/unsubscribe-screen';
export { LoginScreen } from '../../features/auth/components/login-screen';
export { RegisterScreen } from '../../features/auth/components/register-screen';
export { ContactScreen } from '../../features/contact/components/contact-screen';
