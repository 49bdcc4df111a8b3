import { test as base } from '@playwright/test';
import { type RunningServer, startServer } from './server';
import { renewWhenSignInLimitsNear } from './sign-in-budget';
import { signInByMagicLink } from './sign-in';

interface WorkerFixtures {
  /** This worker's real server; replaced by a fresh one when its sign-in rate limits come near. */
  workerServer: { current: RunningServer };
}

interface TestFixtures {
  /** The server this test talks to (the worker's, fresh data directory, free port). */
  server: RunningServer;
  dataDir: string;
  /** Signs `page` in by magic link as `email` against this test's server. */
  signIn: (email: string) => Promise<void>;
}

/**
 * Each Playwright worker runs its own real server, so workers never see each other's sign-ins or
 * mails. `baseURL` points every page at it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerServer: [
    async ({}, use) => {
      const handle = { current: await startServer() };
      await use(handle);
      await handle.current.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  server: [
    async ({ workerServer }, use) => {
      workerServer.current = await renewWhenSignInLimitsNear(workerServer.current, startServer);
      await use(workerServer.current);
    },
    { timeout: 120_000 },
  ],
  dataDir: async ({ server }, use) => use(server.dataDir),
  baseURL: async ({ server }, use) => use(server.baseURL),
  signIn: async ({ page, dataDir }, use) => use((email) => signInByMagicLink(page, dataDir, email)),
});

export { expect } from '@playwright/test';
