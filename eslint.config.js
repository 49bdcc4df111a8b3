import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: routes → features → shared (components, lib, domain, hooks). The domain
// rules are plain TypeScript shared with the API; the API never reaches into the portal otherwise.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Features never import each other: what two features share belongs in components, lib or domain.
const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const featureIsolation = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: restrict([
    { group: ['@/routes/*', '**/routes/*'], message: 'Features must not import routes.' },
    {
      group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '../*', '!../*.*'],
      message: 'Features must not import each other: move what they share to components, lib or domain.',
    },
  ]),
}));

export default tseslint.config(
  { ignores: ['dist/**', 'server/dist/**', 'node_modules/**', 'src/gql/**', 'src/routeTree.gen.ts', 'server/src/schema/resolvers.gen.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // CommonJS files (the import resolver ESLint requires) can only load modules with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures declare their (absent) dependencies as `{}`.
  { files: ['tests/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  {
    files: ['src/domain/**'],
    rules: restrict([
      { group: ['react', 'react-dom', 'react/*', '@mantine/*', '@tanstack/*', 'node:*', 'fs', 'path', 'crypto', 'dayjs'], message: 'src/domain is plain TypeScript shared with the API.' },
      { group: ['@/*', '../*'], message: 'src/domain imports nothing outside itself.' },
    ]),
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/hooks/**'],
    rules: restrict([{ group: ['@/features/*', '@/routes/*', '**/features/*', '**/routes/*'], message: 'Shared code must not import features or routes.' }]),
  },
  ...featureIsolation,
  // No import cycles anywhere in the portal: a cycle is a layer that leaks.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our TypeScript is followed; stylesheets and packages are not modules the rule reads.
      'import/extensions': ['.ts', '.tsx'],
      'import/resolver': { [fileURLToPath(new URL('./eslint-alias-resolver.cjs', import.meta.url))]: {} },
    },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    files: ['server/**'],
    rules: restrict([{ group: ['**/src/features/*', '**/src/lib/*', '**/src/components/*', '**/src/routes/*', '@/*'], message: 'The API may import only src/domain from the portal.' }]),
  },
);
