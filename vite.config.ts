import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

// The SPA is built into dist/client, which wrangler serves as static assets (SPA fallback).
// In development (`npm run dev`) Vite serves the SPA and forwards /api to `wrangler dev`.
const app = appChunk();

export default defineConfig({
  plugins: [react(), tailwindcss(), app.plugin, eagerCompileHint(), inlineEntryStylesheet(), scriptsAfterFirstPaint(), routeChunkList()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the portal supports fetches `modulepreload` links itself (Safari since 17).
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [app.group] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`, changeOrigin: false } },
  },
});

/** The app's module, which the entry (src/boot.ts) imports once the page is painted. */
const APP_MODULE = /\/src\/main\.tsx$/;

type Chunk = Rollup.OutputChunk;

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(chunks: Map<string, Chunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/** A package index that re-exports more modules than this names them all, used or not. */
const BARREL_IMPORTS = 25;

/**
 * Puts the modules the app's module imports statically into one chunk (the app's module stays in
 * the small chunk that `import('./main')` loads, see below). Left to itself, the
 * bundler splits off each module that a screen shares with the app (the JSX runtime, the query
 * client, the icons' base…) into a file of its own: more requests and compile tasks while the page
 * starts, and more bytes, as each file is compressed on its own. The modules are known once the
 * module graph is built (`buildEnd`), before the chunks are made. The walk does not go through a
 * package index that re-exports many modules (lucide-react's icons, TanStack Query's hooks): it
 * names all of them, and those the app uses are left to the bundler.
 */
function appChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const appModules = new Set<string>();
  return {
    group: { name: 'main', test: (id) => appModules.has(id) },
    plugin: {
      name: 'app-chunk',
      apply: 'build',
      buildEnd() {
        const closure = (roots: string[]) => {
          const found = new Set<string>();
          const pending = [...roots];
          while (pending.length > 0) {
            const id = pending.pop()!;
            if (found.has(id)) continue;
            found.add(id);
            const imported = this.getModuleInfo(id)?.importedIds ?? [];
            if (!(id.includes('/node_modules/') && imported.length > BARREL_IMPORTS)) pending.push(...imported);
          }
          return found;
        };
        const ids = [...this.getModuleIds()];
        // What the entry itself imports (Vite's preload helper) stays with the entry, or the entry
        // would import the app's chunk, and fetch it, before the page is painted.
        const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
        appModules.clear();
        // The app's module itself stays in the chunk that `import('./main')` loads: moved into the
        // group, it leaves that chunk re-exporting a namespace it no longer defines (rolldown 1.2).
        for (const id of closure(ids.filter((id) => APP_MODULE.test(id)))) if (!entry.has(id) && !APP_MODULE.test(id)) appModules.add(id);
      },
    },
  };
}

/**
 * The chunks every page loads whatever its screen: the entry's (src/boot.ts and what it imports
 * statically), and the app's (the app's module and what it imports statically: React, React
 * Router, the layout), biggest first.
 */
function firstLoadChunks(bundle: Rollup.OutputBundle): { chunks: Map<string, Chunk>; entry: Set<string>; app: string[] } {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Chunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = new Set<string>();
  const app = new Set<string>();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) staticClosure(chunks, chunk.fileName, entry);
    else if (chunk.moduleIds.some((id) => APP_MODULE.test(id))) staticClosure(chunks, chunk.fileName, app);
  }
  const size = (fileName: string) => chunks.get(fileName)!.code.length;
  return { chunks, entry, app: [...app].filter((fileName) => !entry.has(fileName)).sort((a, b) => size(b) - size(a)) };
}

/**
 * Marks the chunks every page loads (the entry, the app, React, React Router, the layout) with
 * V8's compile hint: Chromium then compiles all their functions on a background thread while the
 * file downloads, instead of one by one on the main thread as the first render calls them. On a
 * slow phone that halves the task that runs the app (measured with Lighthouse, see BENCHMARKS.md).
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
        const { chunks, entry, app } = firstLoadChunks(bundle);
        for (const fileName of [...entry, ...app]) {
          const chunk = chunks.get(fileName)!;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
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
 * Asks for the entry script (src/boot.ts, about 1 KiB) at low priority: the Worker sends each
 * screen already rendered (worker/pages.ts), so nothing on the first paint waits for it, and it
 * asks for the app's scripts only once the page is painted. At high priority a browser may hold
 * the first paint until it has arrived and run.
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
 * Writes `route-chunks.json`: for each screen of src/app/routes (by file name), every chunk a page
 * of that screen loads beyond the entry: the app's first, biggest first, then the screen's own.
 * The Worker lists them on the page it renders (worker/pages.ts), and the entry adds a link for
 * each before it imports the app (src/boot.ts): the browser fetches them all at once, and Vite's
 * preload helper, which looks for links in the document once, when the app is imported, finds
 * them all there and adds none of its own (each added link costs the main thread).
 */
function routeChunkList(): Plugin {
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
