import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunk } from './scripts/vite/app-chunk.ts';
import { eagerCompileHint } from './scripts/vite/eager-compile-hint.ts';
import { inlineEntryStylesheet } from './scripts/vite/inline-entry-stylesheet.ts';
import { routeChunkList } from './scripts/vite/route-chunk-list.ts';
import { scriptsAfterFirstPaint } from './scripts/vite/scripts-after-first-paint.ts';
import { serviceWorker } from './scripts/vite/service-worker.ts';

// The SPA is built into dist/client, which wrangler serves as static assets (SPA fallback).
// In development (`npm run dev`) Vite serves the SPA and forwards /api to `wrangler dev`.
// The build's own plugins live in scripts/vite/, one file each; this file only wires them.
const app = appChunk();
/**
 * Features whose modules travel as one chunk each: their list, detail and cards share it with the
 * search screen, instead of one small file per set of importers (each file's name also stands in
 * the route table that every page loads). None of them is on the home page.
 */
const FEATURE_GROUPS = [
  ...['events', 'opportunities', 'volunteering'].map((feature) => ({ name: feature, test: (id: string) => id.includes(`/src/features/${feature}/`) })),
  // Clinical questions: the list, the page and the card; the answer's editor (and the privacy check it brings) stays a chunk of its own, loaded after hydration.
  { name: 'questions', test: (id: string) => id.includes('/src/features/questions/') && !id.endsWith('/answer-form.tsx') },
];
/**
 * The cards of those three features, with what they alone need, travel together, apart from their
 * features: the search screen shows them without loading each feature's lists and detail screens,
 * which brought 28 more chunks to the search page than to the articles list (decision 074). Listed
 * before the features' groups, which would otherwise take them.
 */
const LISTING_CARDS =
  /\/(src\/features\/events\/components\/(event-card|event-status)\.tsx?|src\/features\/opportunities\/components\/opportunity-card\.tsx|src\/features\/volunteering\/components\/volunteering-card\.tsx|src\/components\/ui\/(listing-card|offer-card)\.tsx|worker\/contract\/(events|opportunities)-types\.ts)$/;
const LISTING_CARDS_GROUP = { name: 'listing-cards', test: (id: string) => LISTING_CARDS.test(id) };
/** The route files of screens only members open (src/app/client-only-screens.ts), by chunk name and by file name. */
const MEMBERS_ONLY_CHUNKS = ['member-screens', 'create-screens', 'member-extras'];
/**
 * The module every page fetches once React has it (src/components/layout/after-hydration.tsx: the
 * service worker, the offline state): like the members-only screens, its own chunks arrive one step
 * later rather than being listed in every page's JavaScript.
 */
const AFTER_HYDRATION_CHUNKS = ['after-hydration'];
/** The chunks whose files keep their name: the app's own (`main`), the members-only screens and the module after hydration, which LATE_CHUNKS reads. */
const NAMED_CHUNKS = new Set(['main', ...MEMBERS_ONLY_CHUNKS, ...AFTER_HYDRATION_CHUNKS]);
/** The entry's file (index.html's script, src/boot.ts): no other chunk is named `index` (chunkFileNames below). */
const ENTRY_FILE = /^assets\/index-[\w-]+\.js$/;
/**
 * The app's chunk, which holds the route table: its lazy screens' lists of chunks are left out of
 * it, and fetched from route-chunks.json once the page is idle (src/lib/screen-chunks.ts, decision 076).
 */
const APP_CHUNK = /^assets\/main-[\w-]+\.js$/;
const LATE_CHUNKS = new RegExp(`^assets/(${[...MEMBERS_ONLY_CHUNKS, ...AFTER_HYDRATION_CHUNKS].join('|')})-`);

export default defineConfig({
  plugins: [react(), tailwindcss(), app.plugin, eagerCompileHint(), inlineEntryStylesheet(), scriptsAfterFirstPaint(), routeChunkList(), serviceWorker()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the portal supports fetches `modulepreload` links itself (Safari since 17).
    // The app's route table carries no list of chunks for its lazy screens: that table is in the
    // JavaScript of every page, and the lists come from route-chunks.json once the page is idle
    // (decision 076). Lazy imports elsewhere keep theirs, but a member's own screens and the
    // publishing forms: only members open them, and their chunks arrive one step later.
    // The entry (`index-…`, the page's one script) is always there: a chunk that imports Vite's
    // preload helper from it (any with a lazy import of its own) need not list it, nor have the
    // helper add a link for it (tests/e2e/smoke.spec.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (chunk, dependencies, { hostId }) => (LATE_CHUNKS.test(chunk) || APP_CHUNK.test(hostId) ? [] : dependencies.filter((dependency) => !ENTRY_FILE.test(dependency))),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [app.group, LISTING_CARDS_GROUP, ...FEATURE_GROUPS] },
        // A chunk's file is named by its hash alone: every chunk's name stands in the app's preload
        // table, which every page loads, and in each import of it; the modules' names there
        // (`volunteering-detail-…`) were about 870 bytes of the home page's gzipped JavaScript
        // (decision 060). NAMED_CHUNKS keep theirs.
        chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:8].js'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`, changeOrigin: false } },
  },
});
