// The Worker's stand-in for client-only-screens.ts: the server render stops before drawing these
// screens (entry-server.tsx), so each is an empty component.
import type { ComponentType } from 'react';
import type { clientOnlyScreens as browserScreens } from './client-only-screens';

const drawnInTheBrowser = () => Promise.resolve<{ default: ComponentType }>({ default: () => null });

export const clientOnlyScreens: Record<keyof typeof browserScreens, typeof drawnInTheBrowser> = {
  login: drawnInTheBrowser,
  register: drawnInTheBrowser,
  confirmEmail: drawnInTheBrowser,
  forgotPassword: drawnInTheBrowser,
  resetPassword: drawnInTheBrowser,
  contact: drawnInTheBrowser,
  unsubscribe: drawnInTheBrowser,
  profile: drawnInTheBrowser,
  settings: drawnInTheBrowser,
  notifications: drawnInTheBrowser,
  onboarding: drawnInTheBrowser,
  publishing: drawnInTheBrowser,
  moderation: drawnInTheBrowser,
  cpd: drawnInTheBrowser,
  communities: drawnInTheBrowser,
};
