// Where a page opens (docs/rules/first-day.md, "Pages open at the top"): each history entry has a
// key of its own, the browser restores nothing, a fresh load starts at the top (or at its #anchor)
// and only back and forward return to where the reader was. Kept by the app's router for the
// screens it draws (components/layout/page-scroll.tsx), and by the entry alone on a visitor's
// page that is still a document (src/boot.ts): React-free, so that the entry stays small.

const STORAGE_KEY = 'rede-to:posicoes';
/** The scroll position of each page of this tab's history, by its entry's key, saved as pages are left. */
const positions: Record<string, number> = {};
let prepared = false;

const entryKey = () => (history.state as { key?: string } | null)?.key;

/**
 * Gives the page's history entry a key if it has none yet (React Router reads it as the location's
 * key), and forgets its position unless the page was reached by back or forward. Returns the
 * positions, for `router.enableScrollRestoration`. Done once per document, whoever asks first.
 */
export function preparePageScroll(): Record<string, number> {
  if (prepared) return positions;
  prepared = true;
  history.scrollRestoration = 'manual';
  if (!entryKey()) history.replaceState({ usr: null, ...(history.state as object | null), key: Math.random().toString(36).slice(2, 10) }, '');
  try {
    Object.assign(positions, JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    // No storage: nothing to restore.
  }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'back_forward') delete positions[entryKey()!];
  addEventListener('pagehide', () => {
    positions[entryKey()!] = scrollY;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Full or forbidden storage: back after a full load opens at the top.
    }
  });
  return positions;
}

/** The element an address's `#anchor` names, if any (a malformed one names none). */
export function anchorOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * A document reached by back or forward returns to where the reader left it, its position then
 * spent, so that the app, hydrating the page later, does not take the reader back there again;
 * any other opens at its #anchor, reload included (the browser, told to restore nothing, does not).
 */
export function restoreDocumentPosition(): void {
  const key = entryKey()!;
  const left = preparePageScroll()[key];
  if (left === undefined) return anchorOf(location.hash)?.scrollIntoView();
  delete positions[key];
  window.scrollTo(0, left);
}
