import { plural } from '@lingui/core/macro';
import { Button, Group, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UploadQueue } from '@/lib/upload-queue';
import type { BatchReview } from './batch-review';

/** Send and remove-all for the staged batch, held back while the server is asked for duplicates. */
export function BatchActions({ queue, review, checking, children }: { queue: UploadQueue; review: BatchReview; checking: boolean; children?: ReactNode }) {
  const { t } = useLingui();
  const count = review.batch.length;
  if (count === 0) return null;
  const fileIds = review.batch.map((r) => r.fileId);
  return (
    <Group>
      {children}
      <Button disabled={!review.canSend || checking} onClick={() => void queue.queue(fileIds)}>
        {plural(count, { one: 'Send # file', other: 'Send # files' })}
      </Button>
      <Button variant="subtle" color="red" onClick={() => void queue.remove(fileIds)}>{t`Remove all staged files`}</Button>
      {checking && <Loader size="xs" role="status" aria-label={t`Checking for duplicates`} />}
    </Group>
  );
}
