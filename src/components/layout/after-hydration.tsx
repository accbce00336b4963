import type { CurrentUser } from '#contract/users-types';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { listenForInstallPrompt, tellServiceWorker } from '../../lib/device-app';

// What root-layout.tsx draws once React has the page, in a module of its own so that the home
// page's first scripts stay within their budget (decision 060): for everyone, the portal as an app
// on the device (docs/rules/push-and-offline.md) — the service worker's registration once the page
// is idle, the browser's install offer kept for the settings, the offline state — and, for a
// signed-in member only, member-extras.tsx, which a visitor's pages never fetch.

const MemberExtras = lazy(() => import('./member-extras'));

const onlineStore = {
  subscribe(onChange: () => void) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
  now: () => navigator.onLine,
  onServer: () => true,
};

/** Registers the service worker and tells it who is signed in, says so while there is no connection, and draws a member's extras. */
export default function AfterHydration({ user }: { user: CurrentUser | null | undefined }) {
  const online = useSyncExternalStore(onlineStore.subscribe, onlineStore.now, onlineStore.onServer);
  const member = Boolean(user);
  // Until the session check has answered, who is signed in is not known: nothing is said.
  const { isLoading } = useCurrentUser();
  useEffect(listenForInstallPrompt, []);
  useEffect(() => {
    // Offline, nothing can be fetched ahead; back online, it is (the effect runs again).
    if (!online || isLoading) return;
    const tell = () => void tellServiceWorker(member);
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(tell, 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(tell, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, [member, online, isLoading]);
  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <MemberExtras user={user} />
        </Suspense>
      )}
      {!online && (
        <div role="status" className="fixed inset-x-0 bottom-0 z-50 bg-slate-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg">
          Sem ligação: está a ver uma cópia guardada neste dispositivo.
        </div>
      )}
    </>
  );
}
