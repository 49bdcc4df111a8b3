import { defineConfig } from '@lingui/cli';

// Spec §1: four interface languages; English is the source and fills missing texts.
export default defineConfig({
  locales: ['fr', 'en', 'de', 'pt'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/node_modules/**', 'src/gql/**', '**/*.test.ts', '**/*.test.tsx', 'src/app/testing/**'] }],
  format: 'po',
});
