import type { Plugin } from 'vite';
import { firstLoadChunks } from './chunk-graph.ts';

/**
 * Marks the chunks every page loads (the entry, the app, React, React Router, the layout) with
 * V8's compile hint: Chromium then compiles all their functions on a background thread while the
 * file downloads, instead of one by one on the main thread as the first render calls them
 * (docs/decisions/061-first-screen-main-thread-work.md).
 */
export function eagerCompileHint(): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    // After every other plugin's generateBundle: Vite's own adds a line at the top of the entry
    // (`__vite__mapDeps`), and the hint only counts as the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { chunks, entry, app } = firstLoadChunks(bundle);
        for (const fileName of [...entry, ...app]) {
          const chunk = chunks.get(fileName)!;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}
