import { lazy } from 'react';
// A member's own screens, the profile, the settings, the notifications, the first-day guide and moderation: one route file
// for them, so that the app's route table names one chunk and one list of its dependencies (decision 060).
export { OnboardingScreen } from '../../features/onboarding/components/onboarding-screen';
export { ProfileScreen } from '../../features/profile/components/profile-screen';
export { SettingsScreen } from '../../features/settings/components/settings-screen';
export { NotificationsScreen } from '../../features/notifications/components/notifications-screen';
// `/moderacao` is a chunk of its own, fetched from this one, so that the route table in the app's
// first script names none of its modules (the home page's budget, decision 060).
// The CPD portfolio, an event's attendance list and a certificate's page (docs/rules/cpd-portfolio.md): one small screen that fetches each from its own chunks.
export { CpdScreen } from './cpd-screens';
export const ModerationScreen = lazy(() => import('../../features/moderation/components/moderation-screen').then((module) => ({ default: module.ModerationScreen })));
// `/comunidades` and `/comunidades/{slug}` (docs/rules/communities.md): a chunk of its own too, for the same reason.
export const CommunitiesScreen = lazy(() => import('./communities'));
