import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { createHttpApp } from '../http-server';
import { createTestApp, type TestApp } from './test-app';

/** The real one-origin HTTP server on a free loopback port, over a test app's database and storage. */
export async function listenTestServer(app: TestApp): Promise<{ base: string; stop(): Promise<void> }> {
  const { server, close } = await createHttpApp(app.services, { webRoot: path.join(app.dataDir, 'no-portal-build') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }).then(close),
  };
}

export type ServedTestApp = {
  readonly app: TestApp;
  /** The server's origin, `http://127.0.0.1:<port>`. */
  readonly base: string;
};

/**
 * For a test file that goes through the real HTTP server: a test app (`overrides` to its config) and
 * the server in front of it, started before the file's tests and stopped after them. Call it at the
 * top level of the file; `app` and `base` are there from the first test on.
 */
export function servedTestApp(overrides: Partial<Config> = {}): ServedTestApp {
  let app: TestApp | null = null;
  let served: { base: string; stop(): Promise<void> } | null = null;
  beforeAll(async () => {
    app = await createTestApp(overrides);
    served = await listenTestServer(app);
  });
  afterAll(async () => {
    await served?.stop();
    await app?.close();
  });
  const started = <T>(value: T | null): T => {
    if (value === null) throw new Error('servedTestApp: used outside a test (its beforeAll has not run)');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get base() {
      return started(served).base;
    },
  };
}
