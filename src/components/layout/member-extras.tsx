import type { CurrentUser } from '#contract/users-types';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { ForYou } from '../../features/home/components/for-you';
import EmailVerificationBanner from './email-verification-banner';
import { BELL_SLOT } from './nav-links';
import ModerationLink from './moderation-link';
import NotificationBell from './notification-bell';
import PortfolioLink from './portfolio-link';

// 'Nas suas comunidades' on the home page (docs/rules/communities.md): a chunk of its own, fetched there only.
const CommunityNews = lazy(() => import('../../features/communities/components/community-news'));
// 'Denunciar' in the places pages mark for it, with its dialog: fetched once a member's page is up.
const ReportSlots = lazy(() => import('../../features/moderation/components/report-slots'));

// What only a signed-in member sees, in a module of its own that root-layout.tsx loads after
// hydration for members only: nothing of it is in a visitor's scripts, and the home page's
// JavaScript stays within its budget (decision 060). The header keeps an empty slot for the bell.
// The one module of src/components that imports a feature (eslint.config.js says why).

/** The bell (and 'Moderação' for moderators and admins) in the header's slot, 'Denunciar' where pages mark it, the banner asking to confirm the e-mail, and 'Para si' and 'Nas suas comunidades' on the home page. */
export default function MemberExtras({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const [bellSlot, setBellSlot] = useState<HTMLElement | null>(null);
  // The header is hydrated with the layout, before this module loads.
  useEffect(() => setBellSlot(document.getElementById(BELL_SLOT)), []);
  return (
    <>
      {bellSlot &&
        createPortal(
          <>
            {user.role !== 'member' && <ModerationLink />}
            <PortfolioLink crowded={user.role !== 'member'} />
            <NotificationBell />
          </>,
          bellSlot,
        )}
      {!user.emailVerified && <EmailVerificationBanner email={user.email} />}
      {/* On the home page, above its sections: a portal into the page itself could reach its HTML before React hydrates it. */}
      {pathname === '/' && (
        <>
          <ForYou />
          <Suspense fallback={null}>
            <CommunityNews />
          </Suspense>
        </>
      )}
      <Suspense fallback={null}>
        <ReportSlots />
      </Suspense>
    </>
  );
}
