import type { Rollup } from 'vite';

/** The app's module, which the entry (src/boot.ts) imports once the page is painted. */
export const APP_MODULE = /\/src\/main\.tsx$/;

type Chunk = Rollup.OutputChunk;

/** The chunk and every chunk it imports statically, transitively. */
export function staticClosure(chunks: Map<string, Chunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/**
 * The chunks every page loads whatever its screen: the entry's (src/boot.ts and what it imports
 * statically), and the app's (the app's module and what it imports statically: React, React
 * Router, the layout), biggest first.
 */
export function firstLoadChunks(bundle: Rollup.OutputBundle): { chunks: Map<string, Chunk>; entry: Set<string>; app: string[] } {
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
