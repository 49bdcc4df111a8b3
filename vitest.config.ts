import { defineConfig } from 'vitest/config';

// Two projects: the API (and scripts) in Node, the portal and shared domain rules in happy-dom.
// Playwright end-to-end tests live in tests/e2e and are run by `npm run test:e2e`, not by vitest.
export default defineConfig({
  test: {
    projects: [
      {
        // One copy of graphql: Vite would otherwise load its ESM build while graphql-yoga (external)
        // loads the CommonJS one, and yoga would mask our GraphQLErrors as unexpected.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // *.postgres.test.ts need a real PostgreSQL: they run in the PostgreSQL suite only.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'portal',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['./tests/setup-portal.ts'],
        },
      },
    ],
  },
});
