import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, readMemory, startServer } from './server-process';

/** How long the server is left alone after it answers before its memory is read. */
const SETTLE_MS = 5_000;

/**
 * `npm start` on an empty DATA_DIR (PGlite, demo data seeded at start): seconds until it answers,
 * and its resident memory once idle.
 */
export async function measureFreshStart(logFile: string): Promise<{ startSeconds: number; idleMiB: number }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-fresh-start-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const server = await startServer(env, port, logFile);
  try {
    const startSeconds = Math.round(performance.now() - started) / 1000;
    await sleep(SETTLE_MS);
    const memory = await readMemory(server.pid);
    if (!memory) throw new Error('could not read the server’s memory');
    return { startSeconds, idleMiB: Math.round(memory.rssMiB * 10) / 10 };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
