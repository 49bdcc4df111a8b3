import path from 'node:path';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { createClamdScanner, type ClamdConfig } from './clamd';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { scanningFileStorage } from './scanning-file-storage';
import type { StorageConfig } from './storage-url';

/** What scans uploads before they are stored (CLAMD_URL); without it, they are stored unscanned. */
export interface ScanSetup {
  clamd: ClamdConfig | null;
  db: Db;
  log: Logger;
}

/**
 * The storage STORAGE_URL chose: an S3 bucket, or local disk under DATA_DIR/files (the default),
 * behind the malware scanner when CLAMD_URL names one.
 */
export async function createFileStorage(storage: StorageConfig, dataDir: string, scan?: ScanSetup): Promise<FileStorage> {
  const chosen = await chosenStorage(storage, dataDir);
  if (!scan?.clamd) return chosen;
  return scanningFileStorage(chosen, createClamdScanner(scan.clamd), scan);
}

async function chosenStorage(storage: StorageConfig, dataDir: string): Promise<FileStorage> {
  if (storage.kind === 'local') return createLocalFileStorage(path.join(dataDir, 'files'));
  // Loaded only when used: a start on local disk does without the AWS SDK.
  const { createS3FileStorage } = await import('./s3-file-storage');
  return createS3FileStorage(storage);
}
