// Build-only Vite plugin: each language's catalog in two chunks. The first holds the messages the
// first load's own code uses (the sign-in page, the shell, the error pages); the second, the rest,
// is fetched when the app leaves the sign-in page (src/lib/i18n/language.ts, loadWholeCatalog).
// Before, /signin downloaded all of its language's ~840 messages (15 KB gzip) to show about 90.
//
// The split is made on the built chunks, not on the sources: a message goes in the first part when
// its id is a string in the code of the first load (the entries and what they import statically).
// That is exactly the code that can run before any lazily loaded chunk, so no screen of the first
// load can miss a message, whatever imports what. Development and tests keep whole catalogs.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { Plugin } from 'vite';

const CATALOG_MODULE = /[\\/]locales[\\/]\w+[\\/]messages\.po$/;
// Short string literals of any quote kind: Lingui's compiled calls carry ids as `id:"…"` or, once
// minified, as template literals.
const STRING_LITERAL = /(["'`])([^"'`\\\n]{1,80})\1/g;

type Messages = Record<string, unknown>;

/** Every short string literal in some code, to look message ids up in. */
export function stringLiterals(code: string): Set<string> {
  return new Set(Array.from(code.matchAll(STRING_LITERAL), (match) => match[2] ?? ''));
}

/** The catalog's messages whose id the first load's code uses, and the others. */
export function splitMessages(messages: Messages, firstLoadStrings: Set<string>): { first: Messages; rest: Messages } {
  const first: Messages = {};
  const rest: Messages = {};
  for (const [id, message] of Object.entries(messages)) (firstLoadStrings.has(id) ? first : rest)[id] = message;
  return { first, rest };
}

const jsonModule = (messages: Messages) => `JSON.parse(${JSON.stringify(JSON.stringify(messages))})`;

export function catalogSplitPlugin(): Plugin {
  return {
    name: 'portal:catalog-split',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const catalogs = chunks.filter((chunk) => chunk.facadeModuleId && CATALOG_MODULE.test(chunk.facadeModuleId));
      if (catalogs.length === 0) throw new Error('No language catalog chunk found: did the Lingui plugin or src/lib/i18n/catalogs.ts change?');

      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byFileName.get(fileName);
        if (!chunk || firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        chunk.imports.forEach(visit);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
      const firstLoadStrings = stringLiterals([...firstLoad].map((fileName) => byFileName.get(fileName)?.code ?? '').join('\n'));

      for (const catalog of catalogs) {
        if (catalog.imports.length > 0 || catalog.dynamicImports.length > 0) throw new Error(`${catalog.fileName} imports other chunks; a catalog is expected to stand alone.`);
        const { messages } = (await import(`data:text/javascript;base64,${Buffer.from(catalog.code).toString('base64')}`)) as { messages: Messages };
        const { first, rest } = splitMessages(messages, firstLoadStrings);
        const restSource = `export const messages=${jsonModule(rest)};\n`;
        const restName = `messages-rest-${createHash('sha256').update(restSource).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: posix.join(posix.dirname(catalog.fileName), restName), source: restSource });
        catalog.code = `export const messages=${jsonModule(first)};\nexport const rest=()=>import("./${restName}");\n`;
        // The bundler's source map describes the code replaced above.
        catalog.map = null;
        delete bundle[`${catalog.fileName}.map`];
      }
    },
  };
}
