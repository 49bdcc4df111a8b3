// Build-only Vite plugin: builds src/app/preload-catalog.ts as an entry of its own and puts it in
// index.html as an async module script, so the browser runs it as soon as it (and the few small
// modules it imports) have arrived, while the main bundle is still downloading.
//
// Listed in index.html as a second module script, Vite would fold it into the main entry, which
// runs only once the whole bundle has arrived. The bundle's first-load group must leave the
// preloader's imports out (vite.config.ts); the check below fails the build if a change to them
// makes the preloader wait for the main bundle after all.
import type { Plugin } from 'vite';

const ENTRY_NAME = 'preload-catalog';
const ENTRY_SOURCE = 'src/app/preload-catalog.ts';
/**
 * Well above the preloader's own few kilobytes, well below the main bundle (460 KB minified). The
 * build's first output (vite.config.ts) is not minified, and its code is checked too.
 */
const MAX_IMPORTED_BYTES = 64 * 1024;

export function catalogPreloaderPlugin(): Plugin {
  return {
    name: 'portal:catalog-preloader',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', [ENTRY_NAME]: ENTRY_SOURCE } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === ENTRY_NAME);
        if (!entry) throw new Error(`The catalog preloader (${ENTRY_SOURCE}) is missing from the build.`);
        for (const fileName of entry.imports) {
          const imported = chunks.find((chunk) => chunk.fileName === fileName);
          if (imported && imported.code.length > MAX_IMPORTED_BYTES) {
            throw new Error(
              `The catalog preloader imports ${fileName} (${Math.round(imported.code.length / 1024)} KB), so it would wait for it: keep its imports out of the first-load group (vite.config.ts).`,
            );
          }
        }
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
