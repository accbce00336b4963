import type { CurrentUser } from '#contract/users-types';
import { createPortal } from 'react-dom';
import EmailVerificationBanner from './email-verification-banner';
import { BELL_SLOT } from './nav-links';
import NotificationBell from './notification-bell';

// A module of its own, loaded (root-layout.tsx) only for a signed-in member, after hydration: the
// bell and the e-mail banner stay out of the visitor's home-page scripts.

/** The bell, drawn in the header's slot, and the banner that asks to confirm the e-mail. */
export default function MemberExtras({ user }: { user: CurrentUser }) {
  const slot = document.getElementById(BELL_SLOT);
  return (
    <>
      {slot && createPortal(<NotificationBell />, slot)}
      {!user.emailVerified && <EmailVerificationBanner email={user.email} />}
    </>
  );
}
