import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { createPartLease } from '../storage/part-leases';
import { byteTally } from '../storage/receive-upload';
import { SpooledFile } from '../storage/spooled-file';
import { newStorageKey } from '../storage/storage-key';

export interface MultipartLimits {
  /** Bytes of one file. */
  fileSize: number;
  /** File parts of one request. */
  files: number;
  /** Bytes of one field (operations, map). */
  fieldSize: number;
  /** Fields of one request. */
  fields: number;
}

/**
 * GraphQL multipart requests (operations, map, then the files) parsed as they arrive: each file part
 * is written to a file of its own and reaches the resolvers as a File read from that file, so no
 * upload is ever held in memory. Yoga's own parser (the fetch ponyfill's formData) kept every file
 * of a request in memory until the request ended: 8 uploads of 20 MiB at once were 160 MiB.
 *
 * The files go to `dir` as `<key>.part`: the local storage's own folder and name for uploads in
 * progress, so it links an accepted file into place without writing it again (local-file-storage.ts),
 * and the startup sweep removes what a crash leaves behind (startup-sweep-disk.ts). They are removed
 * once the answer is ready, or at once when the request is refused.
 */
export function multipartSpoolPlugin(dir: string, limits: MultipartLimits): Plugin {
  // Made at start: the first upload must not add a folder (bad-input.test.ts: a refused request changes nothing).
  mkdirSync(dir, { recursive: true });
  // The parts requests still hold, named for the sweeps (part-leases.ts), so none is taken for a crash's leftover.
  const lease = createPartLease(dir);
  const spooledBy = new WeakMap<Request, { spooled: string[]; release: () => void }>();
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method !== 'POST' || !request.headers.get('content-type')?.startsWith('multipart/form-data')) return;
      // Kept by the request the answer will name: the parser is handed another Request object.
      const spooled: string[] = [];
      const release = lease.hold(spooled);
      spooledBy.set(request, { spooled, release });
      setRequestParser(async (req) => {
        try {
          return await parseMultipart(req, dir, limits, spooled);
        } catch (error) {
          release();
          await removeAll(spooled);
          throw error;
        }
      });
    },
    async onResponse({ request }) {
      const held = spooledBy.get(request);
      held?.release();
      if (held) await removeAll(held.spooled);
    },
  };
}

async function removeAll(files: string[]): Promise<void> {
  await Promise.all(files.splice(0).map((file) => rm(file, { force: true })));
}

// Refusals with the messages and statuses of yoga's own parser (post-multipart.js). Anything else
// thrown (the disk failing) is a fault of the server's: yoga masks it as a 500 and logs it.
const malformed = (reason: string) =>
  createGraphQLError(`POST body sent invalid multipart data: ${reason}`, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
const tooLarge = (limit: number) =>
  createGraphQLError(`File size limit exceeded: ${limit} bytes`, { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });

async function parseMultipart(request: Request, dir: string, limits: MultipartLimits, spooled: string[]): Promise<GraphQLParams | GraphQLParams[]> {
  const fields = new Map<string, string>();
  const files = new Map<string, File>();
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];
  const busboy = new Busboy({ headers: { 'content-type': request.headers.get('content-type') ?? '' }, limits });
  let failure: Error | null = null;
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    // Stops the parser and every file being written; their promises then settle. With an error:
    // busboy's file streams do not emit 'close' when destroyed without one, and a pipeline waits for it.
    for (const stream of fileStreams) stream.destroy(error);
    busboy.destroy();
  };

  busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) fail(malformed(`Field value size exceeded: ${limits.fieldSize} bytes`));
    else fields.set(name, value);
  });
  busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
    const file = path.join(dir, `${newStorageKey()}.part`);
    spooled.push(file);
    fileStreams.push(stream);
    stream.on('limit', () => fail(tooLarge(limits.fileSize)));
    const out = createWriteStream(file, { flags: 'wx' });
    // A write stream destroyed while its file is still being opened creates the file afterwards:
    // only once it has closed can a refused request's files be removed for good.
    const closed = new Promise<void>((resolve) => out.once('close', resolve));
    const received = tallying();
    // Never rejects: a failure goes through fail(), and the parser waits for every write to end.
    const written = async () => {
      try {
        await pipeline(stream, received.transform, out);
        if (!failure) files.set(name, await SpooledFile.open(file, filename ?? '', mimeType, received.result()));
      } catch (error) {
        // After fail() the streams were destroyed on purpose; before it, the disk failed.
        if (!failure) fail(new Error(`An upload could not be written: ${String(error)}`));
      }
      await closed;
    };
    writes.push(written());
  });
  busboy.on('filesLimit', () => fail(malformed(`Files limit exceeded: ${limits.files}`)));
  busboy.on('fieldsLimit', () => fail(malformed(`Fields limit exceeded: ${limits.fields}`)));
  busboy.on('partsLimit', () => fail(malformed('Parts limit exceeded')));
  busboy.on('error', (error: Error) => fail(malformed(error.message)));
  // Once the parser has read the last part, or stopped (an error, or fail()).
  const finished = new Promise<void>((resolve) => {
    busboy.on('finish', resolve);
    busboy.on('close', resolve);
  });

  // The body goes through the parser as it arrives, at the pace the files are written.
  try {
    for await (const chunk of request.body ?? []) {
      if (failure) break;
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (!busboy.write(bytes)) await drained(busboy);
    }
    if (!failure) busboy.end();
    await finished;
  } catch (error) {
    // The client went away, or its body could not be read.
    fail(malformed(error instanceof Error ? error.message : String(error)));
  }
  await Promise.all(writes);
  if (failure) throw failure;
  return operationsWithFiles(fields, files);
}

/** Passes the bytes through, tallying them (byteTally: the hash and first bytes the storage checks). */
function tallying(): { transform: Transform; result(): { head: Uint8Array; sha256: string } } {
  const tally = byteTally();
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      tally.add(chunk);
      callback(null, chunk);
    },
  });
  return { transform, result: () => ({ head: tally.head(), sha256: tally.sha256() }) };
}

/** Resolves when the parser wants more, or has stopped (its errors go through fail()). */
function drained(busboy: InstanceType<typeof Busboy>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      busboy.off('drain', done);
      busboy.off('close', done);
      resolve();
    };
    busboy.on('drain', done);
    busboy.on('close', done);
  });
}

/**
 * The spec's `operations`, with each file put where `map` says (yoga's rules, unsafe keys skipped).
 * Yoga checks the result's shape next, as it does for any request.
 */
function operationsWithFiles(fields: Map<string, string>, files: Map<string, File>): GraphQLParams | GraphQLParams[] {
  const operationsText = fields.get('operations');
  if (!operationsText) throw createGraphQLError('Missing multipart form field "operations"');
  let operations: GraphQLParams | GraphQLParams[];
  try {
    operations = JSON.parse(operationsText) as GraphQLParams | GraphQLParams[];
  } catch {
    throw createGraphQLError('Multipart form field "operations" must be a valid JSON string');
  }
  const mapText = fields.get('map');
  if (mapText == null) return operations;
  let map: Record<string, unknown>;
  try {
    map = JSON.parse(mapText) as Record<string, unknown>;
  } catch {
    throw createGraphQLError('Multipart form field "map" must be a valid JSON string');
  }
  for (const [fileName, paths] of Object.entries(map)) {
    if (!Array.isArray(paths)) continue;
    for (const keyPath of paths) if (typeof keyPath === 'string') setPath(operations, keyPath, files.get(fileName) ?? null);
  }
  return operations;
}

function setPath(target: unknown, keyPath: string, value: unknown): void {
  if (typeof target !== 'object' || target === null) return; // not operations: validation refuses it
  const keys = keyPath.split('.');
  let current = target as Record<string, unknown>;
  for (const [i, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (i === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (!Object.hasOwn(current, key) || typeof next !== 'object' || next === null) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
}
