import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The SPA is built into dist/client, which wrangler serves as static assets (SPA fallback).
// In development (`npm run dev`) Vite serves the SPA and forwards /api to `wrangler dev`.
export default defineConfig({
  plugins: [react(), tailwindcss(), eagerCompileHint(), inlineEntryStylesheet(), scriptsAfterFirstPaint()],
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
