import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: the API (and scripts) in Node, the portal and shared domain rules in happy-dom.
// Playwright end-to-end tests live in tests/e2e and are run by `npm run test:e2e`, not by vitest.
// Also the language selector's: its refusal is a notification, and the notifications store is
// module state that other files of a shared worker leave notifications in.
const INDEXEDDB_TESTS = ['sw/**/*.test.ts', 'src/lib/idb-store.test.ts', 'src/lib/message-outbox/outbox-store.test.ts', 'src/lib/offline-documents/**/*.test.ts', 'src/lib/split-jobs/**/*.test.ts', 'src/features/hr-messages/message-list.test.tsx', 'src/lib/upload-queue/**/*.test.ts', 'src/features/uploads/**/*.test.{ts,tsx}', 'src/features/language/**/*.test.{ts,tsx}', 'src/features/sign-out/unsent-work-prompt.test.tsx'];

/** What only a connection straight to PostgreSQL has: .ci/run runs these directly. */
export const DIRECT_CONNECTION_TESTS = [
  'server/src/db/statement-names.postgres.test.ts', // named prepared statements (session mode)
  'server/src/db/pgbouncer.postgres.test.ts', // puts a PgBouncer of its own in front of PostgreSQL
  'server/src/auth/second-instance.postgres.test.ts', // LISTEN/NOTIFY between two instances (session mode)
];

/**
 * Files that never open a database: the build scripts' tests and the accounting reader's (pure reading of
 * files; OCR alone is ~35 s of Tesseract). The PostgreSQL runs of CI leave them out: they would run the very
 * same code a second and third time, with nothing of PostgreSQL in it (`npm test` runs them once).
 */
const DATABASE_FREE_TESTS = ['scripts/**/*.test.ts', 'server/src/accounting-reading/*.test.ts'];

const serverExclude = (): string[] => {
  if (!process.env.DATABASE_URL) return ['**/*.postgres.test.ts', '**/node_modules/**'];
  // Behind a transaction-mode pooler (CI's run through PgBouncer) the files about a direct connection wait
  // for the direct run (.ci/run).
  const direct = process.env.DATABASE_POOL_MODE === 'transaction' ? DIRECT_CONNECTION_TESTS : [];
  return [...direct, ...DATABASE_FREE_TESTS, '**/node_modules/**'];
};

export default defineConfig({
  test: {
    // Vitest leaves one core idle by default (cores - 1): on the 2-core machines that halves the speed.
    maxWorkers: availableParallelism(),
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
          exclude: serverExclude(),
          // The API's test files share one module graph per worker (no per-file re-import of the
          // server, ~1.5 s each): they keep no module state between files and mock nothing.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'portal',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: INDEXEDDB_TESTS,
          setupFiles: ['./tests/setup-portal.ts'],
          // Whole screens render in these tests: 5 s (the default) is short on a busy 2-core machine.
          testTimeout: 15_000,
          // One happy-dom and one module graph per worker, not per file (a third of the time
          // otherwise); the set-up file still runs per file and empties the storages.
          isolate: false,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          // The upload queue keeps its files in (fake) IndexedDB, whose databases and open
          // connections live in module state: these files get a fresh module graph each.
          name: 'portal-storage',
          environment: 'happy-dom',
          include: INDEXEDDB_TESTS,
          setupFiles: ['./tests/setup-portal.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
