import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { announceAppReady } from '../../lib/app-ready';
import { useCurrentUser } from '../../lib/current-user';
import { PageScroll } from './page-scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Fetched after hydration: the service worker and the offline state for everyone, and (in a module
// of its own, fetched from there for a signed-in member only) what members alone see.
const AfterHydration = lazy(() => import('./after-hydration'));

/**
 * What only a signed-in member sees: the notification bell in the header, 'Confirme o seu e-mail'
 * until they open the link, and 'Para si' at the top of the home page; and, for everyone, the
 * service worker and the offline state. Drawn by the browser alone, after hydration, so that a
 * lazy module never suspends the server's HTML or its hydration.
 */
function MemberOnly() {
  const { user } = useCurrentUser();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <AfterHydration user={user} />
    </Suspense>
  ) : null;
}

/**
 * Marks the document once React has taken the page over (hydrated, or drawn it): from then on its
 * buttons and forms answer. End-to-end tests wait for it after each page load. It sits in the
 * page's Suspense boundary, which React hydrates after the header and footer: a click before then
 * that changes what the page draws (signing out) made React find the server's HTML stale.
 */
function ReadyMark() {
  useEffect(announceAppReady, []);
  return null;
}

/** Header, the page and the footer; the page area keeps its height while a route's chunk loads. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#conteudo" className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50">
        Saltar para o conteúdo
      </a>
      <SiteHeader />
      {/* At least a screen high: the footer stays below the fold while a page's data arrives, so it never jumps. */}
      <main id="conteudo" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <MemberOnly />
        <Suspense
          fallback={
            <div className="flex min-h-[70dvh] items-center justify-center">
              <span role="status" className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700">
                <span className="sr-only">A carregar…</span>
              </span>
            </div>
          }
        >
          <Outlet />
          <ReadyMark />
        </Suspense>
      </main>
      <SiteFooter />
      <PageScroll />
    </div>
  );
}
