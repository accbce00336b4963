/**
 * The chunks of each screen, for navigations inside the app (decision 076). The build writes them
 * to `/route-chunks.json` (scripts/vite/route-chunk-list.ts), which the Worker also reads to list a
 * rendered page's chunks. The route table leaves the lists out of the app's JavaScript, which every
 * page loads: the browser fetches them once the page is idle, and a navigation to a screen then asks
 * for all of its chunks at once; before they arrive, the screen's chunks come one import after
 * another, as they would without the lists.
 */

let chunksByScreen: Record<string, string[]> | undefined;
let asked = false;
const linked = new Set<string>();

/** Fetches the screens' chunk lists, once. */
export function learnScreenChunks(): void {
  if (asked) return;
  asked = true;
  fetch('/route-chunks.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string[]>>) : undefined))
    .then(
      (lists) => (chunksByScreen = lists),
      () => undefined,
    );
}

/** Asks the browser for every chunk of `screen` it has not been asked for yet (in the browser only). */
export function preloadScreen(screen: string): void {
  if (typeof document === 'undefined') return;
  if (!chunksByScreen) return learnScreenChunks();
  for (const href of chunksByScreen[screen] ?? []) {
    if (linked.has(href) || document.head.querySelector(`link[href="${href}"]`)) continue;
    linked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
