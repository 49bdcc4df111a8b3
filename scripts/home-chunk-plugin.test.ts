import { describe, expect, it } from 'vitest';
import { findHomeModulesPlugin, homeChunkGroup, homeModuleIds } from './home-chunk-plugin';

// A bundle as the bundler splits it: the entry (the first load), the signed-in frame's and the
// dashboard's lazily loaded route parts, a chunk they share with another page, the GraphQL client's
// library (loaded lazily by the entry), and what only a picker or another page loads.
const chunk = (fileName: string, moduleIds: string[], extra: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  code: '',
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  moduleIds,
  ...extra,
});

const BUNDLE = {
  'index.js': chunk('index.js', ['/repo/src/main.tsx', '/repo/src/routes/_authenticated.tsx', '/repo/src/routes/_authenticated/dashboard.tsx'], {
    isEntry: true,
    imports: ['shell-extra.js'],
    dynamicImports: ['frame.js', 'dashboard.js', 'payslips.js', 'client-lib.js', 'service-worker.js'],
  }),
  'shell-extra.js': chunk('shell-extra.js', ['/repo/src/app/providers.tsx']),
  'frame.js': chunk('frame.js', ['/repo/src/routes/_authenticated.tsx?tsr-split=component---loader', '/repo/src/features/layout/app-layout.tsx'], {
    imports: ['index.js', 'shared.js'],
    dynamicImports: ['picker.js'],
  }),
  'dashboard.js': chunk('dashboard.js', ['/repo/src/routes/_authenticated/dashboard.tsx?tsr-split=component---loader'], { imports: ['index.js', 'shared.js', 'dates.js'] }),
  'shared.js': chunk('shared.js', ['/repo/node_modules/@tanstack/react-query/build/modern/useBaseQuery.js']),
  'dates.js': chunk('dates.js', ['/repo/node_modules/dayjs/dayjs.min.js', '/repo/src/lib/i18n/dates.ts']),
  'client-lib.js': chunk('client-lib.js', ['/repo/node_modules/graphql-request/build/legacy/classes/GraphQLClient.js'], { imports: ['kinds.js'] }),
  'kinds.js': chunk('kinds.js', ['/repo/node_modules/graphql/language/kinds.mjs']),
  'picker.js': chunk('picker.js', ['/repo/src/features/selection/employee-picker.tsx']),
  'payslips.js': chunk('payslips.js', ['/repo/src/routes/_authenticated/payslips.tsx?tsr-split=component'], { imports: ['shared.js', 'payslips-only.js'] }),
  'payslips-only.js': chunk('payslips-only.js', ['/repo/src/features/payslips/list.tsx']),
  'service-worker.js': chunk('service-worker.js', ['/repo/src/lib/pwa/register-service-worker.ts']),
};
const HOME_PAGE = { routeFiles: ['src/routes/_authenticated.tsx', 'src/routes/_authenticated/dashboard.tsx'], packages: ['graphql-request'] };

describe('the modules the dashboard loads at once', () => {
  it("are its routes' lazily loaded parts, the packages it loads with its first request, and what they import statically", () => {
    expect(new Set(homeModuleIds(Object.values(BUNDLE), HOME_PAGE))).toEqual(
      new Set([
        '/repo/src/routes/_authenticated.tsx?tsr-split=component---loader',
        '/repo/src/features/layout/app-layout.tsx',
        '/repo/src/routes/_authenticated/dashboard.tsx?tsr-split=component---loader',
        '/repo/node_modules/@tanstack/react-query/build/modern/useBaseQuery.js',
        '/repo/node_modules/dayjs/dayjs.min.js',
        '/repo/src/lib/i18n/dates.ts',
        '/repo/node_modules/graphql-request/build/legacy/classes/GraphQLClient.js',
        '/repo/node_modules/graphql/language/kinds.mjs',
      ]),
    );
  });

  it('fail the build when a route of the home page is not found', () => {
    expect(() => homeModuleIds(Object.values(BUNDLE), { ...HOME_PAGE, routeFiles: ['src/routes/_authenticated/home.tsx'] })).toThrow(/No chunk holds src\/routes\/_authenticated\/home\.tsx/);
  });

  it('fail the build when a package the home page loads at once is not in a lazily loaded chunk', () => {
    expect(() => homeModuleIds(Object.values(BUNDLE), { ...HOME_PAGE, packages: ['dayjs', 'oidc-client-ts'] })).toThrow(/No lazily loaded chunk holds oidc-client-ts/);
  });
});

describe('the two outputs of the build', () => {
  it('the first finds the home modules and writes nothing; the second puts them in one chunk', () => {
    const found = new Set<string>(['/repo/src/from-an-earlier-build.tsx']);
    const plugin = findHomeModulesPlugin(found, HOME_PAGE);
    (plugin.renderStart as () => void)();
    const bundle: Record<string, unknown> = { ...BUNDLE, 'index.html': { type: 'asset', fileName: 'index.html', source: '' } };
    (plugin.generateBundle as (options: unknown, bundle: Record<string, unknown>) => void)({}, bundle);
    expect(bundle).toEqual({});
    expect(found.has('/repo/src/from-an-earlier-build.tsx')).toBe(false);

    const group = homeChunkGroup(found);
    expect(group.test('/repo/src/lib/i18n/dates.ts')).toBe(true);
    expect(group.test('/repo/src/features/payslips/list.tsx')).toBe(false);
    expect(group.test('/repo/src/main.tsx')).toBe(false);
  });

  it('the second fails the build when the first found nothing, rather than splitting as if there were no home page', () => {
    expect(() => homeChunkGroup(new Set()).test('/repo/src/main.tsx')).toThrow(/not found/);
  });
});
