import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogSplitPlugin, splitMessages, stringLiterals } from './catalog-split-plugin';

// The catalog as the Lingui plugin's module comes out of the bundler (minified), and the code of the
// first load (with a dialog it loads lazily), of the home page (its route chunks, a chunk they import
// and one they load lazily) and of another lazily loaded page as they refer to message ids.
const CATALOG_CODE =
  'var e=JSON.parse(`{"signIn1":["Se connecter"],"shared":["Fermer"],"page22":["Fiches de paie"],"home7":["Tableau de bord"],"queue9":["Envoi terminé"],"card3":["Contrôles"],"frame4":["Menu"],"dialog5":["Fermer la session ?"],"apiText6":["Fichier vide"]}`);export{e as messages};\n//# sourceMappingURL=messages-abc.js.map';
const ENTRY_CODE = 'const a=i18n._({id:`signIn1`});const b=t("shared");import("./messages-abc.js");import("./dialog-8.js");';
const PAGE_CODE = 'i18n._({id:"page22"});i18n._({id:"shared"});';
const HOME_CODE = 'import"./card-5.js";i18n._({id:`home7`});import("./queue-6.js");';
const HOME_ROUTE_FILES = ['src/routes/_authenticated.tsx', 'src/routes/_authenticated/dashboard.tsx'];

type FakeChunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  map: unknown;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
};

const chunk = (fileName: string, code: string, extra: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  code,
  map: {},
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
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
    expect([...stringLiterals(ENTRY_CODE)]).toEqual(expect.arrayContaining(['signIn1', 'shared', './messages-abc.js']));
  });

  it('finds ids after a template literal that holds another (the minifier writes them so)', () => {
    // As the dashboard's chunk had it: read pair by pair, the quotes fell out of step at `??```.
    const code = 'r=e.type.name??``,i=t?`${e.employee.name??``}: `:``,a=E(e.expirationDate),o=e.reason===`missing`?n({id:`RemI4c`,values:{type:r}}):n({id:"pfK7jp"})';
    expect([...stringLiterals(code)]).toEqual(expect.arrayContaining(['RemI4c', 'pfK7jp', 'missing']));
  });

  it('keeps what the first load uses in the first part and the rest in the second', () => {
    const { first, rest } = splitMessages({ signIn1: ['a'], shared: ['b'], page22: ['c'] }, new Set(['signIn1', 'shared']));
    expect(first).toEqual({ signIn1: ['a'], shared: ['b'] });
    expect(rest).toEqual({ page22: ['c'] });
  });

  it('rewrites the built catalog: the first load gets its messages, `home()` what the home page adds, `rest()` all the others', async () => {
    const bundle: Record<string, unknown> = {
      'assets/index-1.js': chunk('assets/index-1.js', ENTRY_CODE, {
        isEntry: true,
        imports: ['assets/shared-2.js'],
        dynamicImports: ['assets/messages-abc.js', 'assets/page-3.js', 'assets/dashboard-4.js', 'assets/frame-7.js', 'assets/dialog-8.js', 'assets/api-message-texts-9.js'],
        moduleIds: ['/repo/src/main.tsx', '/repo/src/routes/_authenticated/dashboard.tsx', '/repo/src/routes/_authenticated/payslips.tsx'],
      }),
      'assets/shared-2.js': chunk('assets/shared-2.js', 'export const x=1;'),
      'assets/page-3.js': chunk('assets/page-3.js', PAGE_CODE, { moduleIds: ['/repo/src/routes/_authenticated/payslips.tsx?tsr-split=component'] }),
      // The dashboard's component merged with a module of its own: no facade, found by its modules.
      'assets/dashboard-4.js': chunk('assets/dashboard-4.js', HOME_CODE, {
        moduleIds: ['/repo/src/routes/_authenticated/dashboard.tsx?tsr-split=component', '/repo/src/features/dashboard/page.tsx'],
        imports: ['assets/index-1.js', 'assets/card-5.js'],
        dynamicImports: ['assets/queue-6.js'],
      }),
      'assets/frame-7.js': chunk('assets/frame-7.js', 'i18n._({id:"frame4"});', { facadeModuleId: '/repo/src/routes/_authenticated.tsx?tsr-split=component', moduleIds: ['/repo/src/routes/_authenticated.tsx?tsr-split=component'] }),
      'assets/dialog-8.js': chunk('assets/dialog-8.js', 'i18n._({id:"dialog5"});', { moduleIds: ['/repo/src/features/session/expiry-dialog.tsx'] }),
      // Loaded by the first load only when a request fails: its texts come with the rest.
      'assets/api-message-texts-9.js': chunk('assets/api-message-texts-9.js', 'i18n._({id:"apiText6"});', { facadeModuleId: '/repo/src/lib/api-message-texts.ts', moduleIds: ['/repo/src/lib/api-message-texts.ts'] }),
      'assets/card-5.js': chunk('assets/card-5.js', 'i18n._({id:"card3"});'),
      // Its module imports the failure table too (for a failure shown on another page).
      'assets/queue-6.js': chunk('assets/queue-6.js', 'i18n._({id:"queue9"});i18n._({id:"shared"});', { imports: ['assets/api-message-texts-9.js'] }),
      'assets/messages-abc.js': chunk('assets/messages-abc.js', CATALOG_CODE, { facadeModuleId: '/repo/locales/fr/messages.po' }),
      'assets/messages-abc.js.map': { type: 'asset', fileName: 'assets/messages-abc.js.map', source: '{}' },
    };
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = catalogSplitPlugin({ homeRouteFiles: HOME_ROUTE_FILES });
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: Record<string, unknown>) => Promise<void>;
    await generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);

    expect(emitted.map((file) => file.fileName)).toEqual([expect.stringMatching(/^assets\/messages-rest-[\w-]{8}\.js$/), expect.stringMatching(/^assets\/messages-home-[\w-]{8}\.js$/)]);
    expect(bundle['assets/messages-abc.js.map']).toBeUndefined();

    // Written out and imported as a browser would, with the relative imports between them.
    dir = await mkdtemp(join(tmpdir(), 'catalog-split-'));
    const catalog = bundle['assets/messages-abc.js'] as FakeChunk;
    await writeFile(join(dir, 'messages-abc.js'), catalog.code);
    for (const file of emitted) await writeFile(join(dir, file.fileName.slice('assets/'.length)), file.source);
    type Part = () => Promise<{ messages: object }>;
    const loaded = (await import(pathToFileURL(join(dir, 'messages-abc.js')).href)) as { messages: object; home: Part; rest: Part };
    expect(loaded.messages).toEqual({ signIn1: ['Se connecter'], shared: ['Fermer'] });
    // The home routes' chunks, what they import and what they load lazily, and what the first load
    // loads lazily; not another page's, nor what only a failed request loads.
    const homeMessages = { home7: ['Tableau de bord'], queue9: ['Envoi terminé'], card3: ['Contrôles'], frame4: ['Menu'], dialog5: ['Fermer la session ?'] };
    expect((await loaded.home()).messages).toEqual(homeMessages);
    expect((await loaded.rest()).messages).toEqual({ page22: ['Fiches de paie'], ...homeMessages, apiText6: ['Fichier vide'] });
  });

  it('fails the build when no catalog chunk is found, rather than shipping whole catalogs unnoticed', async () => {
    const plugin = catalogSplitPlugin({ homeRouteFiles: HOME_ROUTE_FILES });
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: Record<string, unknown>) => Promise<void>;
    await expect(generateBundle.call({ emitFile: () => '' }, {}, { 'assets/index-1.js': chunk('assets/index-1.js', ENTRY_CODE, { isEntry: true }) })).rejects.toThrow(
      /No language catalog chunk found/,
    );
  });

  it("fails the build when one of the home page's routes is not found, rather than giving the dashboard a part without its messages", async () => {
    const plugin = catalogSplitPlugin({ homeRouteFiles: HOME_ROUTE_FILES });
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: Record<string, unknown>) => Promise<void>;
    // The frame is there; the dashboard moved to another file.
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', ENTRY_CODE, { isEntry: true, moduleIds: ['/repo/src/routes/_authenticated/dashboard/index.tsx'] }),
      'assets/frame-7.js': chunk('assets/frame-7.js', '', { moduleIds: ['/repo/src/routes/_authenticated.tsx?tsr-split=component'] }),
      'assets/messages-abc.js': chunk('assets/messages-abc.js', CATALOG_CODE, { facadeModuleId: '/repo/locales/fr/messages.po' }),
    };
    await expect(generateBundle.call({ emitFile: () => '' }, {}, bundle)).rejects.toThrow(/No chunk holds src\/routes\/_authenticated\/dashboard\.tsx/);
  });
});
