import { test as base, type Page } from '@playwright/test';
import { type PushEndpoint, startPushEndpoint } from '../../../server/src/testing/push-endpoint';
import { ownClientAddress } from './client-address';
import { recordCspViolations } from './csp';
import { expectNoSidewaysScroll } from './layout';
import { startGlewlwydForTests } from './glewlwyd';
import { READY_TIMEOUT_MS, type RunningServer, startServer } from './server';
import { renewWhenSignInLimitsNear } from './sign-in-budget';
import { signInByMagicLink } from './sign-in';
import { cookiesOf, SignedInUsers, signInPage } from './signed-in-users';

interface WorkerOptions {
  /**
   * The identity provider of the worker's server: its built-in development provider, or Debian's
   * Glewlwyd started for the worker (OIDC_ISSUER). A spec that sets it gets workers of its own.
   */
  identityProvider: 'built-in' | 'glewlwyd';
}

interface WorkerFixtures {
  /** This worker's real server and its signed-in users; both replaced when sign-in limits come near. */
  workerServer: { current: RunningServer; users: SignedInUsers; start: () => Promise<RunningServer> };
  /** Years no earlier test on this worker's server has used, for data the server keeps (uploads). */
  yearCounter: { past: number; future: number };
  /**
   * The worker's own push service (server/src/testing/push-endpoint.ts: HTTPS on 127.0.0.1,
   * certificate from a private CA), the only one the worker's server may post to and whose CA it
   * trusts. Every worker has one, so the push journeys share the workers of the others: as an
   * option of their own they had workers of their own, started last, after every other test.
   */
  pushEndpoint: PushEndpoint;
}

interface TestOptions {
  /** The demo user `page` starts signed in as (one sign-in per user and server); none by default. */
  user: string | undefined;
}

interface TestFixtures {
  /** The server this test talks to (the worker's: its own data directory and free port). */
  server: RunningServer;
  dataDir: string;
  /** Signs `page` in afresh by magic link as `email`: for tests of that journey and for tests that sign out. */
  signIn: (email: string) => Promise<void>;
  /** A page in a context of its own, signed in as `email` (a second person in the same test). */
  pageAs: (email: string, options?: { locale?: string }) => Promise<Page>;
  /**
   * A year no other test on this server has used, so uploads stay unique when tests repeat: in
   * 1900–1999, or with `future`, from 2100 on (newer than anything the demo data holds).
   */
  unusedYear: (options?: { future?: boolean }) => number;
  /** On phones, every test ends by checking that the page it left does not scroll sideways. */
  noSidewaysScrollOnPhones: void;
}

/**
 * Each Playwright worker runs its own real server, so workers never see each other's sign-ins,
 * mails or uploads. `baseURL` points every page at it.
 */
export const test = base.extend<TestOptions & TestFixtures, WorkerOptions & WorkerFixtures>({
  identityProvider: ['built-in', { scope: 'worker', option: true }],
  pushEndpoint: [
    async ({}, use) => {
      const endpoint = await startPushEndpoint();
      await use(endpoint);
      await endpoint.close();
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ browser, identityProvider, pushEndpoint }, use) => {
      const glewlwyd = identityProvider === 'glewlwyd' ? await startGlewlwydForTests() : null;
      // Node reads NODE_EXTRA_CA_CERTS at start: web-push's requests then trust the test's push service.
      const push = { PUSH_ENDPOINT_HOSTS: '127.0.0.1', NODE_EXTRA_CA_CERTS: pushEndpoint.ca.caFile };
      const start = async () => {
        if (!glewlwyd) return startServer({ env: push });
        const server = await startServer({ env: { ...push, OIDC_ISSUER: glewlwyd.issuer, OIDC_CLIENT_ID: glewlwyd.clientId } });
        await glewlwyd.registerPortal([server.baseURL]);
        return server;
      };
      try {
        const server = await start();
        const handle = { current: server, users: new SignedInUsers(browser, server), start };
        await use(handle);
        await handle.current.stop();
      } finally {
        await glewlwyd?.stop();
      }
    },
    // Longer than the server's own readiness wait, so a slow start ends in its clear error, not this fixture's timeout.
    { scope: 'worker', timeout: READY_TIMEOUT_MS + 60_000 },
  ],
  yearCounter: [async ({}, use) => use({ past: 1900, future: 2100 }), { scope: 'worker' }],
  server: [
    async ({ workerServer, browser }, use) => {
      const renewed = await renewWhenSignInLimitsNear(workerServer.current, workerServer.start);
      if (renewed !== workerServer.current) {
        workerServer.current = renewed;
        workerServer.users = new SignedInUsers(browser, renewed);
      }
      await use(workerServer.current);
    },
    { timeout: READY_TIMEOUT_MS + 30_000 },
  ],
  user: [undefined, { option: true }],
  storageState: async ({ user, workerServer, server }, use) => {
    // `server` first: a renewed server comes with a new set of signed-in users. The cookies here,
    // the local storage with the page (below).
    await use(user && server ? cookiesOf(await workerServer.users.stateOf(user)) : undefined);
  },
  page: async ({ page, user, workerServer, storageState }, use) => {
    // `storageState` first: it asked for the user's state of the current server.
    if (user && storageState) await signInPage(page, await workerServer.users.stateOf(user));
    await use(page);
  },
  // Every page of the test's own context records CSP violations (checked with each axe run), and
  // the context comes from an address of its own (client-address.ts).
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders(ownClientAddress());
    await recordCspViolations(context);
    await use(context);
  },
  dataDir: async ({ server }, use) => use(server.dataDir),
  baseURL: async ({ server }, use) => use(server.baseURL),
  signIn: async ({ page, dataDir }, use) => use((email) => signInByMagicLink(page, dataDir, email)),
  pageAs: async ({ browser, server, workerServer, locale, viewport, isMobile, hasTouch, serviceWorkers }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (email, options = {}) => {
      const state = await workerServer.users.stateOf(email);
      const context = await browser.newContext({ baseURL: server.baseURL, storageState: cookiesOf(state), locale: options.locale ?? locale, viewport, isMobile, hasTouch, serviceWorkers, extraHTTPHeaders: ownClientAddress() });
      await recordCspViolations(context);
      contexts.push(context);
      const page = await context.newPage();
      await signInPage(page, state);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  unusedYear: async ({ yearCounter }, use) => {
    await use(({ future = false } = {}) => {
      if (future) return yearCounter.future++;
      if (yearCounter.past > 1999) throw new Error('This worker used every year of 1900–1999: start a fresh server');
      return yearCounter.past++;
    });
  },
  noSidewaysScrollOnPhones: [
    async ({ page, isMobile, server }, use) => {
      await use();
      if (!isMobile || page.isClosed() || !page.url().startsWith(server.baseURL)) return;
      await expectNoSidewaysScroll(page);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
