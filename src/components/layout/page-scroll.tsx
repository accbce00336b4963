import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { anchorOf } from '../../lib/page-positions';

// Where a page opens (docs/rules/first-day.md, "Pages open at the top"). React Router's own
// <ScrollRestoration> keyed every page opened fresh (address bar, bookmark, reload) as 'default',
// so a page loaded that way took the position another such page was left at; and it handed the
// reload back to the browser, which restored the old position before the page was even drawn.
// Here each history entry has a key of its own (lib/page-positions.ts), the browser restores
// nothing, a fresh load starts at the top (or at its #anchor) and only back and forward return to
// where the member was.

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
