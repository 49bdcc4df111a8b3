import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogSplitPlugin, splitMessages, stringLiterals } from './catalog-split-plugin';

// The catalog as the Lingui plugin's module comes out of the bundler (minified), and the code of the
// first load and of a lazily loaded page as they refer to message ids.
const CATALOG_CODE = 'var e=JSON.parse(`{"signIn1":["Se connecter"],"shared":["Fermer"],"page22":["Fiches de paie"]}`);export{e as messages};\n//# sourceMappingURL=messages-abc.js.map';
const ENTRY_CODE = 'const a=i18n._({id:`signIn1`});const b=t("shared");import("./messages-abc.js");';
const PAGE_CODE = 'i18n._({id:"page22"});i18n._({id:"shared"});';

type FakeChunk = { type: 'chunk'; fileName: string; code: string; map: unknown; isEntry: boolean; facadeModuleId: string | null; imports: string[]; dynamicImports: string[] };

const chunk = (fileName: string, code: string, extra: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  code,
  map: {},
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...extra,
});

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

describe('splitting a language catalog', () => {
  it('finds ids in every kind of string literal', () => {
    expect(stringLiterals(ENTRY_CODE)).toEqual(new Set(['signIn1', 'shared', './messages-abc.js']));
  });

  it('keeps what the first load uses in the first part and the rest in the second', () => {
    const { first, rest } = splitMessages({ signIn1: ['a'], shared: ['b'], page22: ['c'] }, new Set(['signIn1', 'shared']));
    expect(first).toEqual({ signIn1: ['a'], shared: ['b'] });
    expect(rest).toEqual({ page22: ['c'] });
  });

  it('rewrites the built catalog: the first load gets its messages, `rest()` loads the others', async () => {
    const bundle: Record<string, unknown> = {
      'assets/index-1.js': chunk('assets/index-1.js', ENTRY_CODE, { isEntry: true, imports: ['assets/shared-2.js'], dynamicImports: ['assets/messages-abc.js'] }),
      'assets/shared-2.js': chunk('assets/shared-2.js', 'export const x=1;'),
      'assets/page-3.js': chunk('assets/page-3.js', PAGE_CODE),
      'assets/messages-abc.js': chunk('assets/messages-abc.js', CATALOG_CODE, { facadeModuleId: '/repo/locales/fr/messages.po' }),
      'assets/messages-abc.js.map': { type: 'asset', fileName: 'assets/messages-abc.js.map', source: '{}' },
    };
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = catalogSplitPlugin();
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: Record<string, unknown>) => Promise<void>;
    await generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);

    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toMatch(/^assets\/messages-rest-[\w-]{8}\.js$/);
    expect(bundle['assets/messages-abc.js.map']).toBeUndefined();

    // Written out and imported as a browser would, with the relative import between them.
    dir = await mkdtemp(join(tmpdir(), 'catalog-split-'));
    const catalog = bundle['assets/messages-abc.js'] as FakeChunk;
    await writeFile(join(dir, 'messages-abc.js'), catalog.code);
    await writeFile(join(dir, emitted[0]!.fileName.slice('assets/'.length)), emitted[0]!.source);
    const loaded = (await import(pathToFileURL(join(dir, 'messages-abc.js')).href)) as { messages: object; rest: () => Promise<{ messages: object }> };
    expect(loaded.messages).toEqual({ signIn1: ['Se connecter'], shared: ['Fermer'] });
    expect((await loaded.rest()).messages).toEqual({ page22: ['Fiches de paie'] });
  });

  it('fails the build when no catalog chunk is found, rather than shipping whole catalogs unnoticed', async () => {
    const plugin = catalogSplitPlugin();
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: Record<string, unknown>) => Promise<void>;
    await expect(generateBundle.call({ emitFile: () => '' }, {}, { 'assets/index-1.js': chunk('assets/index-1.js', ENTRY_CODE, { isEntry: true }) })).rejects.toThrow(
      /No language catalog chunk found/,
    );
  });
});
