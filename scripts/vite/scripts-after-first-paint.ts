import type { Plugin } from 'vite';

/**
 * Asks for the entry script (src/boot.ts, about 1 KiB) at low priority: the Worker sends each
 * screen already rendered (worker/pages.ts), so nothing on the first paint waits for it, and it
 * asks for the app's scripts only once the page is painted. At high priority a browser may hold
 * the first paint until it has arrived and run.
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" '),
    },
  };
}
