import { useState } from 'react';
import type { RefusedFile, StagingDescription, UploadQueue } from '@/lib/upload-queue';
import type { UploadKind } from '@/domain/staging';

/**
 * Staging one dropped batch: the busy flag, the error to show, and the files refused with their
 * reasons. `stagedCount` is how many files wait to be sent: once the batch has gone (sent or
 * removed), what was said about its files no longer applies and is cleared (issue #44: "Already
 * staged" stayed under an empty batch).
 */
export function useStaging<K extends UploadKind>(queue: UploadQueue, kind: K, describe: (file: File) => StagingDescription<K>, stagedCount: number) {
  const [staging, setStaging] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  // React's "adjust state when a prop changes" pattern: no effect, no render with stale feedback.
  const [hadStaged, setHadStaged] = useState(stagedCount > 0);
  if (hadStaged !== stagedCount > 0) {
    setHadStaged(stagedCount > 0);
    if (stagedCount === 0) {
      setRefused([]);
      setError(null);
    }
  }

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
