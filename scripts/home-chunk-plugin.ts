// Build-only: the modules the dashboard loads at once, in one chunk (`home`). Everyone signed in
// lands on the dashboard, and it loaded some 30 chunks beyond the entry, most under 2 KB, each
// compressed on its own: the bundler makes a chunk for each set of pages that share some modules.
// In one file they compress better (−8 KB gzip) and come in one request.
//
// Which modules those are depends on how the bundler splits and tree-shakes the code, which only its
// output shows (the modules' imports name every module a folder's index re-exports). So the build
// has two outputs (vite.config.ts), generated in turn from the same modules: the first is split as
// the bundler would, read for the ids of the modules in the chunks the dashboard loads, and
// dropped; the second, the one written, gives those modules a chunk of their own.
import type { Rolldown } from 'vite';
import { type Chunk, chunksHoldingRoute, chunksOf, firstLoadOf, holds, reachable } from './chunk-graph.ts';

export interface HomePage {
  /** The home page's route files: the chunks holding their lazily loaded parts are what it loads. */
  routeFiles: readonly string[];
  /** Packages the first load's code loads lazily and the home page at once. */
  packages: readonly string[];
}

/**
 * The ids of the modules in the chunks the home page loads beyond the first load: the chunks that
 * hold a part of its routes or one of `packages`, and every chunk those import statically. What
 * they load lazily (a picker once reached for, another page) stays where the bundler put it.
 */
export function homeModuleIds(chunks: Chunk[], { routeFiles, packages }: HomePage): string[] {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stop = new Set(firstLoadOf(chunks, byFileName).map((chunk) => chunk.fileName));
  const routeChunks = routeFiles.flatMap((routeFile) => chunksHoldingRoute(chunks, routeFile));
  const packageChunks = packages.map((name) => {
    const holding = chunks.find((chunk) => !stop.has(chunk.fileName) && holds(chunk, (file) => file.includes(`/node_modules/${name}/`)));
    if (!holding) throw new Error(`No lazily loaded chunk holds ${name}, which the home page loads at once: did it move to the first load? (src/lib/i18n/first-load-pages.ts)`);
    return holding;
  });
  return reachable([...routeChunks, ...packageChunks], byFileName, { dynamic: false, stop }).flatMap((chunk) => chunk.moduleIds);
}

/** The first output's plugin: adds the home page's module ids to `found`, and drops every file. */
export function findHomeModulesPlugin(found: Set<string>, homePage: HomePage): Rolldown.Plugin {
  return {
    name: 'portal:find-home-modules',
    // A rebuild (`vite build --watch`) finds them anew.
    renderStart() {
      found.clear();
    },
    generateBundle(_options, bundle) {
      for (const id of homeModuleIds(chunksOf(bundle), homePage)) found.add(id);
      for (const fileName of Object.keys(bundle)) delete bundle[fileName];
    },
  };
}

/** The second output's code-splitting group: the modules in `found` in one chunk. */
export function homeChunkGroup(found: Set<string>) {
  return {
    name: 'home',
    test: (id: string) => {
      if (found.size === 0) throw new Error('The home page modules were not found before the bundle was split (vite.config.ts).');
      return found.has(id);
    },
  };
}

const PROBE_DIR = 'home-probe';

/**
 * The build's two outputs, both split with `groups`: the first finds the home page's modules and
 * is dropped, the second is the bundle written, with those modules in one chunk as well.
 */
export function homeChunkOutputs(homePage: HomePage, groups: Rolldown.CodeSplittingGroup[]): Rolldown.OutputOptions[] {
  const found = new Set<string>();
  return [
    // Its files have names of their own: Vite keeps what it learns of each chunk (its CSS and
    // assets) by the chunk's name for the whole build, so a chunk of the second output named as
    // one of the first would get the first one's CSS. Not minified: that took 2.3 s of the build,
    // for code nobody reads.
    {
      sourcemap: false,
      minify: false,
      entryFileNames: `${PROBE_DIR}/[name]-[hash].js`,
      chunkFileNames: `${PROBE_DIR}/[name]-[hash].js`,
      assetFileNames: `${PROBE_DIR}/[name]-[hash][extname]`,
      codeSplitting: { groups },
      plugins: [findHomeModulesPlugin(found, homePage)],
    },
    { codeSplitting: { groups: [...groups, homeChunkGroup(found)] } },
  ];
}
