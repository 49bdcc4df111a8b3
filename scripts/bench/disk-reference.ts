import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { runConcurrent } from './run-concurrent';

export interface DiskReference {
  files: number;
  filesPerSecond: number;
  mbPerSecond: number;
}

/**
 * The disk's limit for what an upload must do at the least: write the bytes, fsync, rename into
 * place — from Node, as many at once as the upload benchmark sends, in the same directory tree.
 * The API's upload throughput is reported against this, measured in the same run.
 */
export async function measureDiskReference(dir: string, files: number, bytes: number, concurrency: number): Promise<DiskReference> {
  const root = path.join(dir, `disk-reference-${process.pid}`);
  await mkdir(path.join(root, 'tmp'), { recursive: true });
  await mkdir(path.join(root, 'final'), { recursive: true });
  const content = randomBytes(bytes);
  try {
    const summary = await runConcurrent({
      total: files,
      concurrency,
      task: async (i) => {
        const part = path.join(root, 'tmp', `${i}.part`);
        const handle = await open(part, 'wx');
        try {
          await handle.write(content);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(part, path.join(root, 'final', String(i)));
      },
    });
    const seconds = summary.wallMs / 1000;
    return { files, filesPerSecond: Math.round((summary.requests / seconds) * 10) / 10, mbPerSecond: Math.round(((summary.requests * bytes) / 1e6 / seconds) * 10) / 10 };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
