import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { pdfFile } from '../testing/multipart';
import { createClamdScanner, parseClamdConfig, parseClamdUrl, ScannerUnavailable, verdictOf, type ClamdAddress } from './clamd';
import { CUSTOM_MARKER, eicarBytes, freePort, SIGNATURES, startTestClamd, type TestClamd } from './clamd-for-tests';
import { createLocalFileStorage } from './local-file-storage';
import { scanningFileStorage } from './scanning-file-storage';

// The client against Debian's real clamd (clamd-for-tests.ts). The one stand-in: small TCP servers
// below that never answer, or answer what clamd never would, for the slow and garbage cases.

const STREAM_MAX = 256 * 1024;
let clamd: TestClamd;

beforeAll(async () => {
  clamd = await startTestClamd({ streamMaxLength: '256K' });
}, 90_000);
afterAll(() => clamd?.stop());

const scannerAt = (address: ClamdAddress, timeoutMs = 5000) => createClamdScanner({ address, timeoutMs });
const pdfWith = (inside: Uint8Array<ArrayBuffer>) => new Blob([pdfFile('a salary slip'), inside, pdfFile('more')]);
const unavailable = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(ScannerUnavailable);

/** A TCP server that accepts connections and answers each with `answer` (or never, when null). */
async function fakeClamd(answer: ((socket: Socket) => void) | null): Promise<{ address: ClamdAddress; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.resume();
    answer?.(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    address: { host: '127.0.0.1', port },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('CLAMD_URL', () => {
  it('takes tcp://host:port and unix:///path, and nothing else', () => {
    expect(parseClamdUrl('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamdUrl('tcp://[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(parseClamdUrl('unix:///run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    for (const wrong of ['127.0.0.1:3310', 'tcp://clamd', 'http://clamd:3310', 'unix://run/clamd.ctl', 'tcp://clamd:3310/x']) {
      expect(() => parseClamdUrl(wrong), wrong).toThrow(/CLAMD_URL must be tcp:\/\/host:port or unix:\/\/\/path/);
    }
    expect(parseClamdConfig(undefined, 30_000)).toBeNull();
    expect(parseClamdConfig('', 30_000)).toBeNull();
    expect(() => parseClamdConfig('tcp://clamd:3310', 0)).toThrow(/CLAMD_TIMEOUT_MS/);
  });

  it('counts only the exact "stream: OK" as clean', () => {
    expect(verdictOf('stream: OK')).toEqual({ clean: true });
    expect(verdictOf('stream: Win.Test.EICAR_HDB-1 FOUND')).toEqual({ clean: false, signature: 'Win.Test.EICAR_HDB-1' });
    for (const reply of ['stream: OK ', 'OK', 'stream: ok', 'INSTREAM size limit exceeded. ERROR', 'stream: FOUND', 'PONG', '']) {
      expect(() => verdictOf(reply), reply).toThrow(ScannerUnavailable);
    }
  });
});

describe('the real clamd', () => {
  it('starts within a few seconds and answers PING on its socket and its TCP port', async () => {
    expect(clamd.startupSeconds).toBeLessThan(30);
    expect(await scannerAt(clamd.unix).ping()).toBe(true);
    expect(await scannerAt(clamd.tcp).ping()).toBe(true);
  });

  it('finds a clean PDF clean', async () => {
    expect(await scannerAt(clamd.tcp).scan(new Blob([pdfFile('nothing to see')]))).toEqual({ clean: true });
    expect(await scannerAt(clamd.unix).scan(pdfWith(new Uint8Array(100_000).fill(0x20)))).toEqual({ clean: true });
  });

  it('finds the EICAR test file, and the EICAR string and our own pattern inside a PDF', async () => {
    const eicar = await scannerAt(clamd.unix).scan(new Blob([eicarBytes()]));
    expect(eicar).toMatchObject({ clean: false, signature: expect.stringMatching(/^Portal\.Test\.Eicar\./) });
    expect(await scannerAt(clamd.tcp).scan(pdfWith(eicarBytes()))).toEqual({ clean: false, signature: `${SIGNATURES.eicarPattern}.UNOFFICIAL` });
    expect(await scannerAt(clamd.tcp).scan(pdfWith(new TextEncoder().encode(CUSTOM_MARKER)))).toEqual({ clean: false, signature: `${SIGNATURES.marker}.UNOFFICIAL` });
  });

  it('finds a pattern that straddles two of the chunks it is sent in', async () => {
    const bytes = new Uint8Array(STREAM_MAX - 1024).fill(0x41);
    bytes.set(new TextEncoder().encode(CUSTOM_MARKER), 64 * 1024 - 10);
    expect(await scannerAt(clamd.unix).scan(new Blob([bytes]))).toMatchObject({ clean: false, signature: `${SIGNATURES.marker}.UNOFFICIAL` });
  });

  it('gives no verdict on a file above its StreamMaxLength', async () => {
    // clamd answers its size-limit error and closes; a write that fails first loses that answer.
    await expect(scannerAt(clamd.unix).scan(new Blob([new Uint8Array(STREAM_MAX + 1)]))).rejects.toThrow(/size limit exceeded|StreamMaxLength/);
    await expect(scannerAt(clamd.tcp).scan(new Blob([new Uint8Array(STREAM_MAX * 4)]))).rejects.toBeInstanceOf(ScannerUnavailable);
  });
});

describe('no verdict', () => {
  it('when nothing listens', async () => {
    const closedPort: ClamdAddress = { host: '127.0.0.1', port: await freePort() };
    await unavailable(scannerAt(closedPort).scan(new Blob([pdfFile()])));
    expect(await scannerAt(closedPort).ping()).toBe(false);
    await unavailable(scannerAt({ path: path.join(os.tmpdir(), 'no-such-clamd.sock') }).scan(new Blob([pdfFile()])));
  });

  it('when it never answers (a stand-in: a server that reads and stays silent), after CLAMD_TIMEOUT_MS', async () => {
    const silent = await fakeClamd(null);
    try {
      const started = performance.now();
      await expect(scannerAt(silent.address, 300).scan(new Blob([pdfFile()]))).rejects.toThrow(/no answer within 300 ms/);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(await scannerAt(silent.address, 300).ping()).toBe(false);
    } finally {
      await silent.close();
    }
  });

  it('when the answer is not one clamd gives, or is cut off', async () => {
    const garbage = await fakeClamd((socket) => socket.end('200 OK\0'));
    const cutOff = await fakeClamd((socket) => socket.end('stream: OK'));
    try {
      await unavailable(scannerAt(garbage.address).scan(new Blob([pdfFile()])));
      await unavailable(scannerAt(cutOff.address).scan(new Blob([pdfFile()])));
    } finally {
      await garbage.close();
      await cutOff.close();
    }
  });
});

describe('the scanning storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-scan-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // No file here is infected: nothing is audited (scanning-uploads.test.ts has the audited refusals).
  const noAudit = {
    insert: () => {
      throw new Error('nothing should be audited here');
    },
  };
  const storageWith = (address: ClamdAddress, timeoutMs = 5000) =>
    scanningFileStorage(createLocalFileStorage(dir), scannerAt(address, timeoutMs), { db: noAudit, log: createLogger('silent') });
  const files = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const options = { accept: ['pdf'] as const, maxBytes: 1024 * 1024 };

  async function refusedAsRetryable(save: Promise<unknown>) {
    const error = await save.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'SCANNER_UNAVAILABLE' });
    expect(await files()).toEqual([]);
  }

  it('stores a clean file', async () => {
    const stored = await storageWith(clamd.tcp).save(new File([pdfFile('clean')], 'clean.pdf'), options);
    expect(stored.filename).toBe('clean.pdf');
    const storage = createLocalFileStorage(dir);
    await storage.remove(stored.key);
  });

  it('stores nothing when clamd gives no verdict: too slow, down, or over its size limit', async () => {
    const silent = await fakeClamd(null);
    try {
      await refusedAsRetryable(storageWith(silent.address, 300).save(new File([pdfFile()], 'slow.pdf'), options));
    } finally {
      await silent.close();
    }
    await refusedAsRetryable(storageWith({ host: '127.0.0.1', port: await freePort() }).save(new File([pdfFile()], 'down.pdf'), options));
    await refusedAsRetryable(storageWith(clamd.unix).save(new File([pdfWith(new Uint8Array(STREAM_MAX))], 'big.pdf'), options));
  });

  it('leaves the refusals it makes anyway to the storage: too large, empty', async () => {
    const down = storageWith({ host: '127.0.0.1', port: await freePort() });
    await expect(down.save(new File([new Uint8Array(options.maxBytes + 1)], 'huge.pdf'), options)).rejects.toThrow(/larger than the 1 MiB limit/);
    await expect(down.save(new File([], 'empty.pdf'), options)).rejects.toThrow(/File is empty/);
  });
});
