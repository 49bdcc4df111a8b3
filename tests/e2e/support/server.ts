import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_SERVER_ARGS } from '../../../scripts/build-server.mjs';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

// Settings of the developer's shell that would point the server elsewhere than its own fresh
// PGlite database, outbox and built-in identity provider.
const INHERITED_SETTINGS_TO_DROP = ['DATABASE_URL', 'SMTP_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'WEB_ORIGINS', 'NODE_ENV', 'SEED_DEMO'];
// Generous: on a loaded 2-core machine a fresh server (migrations, demo data, job queue) took 85 s.
export const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(child: ChildProcess, healthUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(healthUrl);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready at ${healthUrl} within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export interface ServerOptions {
  /** Settings on top of the test defaults (e.g. OIDC_ISSUER and OIDC_CLIENT_ID of a real provider). */
  env?: Record<string, string>;
}

/** Starts the real API + portal server on a free port with an empty data directory (demo data seeded). */
export async function startServer({ env: settings = {} }: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS_TO_DROP) delete env[name];
  // TRUST_PROXY: tests come from addresses of their own (client-address.ts), as behind a reverse proxy.
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1', DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', NOTIFY_BATCH_SECONDS: '1', NOTIFY_POLLING_SECONDS: '1' }, settings);

  // The built API, as `npm start` runs it (scripts/e2e.mjs builds it first).
  const child = spawn(process.execPath, BUILT_SERVER_ARGS, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Kept so a failing start or test can show what the server said; the tail is enough.
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });

  // If this process dies without stopping the server (a crash, Ctrl-C), take the server along.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(child, `http://127.0.0.1:${port}/healthz`, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}
