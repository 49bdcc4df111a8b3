import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Spec §1: four interface languages; English is the source and fills missing texts.
// Origins keep the file but not the line number: a line number changes with every edit above the
// message, and work on separate screens would then conflict in all four catalogs.
export default defineConfig({
  locales: ['fr', 'en', 'de', 'pt'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/node_modules/**', 'src/gql/**', '**/*.test.ts', '**/*.test.tsx', 'src/app/testing/**'] }],
  format: formatter({ lineNumbers: false }),
});
