import { connect, type Socket } from 'node:net';

// clamd's own protocol (clamd(8)): a command prefixed with `z` and ended by a NUL byte; INSTREAM
// then takes the bytes as chunks, each prefixed by its length (4 bytes, network order), ended by a
// chunk of length zero; the answer is one NUL-ended line. No client library: this file is the one
// place that speaks it (house rule 4).

/** Where clamd listens (CLAMD_URL): `tcp://host:port` or `unix:///path/to/socket`. */
export type ClamdAddress = { host: string; port: number } | { path: string };

export interface ClamdConfig {
  address: ClamdAddress;
  /** CLAMD_TIMEOUT_MS: the longest one scan (connect, send, verdict) may take before it counts as failed. */
  timeoutMs: number;
}

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** clamd could not give a verdict: down, too slow, over its size limit, or an answer we do not know. */
export class ScannerUnavailable extends Error {
  override name = 'ScannerUnavailable';
}

export interface MalwareScanner {
  /** The verdict on these bytes; throws ScannerUnavailable when there is none. */
  scan(file: Blob): Promise<ScanVerdict>;
  /** Whether clamd answers PING now (for /healthz), within a short wait. */
  ping(): Promise<boolean>;
}

/** The configured scanner, or null without CLAMD_URL (uploads are not scanned). */
export function parseClamdConfig(url: string | undefined, timeoutMs: number): ClamdConfig | null {
  if (!url) return null;
  if (timeoutMs <= 0) throw new Error(`CLAMD_TIMEOUT_MS must be positive, got ${timeoutMs}`);
  return { address: parseClamdUrl(url), timeoutMs };
}

export function parseClamdUrl(raw: string): ClamdAddress {
  const invalid = () => new Error(`CLAMD_URL must be tcp://host:port or unix:///path/to/socket, got "${raw}"`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid();
  }
  if (url.protocol === 'tcp:' && url.hostname && url.port && (url.pathname === '' || url.pathname === '/')) {
    return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(url.port) };
  }
  if (url.protocol === 'unix:' && !url.host && url.pathname.length > 1) return { path: decodeURIComponent(url.pathname) };
  throw invalid();
}

export const describeClamdAddress = (address: ClamdAddress) => ('path' in address ? `unix://${address.path}` : `tcp://${address.host}:${address.port}`);

/**
 * A chunk size below any sensible StreamMaxLength (clamd's default is 25 MiB): clamd refuses a
 * chunk larger than its limit even when the whole stream would fit.
 */
const CHUNK_BYTES = 64 * 1024;
/** /healthz must answer a load balancer quickly even when clamd hangs. */
const PING_TIMEOUT_MS = 2000;

export function createClamdScanner({ address, timeoutMs }: ClamdConfig): MalwareScanner {
  return {
    async scan(file) {
      return verdictOf(await exchange(address, timeoutMs, 'INSTREAM', file));
    },
    async ping() {
      try {
        return (await exchange(address, Math.min(timeoutMs, PING_TIMEOUT_MS), 'PING')) === 'PONG';
      } catch (error) {
        if (error instanceof ScannerUnavailable) return false;
        throw error;
      }
    },
  };
}

/** Only the exact `stream: OK` passes; a size-limit error, any other error or garbage is no verdict. */
export function verdictOf(reply: string): ScanVerdict {
  if (reply === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new ScannerUnavailable(`clamd answered ${JSON.stringify(reply.slice(0, 200))}`);
}

/** Sends one command (and the file's bytes, for INSTREAM) on a connection of its own; resolves with the answer line. */
function exchange(address: ClamdAddress, timeoutMs: number, command: string, file?: Blob): Promise<string> {
  const where = describeClamdAddress(address);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(address);
    const received: Buffer[] = [];
    const progress = { sentBytes: 0 };
    let settled = false;
    const finish = (error: Error | null, reply = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(reply);
    };
    const completeReply = () => {
      const all = Buffer.concat(received);
      const end = all.indexOf(0);
      return end < 0 ? null : all.subarray(0, end).toString('utf8');
    };
    const timer = setTimeout(() => finish(new ScannerUnavailable(`clamd at ${where} gave no answer within ${timeoutMs} ms`)), timeoutMs);

    socket.on('data', (data: Buffer) => {
      received.push(data);
      const reply = completeReply();
      if (reply !== null) finish(null, reply);
    });
    // clamd answers a size-limit error and closes while the rest is still being sent: the answer, when
    // complete, says more than the broken pipe.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const reply = completeReply();
      if (reply !== null) finish(null, reply);
      // The answer is lost when the write fails first: say what is the likely cause.
      else if (progress.sentBytes > 0 && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        finish(new ScannerUnavailable(`clamd at ${where} closed the connection after ${progress.sentBytes} bytes: above its StreamMaxLength? (${error.message})`));
      } else finish(new ScannerUnavailable(`clamd at ${where}: ${error.message}`));
    });
    socket.on('close', () => finish(new ScannerUnavailable(`clamd at ${where} closed the connection without an answer`)));
    socket.once('connect', () => {
      send(socket, command, file, progress).catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
    });
  });
}

async function send(socket: Socket, command: string, file: Blob | undefined, progress: { sentBytes: number }): Promise<void> {
  await write(socket, Buffer.from(`z${command}\0`));
  if (!file) return;
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let offset = 0; offset < value.byteLength; offset += CHUNK_BYTES) {
        if (socket.destroyed) return;
        const part = value.subarray(offset, offset + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(part.byteLength);
        await write(socket, length);
        await write(socket, part);
        progress.sentBytes += part.byteLength;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  await write(socket, Buffer.alloc(4));
}

/** Resolves once the socket takes more (or has closed: the answer or the error says what happened). */
function write(socket: Socket, bytes: Uint8Array): Promise<void> {
  if (socket.destroyed || socket.write(bytes)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });
}
