import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { wokenBy } from '../lib/app-ready';

// The notification region (Radix Toast) is not part of the first paint. Toasts answer what a
// person does, so it is fetched at the first pointer or key press; when that press is F8 (the
// region's hotkey), the region takes the focus as soon as it mounts. A toast raised before it
// mounts waits in the toast store and appears then.
const Toaster = lazy(() => import('../components/ui/toast').then((module) => ({ default: module.Toaster })));
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

type ToasterState = 'waiting' | 'wanted' | 'wanted-with-focus';

function useToasterState(): ToasterState {
  const [state, setState] = useState<ToasterState>('waiting');
  useEffect(() => {
    if (state !== 'waiting') return;
    // A visitor's press that fetched the app (src/hydrate-on-intent.ts) is that first press.
    const woken = wokenBy();
    if (woken) return setState(woken === 'F8' ? 'wanted-with-focus' : 'wanted');
    const want = (event: Event) => setState(event instanceof KeyboardEvent && event.key === 'F8' ? 'wanted-with-focus' : 'wanted');
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [state]);
  return state;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const toaster = useToasterState();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toaster !== 'waiting' && (
        <Suspense fallback={null}>
          <Toaster focusOnMount={toaster === 'wanted-with-focus'} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
