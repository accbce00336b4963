import type { Plugin } from 'vite';
import { APP_MODULE } from './chunk-graph.ts';

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
export function appChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
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
