import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The SPA is built into dist/client, which wrangler serves as static assets (SPA fallback).
// In development (`npm run dev`) Vite serves the SPA and forwards /api to `wrangler dev`.
export default defineConfig({
  plugins: [react(), tailwindcss(), eagerCompileHint(), inlineEntryStylesheet(), scriptsAfterFirstPaint(), routeChunkList()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`, changeOrigin: false } },
  },
});

/**
 * Marks the entry chunk and the chunks it imports (React, React Router, the layout) with V8's compile hint: Chromium then
 * compiles all its functions on a background thread while the file downloads, instead of one by
 * one on the main thread as the first render calls them. On a slow phone that halves the task
 * that runs the entry (measured with Lighthouse, see BENCHMARKS.md).
 */
function eagerCompileHint(): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    // After every other plugin's generateBundle: Vite's own adds a line at the top of the entry
    // (`__vite__mapDeps`), and the hint only counts as the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const firstLoad = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        for (const chunk of chunks) {
          if (firstLoad.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * Puts the entry stylesheet (Tailwind, about 9 KiB gzip) inside index.html. A phone then paints
 * the first screen after one request instead of two in a row: the stylesheet blocks rendering,
 * and on a mobile connection each request in the chain costs a round trip. The SPA loads
 * index.html once, so nothing is lost to caching.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const stylesheet = context.bundle?.[fileName];
          // The file itself stays: lazy chunks list it among the dependencies they preload.
          return stylesheet?.type === 'asset' ? `<style>${String(stylesheet.source)}</style>` : tag;
        });
      },
    },
  };
}

/**
 * Asks for the entry's scripts at low priority. The Worker sends each screen already rendered
 * (worker/pages.ts), so nothing on the first paint waits for them: they make the page interactive.
 * At high priority a browser may hold the first paint until they have arrived and run.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" '),
    },
  };
}

/** A screen's module (src/app/routes/<screen>.tsx), and the file that lists the screens' chunks (read by worker/pages.ts). */
const SCREEN_MODULE = /\/src\/app\/routes\/([a-z0-9-]+)\.tsx$/;
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * Writes `route-chunks.json`: for each screen of src/app/routes (by file name), the chunks its
 * lazy route loads that the entry does not (the entry's own are in index.html already). The Worker
 * names them as `modulepreload` links in the page it renders (worker/pages.ts): the browser then
 * fetches them with the entry, while it paints, and Vite's preload helper, finding the links
 * there, adds none of its own while the entry runs (each added link costs the main thread).
 */
function routeChunkList(): Plugin {
  return {
    name: 'route-chunk-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      /** The chunk and every chunk it imports statically, transitively. */
      const closure = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const inIndexHtml = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, inIndexHtml);
      const screens: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const screen = chunk.isDynamicEntry ? SCREEN_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
        if (!screen) continue;
        screens[screen] = [...closure(chunk.fileName)].filter((fileName) => !inIndexHtml.has(fileName)).map((fileName) => `/${fileName}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(screens) });
    },
  };
}
