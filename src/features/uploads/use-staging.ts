import { useState } from 'react';
import type { RefusedFile, StagingDescription, UploadQueue } from '@/lib/upload-queue';
import type { UploadKind } from '@/domain/staging';

/** Staging one dropped batch: the busy flag, the error to show, and the files refused with their reasons. */
export function useStaging<K extends UploadKind>(queue: UploadQueue, kind: K, describe: (file: File) => StagingDescription<K>) {
  const [staging, setStaging] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  async function stage(files: File[]) {
    setStaging(true);
    setError(null);
    try {
      setRefused((await queue.stage(kind, crypto.randomUUID(), files, describe)).refused);
    } catch (caught) {
      setError(caught);
    } finally {
      setStaging(false);
    }
  }

  return { staging, error, refused, stage };
}
