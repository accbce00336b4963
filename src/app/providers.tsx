import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

// The notification region (Radix Toast) is not part of the first paint: it is fetched when the
// browser is first idle after loading, or at the first pointer or key press if that comes sooner,
// so F8 finds it. A toast raised before it mounts waits in the toast store and appears then.
const Toaster = lazy(() => import('../components/ui/toast').then((module) => ({ default: module.Toaster })));
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true, once: true });
    // Safari has no requestIdleCallback.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';
    const idle = hasIdleCallback ? window.requestIdleCallback(want, { timeout: 4000 }) : setTimeout(want, 2000);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
      if (hasIdleCallback) window.cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [wanted]);
  return wanted;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
