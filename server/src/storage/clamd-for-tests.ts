import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClamdScanner, type ClamdAddress } from './clamd';

// Debian's real clamd (apt-get install -y clamav-daemon; .ci/run installs it) with a signature
// database the tests build here: no freshclam, no network.

/**
 * The EICAR test file, the string every anti-virus detects by agreement. Assembled at run time so
 * the whole string is never in the repository, where scanners would flag the sources themselves.
 */
export function eicarBytes(): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS', '-TEST-FILE!$H+H*'].join(''));
}

/** A pattern of our own, found anywhere in a file (an .ndb body signature). */
export const CUSTOM_MARKER = 'portal-test-malware-marker-7f3a';
export const SIGNATURES = { eicarFile: 'Portal.Test.Eicar.File', eicarPattern: 'Portal.Test.Eicar.Pattern', marker: 'Portal.Test.Marker' } as const;

export interface TestClamd {
  unix: ClamdAddress;
  tcp: ClamdAddress;
  /** Seconds from spawn until it answered PING. */
  startupSeconds: number;
  stop(): Promise<void>;
}

function clamdBinary(): string {
  for (const candidate of ['/usr/sbin/clamd', '/usr/bin/clamd']) if (spawnSync(candidate, ['--version']).status === 0) return candidate;
  throw new Error('clamd is not installed: these tests run the real ClamAV daemon. Install it (Debian: apt-get install -y clamav-daemon; .ci/run does when it is missing).');
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A signature database: the EICAR file by its hash (.hdb), the EICAR string and our marker anywhere in a file (.ndb). */
async function writeSignatures(dir: string): Promise<void> {
  const eicar = eicarBytes();
  const md5 = createHash('md5').update(eicar).digest('hex');
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
  await writeFile(path.join(dir, 'portal-test.hdb'), `${md5}:${eicar.byteLength}:${SIGNATURES.eicarFile}\n`);
  await writeFile(
    path.join(dir, 'portal-test.ndb'),
    `${SIGNATURES.eicarPattern}:0:*:${hex(eicar)}\n${SIGNATURES.marker}:0:*:${hex(new TextEncoder().encode(CUSTOM_MARKER))}\n`,
  );
}

/**
 * Starts clamd in the foreground on a Unix socket and a TCP port of its own, and waits (bounded)
 * until it answers PING. `streamMaxLength` is clamd's own syntax (e.g. `256K`).
 */
export async function startTestClamd({ streamMaxLength, timeoutMs = 60_000 }: { streamMaxLength: string; timeoutMs?: number }): Promise<TestClamd> {
  const binary = clamdBinary();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-clamd-'));
  const databaseDir = path.join(dir, 'db');
  await mkdir(databaseDir);
  await writeSignatures(databaseDir);
  const socketPath = path.join(dir, 'clamd.sock');
  const port = await freePort();
  const logFile = path.join(dir, 'clamd.log');
  const config = [
    'Foreground yes',
    `DatabaseDirectory ${databaseDir}`,
    `LocalSocket ${socketPath}`,
    'TCPAddr 127.0.0.1',
    `TCPSocket ${port}`,
    `StreamMaxLength ${streamMaxLength}`,
    `LogFile ${logFile}`,
    'MaxThreads 4',
  ].join('\n');
  await writeFile(path.join(dir, 'clamd.conf'), `${config}\n`);

  const started = performance.now();
  const child: ChildProcess = spawn(binary, ['-c', path.join(dir, 'clamd.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      const gone = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!gone) child.kill('SIGKILL');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };

  const unix: ClamdAddress = { path: socketPath };
  const scanner = createClamdScanner({ address: unix, timeoutMs: 1000 });
  const deadline = performance.now() + timeoutMs;
  while (!(await scanner.ping())) {
    if (!running || performance.now() > deadline) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      await stop();
      throw new Error(`clamd did not answer PING ${running ? `within ${timeoutMs} ms` : 'and exited'}:\n${stderr}\n${log}`);
    }
    await sleep(100);
  }
  return { unix, tcp: { host: '127.0.0.1', port }, startupSeconds: (performance.now() - started) / 1000, stop };
}
