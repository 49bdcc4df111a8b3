// Build-only Vite plugin: each language's catalog in three chunks. The first holds the messages the
// first load's own code uses (the sign-in page, the shell, the error pages); `rest()` the others,
// fetched when the app leaves the sign-in page; `home()` the part of the rest that the dashboard,
// where everyone lands, and the signed-in frame around it use (src/lib/i18n/first-load-pages.ts).
// Before, /signin downloaded all of its language's ~840 messages (15 KB gzip) to show about 90, and
// /dashboard 760 (12.7 KB) to show some 85.
//
// The split is made on the built chunks, not on the sources: a message goes in the first part when
// its id is a string in the code of the first load (the entries and what they import statically).
// That is exactly the code that can run before any lazily loaded chunk, so no screen of the first
// load can miss a message, whatever imports what. The home part is made the same way from the home
// page's route chunks and everything they import, statically or not: whatever the dashboard can
// show without a navigation (which loads the rest). Development and tests keep whole catalogs.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { type Chunk, chunksHoldingRoute, chunksOf, fileOf, firstLoadOf, isRouteChunk, reachable } from './chunk-graph.ts';

const CATALOG_MODULE = /[\\/]locales[\\/]\w+[\\/]messages\.po$/;
// Chunks the first load loads lazily only when a request fails: their messages are left to `rest()`,
// which loading them fetches too (src/lib/api-message-texts.ts, server-error-text.ts). Counted in the home
// part, the API messages' texts cost the dashboard 0.9 KB gzip for what a page that works never shows.
const ONLY_ON_FAILURE = [/[\\/]src[\\/]lib[\\/]api-message-texts\.ts$/];
// A chunk of such modules alone (the bundler gives a lazily loaded chunk no facade module at times).
const onlyOnFailure = (chunk: Chunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => ONLY_ON_FAILURE.some((rule) => rule.test(fileOf(id))));
// Short runs of text between two quotes of any kind: Lingui's compiled calls carry ids as `id:"…"`
// or, once minified, as template literals. Each quote closes one run and opens the next, so that a
// template literal holding another (`${a??``}: `) cannot put the pairs out of step: matching
// literals pair by pair missed ids after such a template (the dashboard's document warnings showed
// as their ids). Runs that are not literals come along too, which can only keep a message more.
const QUOTED = /(?<=["'`])[^"'`\\\n]{1,80}(?=["'`])/g;

type Messages = Record<string, unknown>;

/** Every short string literal in some code (and some runs between literals), to look message ids up in. */
export function stringLiterals(code: string): Set<string> {
  return new Set(Array.from(code.matchAll(QUOTED), (match) => match[0]));
}

/** The catalog's messages whose id the first load's code uses, and the others. */
export function splitMessages(messages: Messages, firstLoadStrings: Set<string>): { first: Messages; rest: Messages } {
  const first: Messages = {};
  const rest: Messages = {};
  for (const [id, message] of Object.entries(messages)) (firstLoadStrings.has(id) ? first : rest)[id] = message;
  return { first, rest };
}

/** The messages of `messages` whose id is among `strings`. */
function pick(messages: Messages, strings: Set<string>): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => strings.has(id)));
}

const jsonModule = (messages: Messages) => `JSON.parse(${JSON.stringify(JSON.stringify(messages))})`;

const stringsOf = (chunks: Chunk[]) => stringLiterals(chunks.map((chunk) => chunk.code).join('\n'));

/** `homeRouteFiles`: the route files of the page that starts with the home part (first-load-pages.ts). */
export function catalogSplitPlugin({ homeRouteFiles }: { homeRouteFiles: readonly string[] }): Plugin {
  return {
    name: 'portal:catalog-split',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const catalogs = chunks.filter((chunk) => chunk.facadeModuleId && CATALOG_MODULE.test(chunk.facadeModuleId));
      if (catalogs.length === 0) throw new Error('No language catalog chunk found: did the Lingui plugin or src/lib/i18n/catalogs.ts change?');
      // Every part of each home route, wherever the bundler put it (a chunk of its own, or merged).
      const homeChunks = homeRouteFiles.flatMap((routeFile) => chunksHoldingRoute(chunks, routeFile));

      const byFileName = new Map<string, Chunk>(chunks.map((chunk) => [chunk.fileName, chunk]));
      const firstLoad = firstLoadOf(chunks, byFileName);
      const firstLoadStrings = stringsOf(firstLoad);
      // The catalogs themselves are left out: a lazily loaded catalog is all strings.
      const stop = new Set([...firstLoad, ...catalogs].map((chunk) => chunk.fileName));
      // What the first load's code loads lazily, other pages aside (a dialog of the shell, say), can
      // show on the home page too; what it loads only after a failed request brings the rest first.
      if (!chunks.some(onlyOnFailure)) throw new Error('No chunk holds src/lib/api-message-texts.ts alone: did it move, or is it merged with other modules? (ONLY_ON_FAILURE)');
      const lazyFromFirstLoad = firstLoad
        .flatMap((chunk) => chunk.dynamicImports)
        .flatMap((fileName) => byFileName.get(fileName) ?? [])
        .filter((chunk) => !stop.has(chunk.fileName) && !isRouteChunk(chunk) && !onlyOnFailure(chunk));
      // Nor counted when a home chunk's lazily loaded code imports them (the impersonation banner's
      // module, for a failure shown on another page): loading them loads the rest (api-message-texts.ts).
      const homeStop = new Set([...stop, ...chunks.filter(onlyOnFailure).map((chunk) => chunk.fileName)]);
      const homeStrings = stringsOf(reachable([...homeChunks, ...lazyFromFirstLoad], byFileName, { dynamic: true, stop: homeStop }));

      for (const catalog of catalogs) {
        if (catalog.imports.length > 0 || catalog.dynamicImports.length > 0) throw new Error(`${catalog.fileName} imports other chunks; a catalog is expected to stand alone.`);
        const { messages } = (await import(`data:text/javascript;base64,${Buffer.from(catalog.code).toString('base64')}`)) as { messages: Messages };
        const { first, rest } = splitMessages(messages, firstLoadStrings);
        const emit = (kind: string, part: Messages) => {
          const source = `export const messages=${jsonModule(part)};\n`;
          const name = `messages-${kind}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
          this.emitFile({ type: 'asset', fileName: posix.join(posix.dirname(catalog.fileName), name), source });
          return name;
        };
        const restName = emit('rest', rest);
        const homeName = emit('home', pick(rest, homeStrings));
        catalog.code = `export const messages=${jsonModule(first)};\nexport const home=()=>import("./${homeName}");\nexport const rest=()=>import("./${restName}");\n`;
        // The bundler's source map describes the code replaced above.
        catalog.map = null;
        delete bundle[`${catalog.fileName}.map`];
      }
    },
  };
}
