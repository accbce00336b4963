// The screens the browser draws alone (`browserOnlyPage` in routes.ts): a member's own screens,
// the creation forms with the rich-text editor, and the forms anyone fills in (signing in,
// registering, the account's e-mailed links, contact). The Worker never renders them, so its build
// (the `workerd` condition of `#client-only-screens` in package.json) takes
// client-only-screens.server.ts instead and leaves their code, the editor above all, out of it.
import type { ComponentType } from 'react';

/** One screen of a route file that holds several, as a route file of its own (`{ default }`). */
const screenIn =
  <M>(load: () => Promise<M>, name: keyof M) =>
  () =>
    load().then((screens) => ({ default: screens[name] as ComponentType }));

const formScreens = () => import('./routes/form-screens');
const memberScreens = () => import('./routes/member-screens');
const createScreens = () => import('./routes/create-screens');

export const clientOnlyScreens = {
  login: screenIn(formScreens, 'LoginScreen'),
  register: screenIn(formScreens, 'RegisterScreen'),
  confirmEmail: screenIn(formScreens, 'ConfirmEmailScreen'),
  forgotPassword: screenIn(formScreens, 'ForgotPasswordScreen'),
  resetPassword: screenIn(formScreens, 'ResetPasswordScreen'),
  contact: screenIn(formScreens, 'ContactScreen'),
  unsubscribe: screenIn(formScreens, 'UnsubscribeScreen'),
  profile: screenIn(memberScreens, 'ProfileScreen'),
  settings: screenIn(memberScreens, 'SettingsScreen'),
  notifications: screenIn(memberScreens, 'NotificationsScreen'),
  onboarding: screenIn(memberScreens, 'OnboardingScreen'),
  publishing: screenIn(createScreens, 'PublishingScreen'),
  moderation: screenIn(memberScreens, 'ModerationScreen'),
  cpd: screenIn(memberScreens, 'CpdScreen'),
  communities: screenIn(memberScreens, 'CommunitiesScreen'),
};
