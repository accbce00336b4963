// The page's only script tag. The page is readable without JavaScript: the Worker sends each
// screen already rendered (worker/pages.ts), and the screens drawn in the browser start from the
// static header of index.html. So the app's scripts are asked for only once that page has been
// painted: on a phone's connection they then never compete with the first paint, and the
// browser's first frame never waits for them (decision 062). The stylesheet is imported here so
// that it stays the entry's, which the build inlines in index.html (vite.config.ts).
import { hydrateOnIntent } from './hydrate-on-intent';
import { markPageAnswers } from './lib/app-ready';
import './index.css';
import { restoreDocumentPosition } from './lib/page-positions';

/** Resolves after the browser has painted the page once (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    // The frame callback runs just before the paint; the task it queues, just after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** How many links are added per task: starting a fetch costs the main thread about a millisecond. */
const LINKS_PER_TASK = 4;

/**
 * Adds a `modulepreload` link for each chunk, a few per task so that the page stays responsive
 * meanwhile, and resolves once they are all in the document.
 */
function preload(hrefs: string[]): Promise<void> {
  return new Promise((resolve) => {
    const addFrom = (start: number) => {
      for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (start + LINKS_PER_TASK < hrefs.length) setTimeout(() => addFrom(start + LINKS_PER_TASK), 0);
      else resolve();
    };
    addFrom(0);
  });
}

// The Worker lists on the root every chunk the page's screen needs, the app's first. They are all
// asked for before the app is imported: Vite's preload helper looks for links in the document
// once, at that import, and finding them there, adds none of its own. On a page without the list
// (one drawn in the browser), the helper fetches the app's chunks and then the screen's.
const root = document.getElementById('root');
const startApp = () => preload(root?.dataset.chunks?.split(' ').filter(Boolean) ?? []).then(() => import('./main'));

if (root?.dataset.hydrate === 'intent') {
  // A visitor's page stays a document until they reach for a control (hydrate-on-intent.ts); it
  // answers from now on. The service worker (the portal on the device, offline copies) is
  // registered two seconds after the page has loaded, as the app does once idle.
  hydrateOnIntent(root, startApp);
  restoreDocumentPosition();
  markPageAnswers();
  addEventListener('load', () => setTimeout(() => void import('./lib/device-app').then(({ tellServiceWorker }) => tellServiceWorker(false)), 2000), { once: true });
} else {
  void afterFirstPaint().then(startApp);
}
