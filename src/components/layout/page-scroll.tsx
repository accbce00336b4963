import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

// Where a page opens (docs/rules/first-day.md, "Pages open at the top"). React Router's own
// <ScrollRestoration> keyed every page opened fresh (address bar, bookmark, reload) as 'default',
// so a page loaded that way took the position another such page was left at; and it handed the
// reload back to the browser, which restored the old position before the page was even drawn.
// Here each history entry has a key of its own, the browser restores nothing, a fresh load starts
// at the top (or at its #anchor) and only back and forward return to where the member was.

const STORAGE_KEY = 'rede-to:posicoes';
/** The scroll position of each page of this tab's history, by its entry's key; the router fills it as pages are left. */
const positions: Record<string, number> = {};

const entryKey = () => (history.state as { key?: string } | null)?.key;

/**
 * Before the router is made (main.tsx): gives the page's history entry a key if it has none yet
 * (React Router reads it as the location's key), and forgets its position unless the page was
 * reached by back or forward. Returns the positions for `router.enableScrollRestoration`.
 */
export function preparePageScroll(): Record<string, number> {
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
function anchorOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/** Scrolls each page the router draws as docs/rules/first-day.md says (see above). */
export function PageScroll() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const first = useRef(true);
  const restore = state?.restoreScrollPosition;
  useLayoutEffect(() => {
    const opening = first.current;
    first.current = false;
    if (restore === false) return;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    const target = anchorOf(location.hash);
    if (target) target.scrollIntoView();
    // A page opened fresh is already at its top, where the member may have started reading.
    else if (!opening && !state?.preventScrollReset) window.scrollTo(0, 0);
  }, [location, restore, state?.preventScrollReset]);
  return null;
}
