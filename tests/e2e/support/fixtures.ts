import { test as base } from '@playwright/test';
import { type RunningServer, startServer } from './server';
import { signInByMagicLink } from './sign-in';

interface WorkerFixtures {
  server: RunningServer;
  dataDir: string;
}

interface TestFixtures {
  /** Signs `page` in by magic link as `email` against this worker's server. */
  signIn: (email: string) => Promise<void>;
}

/**
 * Each Playwright worker runs its own real server (fresh data directory, free port), so workers
 * never see each other's sign-ins or mails. `baseURL` points every page at it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  dataDir: [async ({ server }, use) => use(server.dataDir), { scope: 'worker' }],
  baseURL: async ({ server }, use) => use(server.baseURL),
  signIn: async ({ page, dataDir }, use) => use((email) => signInByMagicLink(page, dataDir, email)),
});

export { expect } from '@playwright/test';
