import { link, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, SaveOptions, StoredFile } from './file-storage';
import { fileHandleStream } from './file-stream';
import { checkedSpooledUpload, checkedUpload, storedFile, type ReceivedUpload } from './receive-upload';
import { SpooledFile } from './spooled-file';
import { isStorageKey, newStorageKey } from './storage-key';

/** Files live under `dir/ab/cd/abcd…` so no directory grows too large; uploads in progress under `dir/tmp`. */
export function createLocalFileStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const tmpDir = path.join(root, 'tmp');
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);

  // Directories this process has made or found: each upload skips the mkdir calls (a file-system
  // round trip each) once its two-level folder exists. A folder removed behind our back is made again.
  const knownDirs = new Set<string>();
  async function ensureDir(dir: string) {
    if (knownDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    knownDirs.add(dir);
  }
  async function retryingMissingDir<T>(dir: string, action: () => Promise<T>): Promise<T> {
    await ensureDir(dir);
    try {
      return await action();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      knownDirs.delete(dir);
      await ensureDir(dir);
      return action();
    }
  }

  async function receive(file: File, options: SaveOptions, tmpPath: string): Promise<ReceivedUpload> {
    const upload = checkedUpload(file, options);
    const handle = await retryingMissingDir(tmpDir, () => open(tmpPath, 'wx'));
    try {
      for await (const bytes of upload.chunks) {
        // A single write may be partial; keep going until the whole chunk is on disk.
        for (let offset = 0; offset < bytes.byteLength; ) offset += (await handle.write(bytes, offset)).bytesWritten;
      }
      await handle.sync();
      return upload.received();
    } finally {
      await handle.close();
    }
  }

  /**
   * An upload the request already wrote to this storage's own folder, hashing it on the way: checked
   * from what was learnt then, made durable, and linked into place, so its bytes are written once
   * and not read again. The request removes its own name for it once answered.
   */
  async function adopt(file: SpooledFile, options: SaveOptions): Promise<StoredFile> {
    const received = checkedSpooledUpload(file, options);
    const handle = await open(file.path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const key = newStorageKey();
    const finalPath = pathOf(key);
    await retryingMissingDir(path.dirname(finalPath), () => link(file.path, finalPath));
    return storedFile(key, received);
  }

  return {
    async save(file, options) {
      if (file instanceof SpooledFile && path.dirname(file.path) === tmpDir) return adopt(file, options);
      const tmpPath = path.join(tmpDir, `${newStorageKey()}.part`);
      try {
        const received = await receive(file, options, tmpPath);
        const key = newStorageKey();
        const finalPath = pathOf(key);
        await retryingMissingDir(path.dirname(finalPath), () => rename(tmpPath, finalPath));
        return storedFile(key, received);
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
