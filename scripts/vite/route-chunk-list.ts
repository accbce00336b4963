import type { Plugin } from 'vite';
import { firstLoadChunks, staticClosure } from './chunk-graph.ts';

/** A screen's module (src/app/routes/<screen>.tsx), and the file that lists the screens' chunks (read by worker/pages.ts). */
const SCREEN_MODULE = /\/src\/app\/routes\/([a-z0-9-]+)\.tsx$/;
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * Writes `route-chunks.json`: for each screen of src/app/routes (by file name), every chunk a page
 * of that screen loads beyond the entry: the app's first, biggest first, then the screen's own.
 * The Worker lists them on the page it renders (worker/pages.ts), and the entry adds a link for
 * each before it imports the app (src/boot.ts): the browser fetches them all at once, and Vite's
 * preload helper, which looks for links in the document once, when the app is imported, finds
 * them all there and adds none of its own (each added link costs the main thread).
 */
export function routeChunkList(): Plugin {
  return {
    name: 'route-chunk-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { chunks, entry, app } = firstLoadChunks(bundle);
      const firstLoad = new Set([...entry, ...app]);
      const screens: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const screen = chunk.isDynamicEntry ? SCREEN_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
        if (!screen) continue;
        const own = [...staticClosure(chunks, chunk.fileName)].filter((fileName) => !firstLoad.has(fileName));
        screens[screen] = [...app, ...own].map((fileName) => `/${fileName}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(screens) });
    },
  };
}
