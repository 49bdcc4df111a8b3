import { createHash } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { sanitizeFileName } from '../../../src/domain/staging';
import { mimeTypes, refusalOf, SNIFF_BYTES, sniffKind } from './file-kind';
import type { FileStorage, SaveOptions, StoredFile } from './file-storage';
import { fileHandleStream } from './file-stream';
import { isStorageKey, newStorageKey } from './storage-key';

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function describeLimit(bytes: number): string {
  const mib = 1024 * 1024;
  if (bytes >= mib && bytes % mib === 0) return `${bytes / mib} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** Files live under `dir/ab/cd/abcd…` so no directory grows too large; uploads in progress under `dir/tmp`. */
export function createLocalFileStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const tmpDir = path.join(root, 'tmp');
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);

  async function receive(file: File, options: SaveOptions, tmpPath: string) {
    const hash = createHash('sha256');
    const head = new Uint8Array(SNIFF_BYTES);
    let size = 0;
    const checkKind = () => {
      const kind = sniffKind(head.subarray(0, Math.min(size, SNIFF_BYTES)));
      const refusal = refusalOf(sanitizeFileName(file.name), kind, options.accept);
      if (refusal || !kind) throw badInput(refusal ?? 'File type not accepted');
      return kind;
    };
    const handle = await open(tmpPath, 'wx');
    const reader = file.stream().getReader();
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          throw badInput('The upload was interrupted before the file was complete');
        }
        if (chunk.done) break;
        const bytes = chunk.value;
        const headBefore = Math.min(size, SNIFF_BYTES);
        size += bytes.byteLength;
        // file.size is declared by the client; only the bytes actually received count.
        if (size > options.maxBytes) throw badInput(`File is larger than the ${describeLimit(options.maxBytes)} limit`);
        if (headBefore < SNIFF_BYTES) {
          head.set(bytes.subarray(0, SNIFF_BYTES - headBefore), headBefore);
          // Reject a wrong type as soon as its signature is known rather than after the whole upload.
          if (size >= SNIFF_BYTES) checkKind();
        }
        hash.update(bytes);
        // A single write may be partial; keep going until the whole chunk is on disk.
        for (let offset = 0; offset < bytes.byteLength; ) offset += (await handle.write(bytes, offset)).bytesWritten;
      }
      if (size === 0) throw badInput('File is empty');
      const kind = checkKind();
      await handle.sync();
      return { size, kind, sha256: hash.digest('hex') };
    } finally {
      await handle.close();
      await reader.cancel().catch(() => undefined);
    }
  }

  return {
    async save(file, options) {
      await mkdir(tmpDir, { recursive: true });
      const tmpPath = path.join(tmpDir, `${newStorageKey()}.part`);
      try {
        const { size, kind, sha256 } = await receive(file, options, tmpPath);
        const filename = sanitizeFileName(file.name);
        const key = newStorageKey();
        const finalPath = pathOf(key);
        await mkdir(path.dirname(finalPath), { recursive: true });
        await rename(tmpPath, finalPath);
        const stored: StoredFile = { key, filename, filesize: size, sha256, mimetype: mimeTypes[kind] };
        return stored;
      } catch (error) {
        await rm(tmpPath, { force: true });
        // Disk and other server faults stay unexpected errors (masked, logged, retried by the client).
        throw error;
      }
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(pathOf(key), { force: true });
    },

    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        return fileHandleStream(await open(pathOf(key), 'r'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
