import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './index.css';

/** Resolves once React Router has loaded the current route's chunk. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The first render waits for the current route's chunk, so that React's first commit is the whole
// page: until then the static header of index.html stays on screen (no empty frame in between).
// Rendered as a transition, React builds that screen in slices of a few milliseconds and yields to
// the browser in between, instead of one long task that a slow phone cannot interrupt.
void routerReady().then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
