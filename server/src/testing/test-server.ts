import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createHttpApp } from '../http-server';
import type { TestApp } from './test-app';

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
