import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

// The notification region (Radix Toast) is not needed for the first paint: it arrives just after,
// and a toast raised before it mounts is kept by the toast store and shown when it does.
const Toaster = lazy(() => import('../components/ui/toast').then((module) => ({ default: module.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
