import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILT_SERVER_ARGS, buildServer } from '../build-server.mjs';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/** Resident memory of a process from /proc, in MiB: now (VmRSS) and the peak so far (VmHWM). */
export async function readMemory(pid: number): Promise<{ rssMiB: number; peakMiB: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMiB: kb('VmRSS') / 1024, peakMiB: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(2000, () => req.destroy());
  });
}

/** Runs a command to completion with its output appended to `logFile`; rejects on a non-zero exit. */
export function runToEnd(args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}; see ${logFile}`))));
  });
}

/**
 * The API on its own for a browser benchmark at `publicUrl`: PGlite in `dataDir`, mail to its
 * outbox, no OIDC, whatever the shell that runs the benchmark has set.
 */
export function localServerEnv(port: number, dataDir: string, publicUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: publicUrl, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'WEB_ORIGINS', 'NODE_ENV']) delete env[name];
  return env;
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Highest VmRSS seen by the sampler since the last reset, in MiB. */
  sampledPeakMiB(): number;
  resetSampledPeak(): void;
  stop(): Promise<void>;
}

let built: Promise<void> | undefined;

/**
 * Starts the API (or bench:api's floor server, `floor`), with `nodeOptions` given to Node, and waits until /healthz answers 200. The benchmarks measure what `npm start` runs,
 * the bundle (built once per process); tests run the sources through tsx, so that they need no build
 * and test files running side by side never rebuild the bundle under each other's servers.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  logFile: string,
  { program = 'built', timeoutMs = 90_000, nodeOptions = [] }: { program?: 'built' | 'sources' | 'floor'; timeoutMs?: number; nodeOptions?: readonly string[] } = {},
): Promise<ServerProcess> {
  // BENCH_SERVER_OUT_DIR: a bundle of the benchmark's own (e.g. tmp/bench-server), so that a benchmark
  // never rebuilds server/dist under an e2e run using it on a shared machine (then it needs no e2e lock).
  const outDir = process.env.BENCH_SERVER_OUT_DIR;
  if (program === 'built') await (built ??= buildServer(outDir));
  // BENCH_CPU_PROF_DIR=dir writes a V8 CPU profile of each server process there when it stops (open it in
  // Chrome's DevTools or speedscope); Node refuses --cpu-prof in NODE_OPTIONS.
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const args = [...profile, ...nodeOptions, ...(program === 'built' ? (outDir ? [`${outDir}/main.js`] : BUILT_SERVER_ARGS) : ['--import', 'tsx', program === 'floor' ? 'scripts/bench/floor-server.ts' : 'server/src/main.ts'])];
  const log = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );
  const pid = child.pid!;
  let peak = 0;
  const sampler = setInterval(() => {
    void readMemory(pid).then((m) => {
      if (m && m.rssMiB > peak) peak = m.rssMiB;
    });
  }, 50);
  const stop = async () => {
    clearInterval(sampler);
    if (exited !== null) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exit;
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while ((await get(`${baseUrl}/healthz`)) !== 200) {
    if (exited !== null || Date.now() > deadline) {
      await stop();
      throw new Error(exited !== null ? `The server exited with ${exited} before it was ready; see ${logFile}` : `The server was not ready after ${timeoutMs} ms; see ${logFile}`);
    }
    await sleep(200);
  }
  return { pid, baseUrl, sampledPeakMiB: () => Math.round(peak * 10) / 10, resetSampledPeak: () => void (peak = 0), stop };
}
