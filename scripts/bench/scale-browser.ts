import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { readOutbox } from '../../server/src/mail/outbox';
import { launchChromium } from './chromium';
import { createDatabase, dropDatabase } from './raw-sql';
import { freePort, runToEnd, startServer, type ServerProcess } from './server-process';
import { waitForMagicLink } from './sign-in';

// The browser benchmarks' common ground: the 15,000-employee dataset on a scratch PostgreSQL
// database, the real server (serving the built portal: run `npm run build` first), Debian's
// Chromium, and everything removed again afterwards.

export interface ScaleBench {
  browser: Browser;
  server: ServerProcess;
  dataDir: string;
}

export async function withScaleServer(name: string, run: (bench: ScaleBench) => Promise<void>): Promise<void> {
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  const logFile = path.join(dataDir, 'run.log');
  const dbName = `bench_${name}_${process.pid}`;
  let server: ServerProcess | null = null;
  const databaseUrl = await createDatabase(postgresUrl, dbName);
  const browser = await launchChromium();
  try {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl };
    console.log('seeding the 15,000-employee dataset on PostgreSQL…');
    await runToEnd(['--import', 'tsx', 'scripts/seed.ts', '--scale'], env, logFile);
    server = await startServer(env, port, logFile);
    await run({ browser, server, dataDir });
  } finally {
    await browser.close();
    await server?.stop();
    await dropDatabase(postgresUrl, dbName).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Signs `page` in as `email` by magic link, as a person would, and waits for the dashboard. */
export async function signInInBrowser(page: Page, { dataDir, server }: ScaleBench, email: string): Promise<void> {
  const outbox = path.join(dataDir, 'outbox');
  const before = (await readOutbox(outbox)).filter((m) => m.to.includes(email)).length;
  await page.request.post(`${server.baseUrl}/api/graphql`, {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: 'mutation($email: String!) { sendUserMagicAuthLink(email: $email) }', variables: { email } },
  });
  const link = await waitForMagicLink(outbox, email, before);
  await page.goto(`${server.baseUrl}/signin/${encodeURIComponent(link.email)}/${encodeURIComponent(link.token)}`);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
}
