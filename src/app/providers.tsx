import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

// The notification region (Radix Toast) is not part of the first paint. Toasts answer what a
// person does, so it is fetched at the first pointer or key press (F8 included); a toast raised
// before it mounts waits in the toast store and appears as soon as it does.
const Toaster = lazy(() => import('../components/ui/toast').then((module) => ({ default: module.Toaster })));
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true, once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [interacted]);
  return interacted;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const interacted = useFirstInteraction();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {interacted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
