import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunk } from './scripts/vite/app-chunk';
import { eagerCompileHint } from './scripts/vite/eager-compile-hint';
import { inlineEntryStylesheet } from './scripts/vite/inline-entry-stylesheet';
import { routeChunkList } from './scripts/vite/route-chunk-list';
import { scriptsAfterFirstPaint } from './scripts/vite/scripts-after-first-paint';

// The SPA is built into dist/client, which wrangler serves as static assets (SPA fallback).
// In development (`npm run dev`) Vite serves the SPA and forwards /api to `wrangler dev`.
// The build's own plugins live in scripts/vite/, one file each; this file only wires them.
const app = appChunk();
/** The route files of screens only members open (src/app/client-only-screens.ts). */
/**
 * Features whose modules travel as one chunk each: their list, detail and cards share it with the
 * search screen, instead of one small file per set of importers (each file's name also stands in
 * the route table that every page loads). None of them is on the home page.
 */
const FEATURE_GROUPS = ['events', 'opportunities', 'volunteering'].map((feature) => ({ name: feature, test: (id: string) => id.includes(`/src/features/${feature}/`) }));
const MEMBERS_ONLY_SCREENS = /^assets\/(member-screens|create-screens|member-extras)-/;

export default defineConfig({
  plugins: [react(), tailwindcss(), app.plugin, eagerCompileHint(), inlineEntryStylesheet(), scriptsAfterFirstPaint(), routeChunkList()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the portal supports fetches `modulepreload` links itself (Safari since 17).
    // The app's route table lists, for each lazy screen, the chunks to fetch with it; that table is
    // in the JavaScript of every page (decision 060). A member's own screens and the publishing
    // forms are left out of it: only members open them, and their chunks arrive one step later.
    modulePreload: { polyfill: false, resolveDependencies: (chunk, dependencies) => (MEMBERS_ONLY_SCREENS.test(chunk) ? [] : dependencies) },
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [app.group, ...FEATURE_GROUPS] },
        // A 7-character hash (the default is 8): every chunk's name stands in the app's preload
        // table and in each import of it, and the shorter names keep the home page within its
        // budget (decision 067). Rolldown refuses a hash too short for the number of chunks, by
        // this option's name: if a build says so, raise it to 8.
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`, changeOrigin: false } },
  },
});
