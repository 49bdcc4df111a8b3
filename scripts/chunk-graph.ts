// What the build plugins read of the bundler's output chunks (catalog-split-plugin.ts,
// home-chunk-plugin.ts): which modules a chunk holds, and which chunks a set of chunks loads.
import type { Rollup } from 'vite';

export type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'code' | 'isEntry' | 'facadeModuleId' | 'moduleIds' | 'imports' | 'dynamicImports'>;

/** The chunks of a bundle, assets left out. */
export function chunksOf(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
}

/** A module's file, `/`-separated, without the query a split route part carries (`?tsr-split=component`). */
export const fileOf = (moduleId: string) => (moduleId.split('?')[0] ?? '').replaceAll('\\', '/');
export const holds = (chunk: Chunk, test: (file: string) => boolean) => chunk.moduleIds.some((id) => test(fileOf(id)));
export const isRouteChunk = (chunk: Chunk) => holds(chunk, (file) => file.includes('/src/routes/'));

/** The chunks holding a part of `routeFile` (`src/routes/…`); the build fails when there are none. */
export function chunksHoldingRoute<T extends Chunk>(chunks: T[], routeFile: string): T[] {
  const holding = chunks.filter((chunk) => holds(chunk, (file) => file.endsWith(`/${routeFile}`)));
  if (holding.length === 0) throw new Error(`No chunk holds ${routeFile}, a route of the home page: did it move? (src/lib/i18n/first-load-pages.ts)`);
  return holding;
}

/** `from` and every chunk they import statically (and lazily, with `dynamic`), short of the `stop` files. */
export function reachable<T extends Chunk>(from: T[], byFileName: Map<string, T>, { dynamic, stop = new Set<string>() }: { dynamic: boolean; stop?: Set<string> }): T[] {
  const seen = new Map<string, T>();
  const visit = (fileName: string) => {
    const chunk = byFileName.get(fileName);
    if (!chunk || seen.has(fileName) || stop.has(fileName)) return;
    seen.set(fileName, chunk);
    chunk.imports.forEach(visit);
    if (dynamic) chunk.dynamicImports.forEach(visit);
  };
  from.forEach((chunk) => visit(chunk.fileName));
  return [...seen.values()];
}

/** What can run before any lazily loaded chunk: the entries and the chunks they import statically. */
export function firstLoadOf<T extends Chunk>(chunks: T[], byFileName: Map<string, T>): T[] {
  return reachable(
    chunks.filter((chunk) => chunk.isEntry),
    byFileName,
    { dynamic: false },
  );
}
