import { createUploadQueue, type UploadQueue } from '@/lib/upload-queue';
import { GRAPHQL_ENDPOINT } from '@/lib/graphql';
import { sessionToken, startWithSession } from '@/lib/session';
import { useSentInvalidation } from './use-sent-invalidation';
import { useStagedCountReport } from './use-staged-count-report';

// The queue of one signed-in user and what follows it, loaded by upload-queue-context.tsx once the
// queue has work or a screen asks for it.

export type OwnedQueue = { queue: UploadQueue; close(): Promise<void> };

export function openOwnedQueue(owner: string): OwnedQueue {
  const queue = createUploadQueue({ owner, endpoint: GRAPHQL_ENDPOINT, getToken: sessionToken });
  // Files queued before a reload, a crash or an expired session are picked up again here.
  const unsubscribe = startWithSession(() => queue.start());
  return {
    queue,
    close() {
      unsubscribe();
      return queue.close();
    },
  };
}

/** Lists refetched as files reach the server, and the count support sees; rendered once per queue. */
export function QueueFollowers({ queue }: { queue: UploadQueue }) {
  useSentInvalidation(queue);
  useStagedCountReport(queue);
  return null;
}
