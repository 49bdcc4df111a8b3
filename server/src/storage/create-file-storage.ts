import path from 'node:path';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import type { StorageConfig } from './storage-url';

/** The storage STORAGE_URL chose: an S3 bucket, or local disk under DATA_DIR/files (the default). */
export async function createFileStorage(storage: StorageConfig, dataDir: string): Promise<FileStorage> {
  if (storage.kind === 'local') return createLocalFileStorage(path.join(dataDir, 'files'));
  // Loaded only when used: a start on local disk does without the AWS SDK.
  const { createS3FileStorage } = await import('./s3-file-storage');
  return createS3FileStorage(storage);
}
