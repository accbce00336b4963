import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createQueryClient, type ServerData } from './lib/query-client';
import { preparePageScroll } from './lib/page-positions';
import { learnScreenChunks } from './lib/screen-chunks';

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

/** The data the Worker drew the page with (a JSON block, never run as a script), or none. */
function serverData(): ServerData {
  const block = document.getElementById('server-data');
  return block?.textContent ? (JSON.parse(block.textContent) as ServerData) : [];
}

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
for (const { queryKey, data } of serverData()) queryClient.setQueryData(queryKey, data);
// Made once the cache holds the page's data: the first page's loaders find it there, fresh, and
// fetch nothing.
const scrollPositions = preparePageScroll();
const router = createBrowserRouter(createRoutes({ queryClient, waitForData: false }));
// The router saves the position of each page it leaves, and tells <PageScroll> the one to return to.
router.enableScrollRestoration(scrollPositions, () => window.scrollY);

// Both ways wait for the current route's chunk, so that React's first render is the whole page,
// and both run as a transition: React works in slices of a few milliseconds and yields to the
// browser in between, instead of one long task that a slow phone cannot interrupt.
// A page the Worker rendered (worker/pages.ts) is hydrated: React adopts the markup already on
// screen, drawn from the same data. Any other page (a screen drawn in the browser only) is
// rendered; until its first commit the static header of index.html stays on screen.
void routerReady().then(() => {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    if (container.dataset.ssr !== undefined) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // The other screens' chunk lists, for the next navigation, once the page has nothing else to do.
  setTimeout(learnScreenChunks, 3000);
});
