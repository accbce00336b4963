import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';

// Builds the service worker (src/sw/service-worker.ts, docs/rules/push-and-offline.md) into
// /sw.js once the app is built, with the list of files it keeps at installation — the app's
// shell: the entry, the chunks it imports and their stylesheets, the manifest and the icons (a
// screen's own chunks are kept as they are first loaded; pages read without them) — and a version drawn
// from that list, so that a new build replaces the old copies. A classic script (IIFE): every
// browser the portal supports runs it.

const KEPT_FROM_PUBLIC = ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/favicon.svg'];

export function serviceWorker(): Plugin {
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'rede-to:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const shell = new Set<string>();
      const add = (file: string) => {
        const chunk = bundle[file];
        if (shell.has(file) || !chunk) return;
        shell.add(file);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        chunk.imports.forEach(add);
      };
      // The entry (src/boot.ts) loads the app's chunk after the first paint: both are the shell.
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        add(file);
        chunk.dynamicImports.forEach(add);
      }
      files = [...shell].sort().map((file) => `/${file}`);
    },
    async closeBundle() {
      const precache = [...files, ...KEPT_FROM_PUBLIC];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __PRECACHE__: JSON.stringify(precache), __SW_VERSION__: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          rolldownOptions: { input: path.resolve(import.meta.dirname, '../../src/sw/service-worker.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
        },
      });
    },
  };
}
