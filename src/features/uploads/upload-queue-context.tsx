import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createUploadQueue, type UploadQueue } from '@/lib/upload-queue';
import { GRAPHQL_ENDPOINT } from '@/lib/graphql';
import { activeSession, subscribeSession } from '@/lib/session';
import { useSentInvalidation } from './use-sent-invalidation';
import { useStagedCountReport } from './use-staged-count-report';

// One queue per signed-in user. Mounted high (the authenticated layout) it keeps sending while the
// user moves between pages; the upload screens mount their own when no outer one exists.

const QueueContext = createContext<UploadQueue | null>(null);

function useOwnedQueue(owner: string): UploadQueue | null {
  const [queue, setQueue] = useState<UploadQueue | null>(null);
  useEffect(() => {
    const created = createUploadQueue({ owner, endpoint: GRAPHQL_ENDPOINT, getToken: () => activeSession()?.accessToken ?? null });
    setQueue(created);
    // Files queued before a reload, a crash or an expired session are picked up again here, and
    // again whenever the session changes (a renewed token ends the 'unauthenticated' pause).
    created.start();
    const unsubscribe = subscribeSession(() => {
      if (activeSession()) created.start();
    });
    return () => {
      unsubscribe();
      void created.close();
    };
  }, [owner]);
  useSentInvalidation(queue);
  useStagedCountReport(queue);
  return queue;
}

export function UploadQueueProvider({ owner, children }: { owner: string; children: ReactNode }) {
  const queue = useOwnedQueue(owner);
  return <QueueContext.Provider value={queue}>{queue ? children : null}</QueueContext.Provider>;
}

/** Provides a queue to `children` unless an outer UploadQueueProvider already does. */
export function UploadQueueBoundary({ owner, children }: { owner: string; children: ReactNode }) {
  return useContext(QueueContext) ? children : <UploadQueueProvider owner={owner}>{children}</UploadQueueProvider>;
}

export function useUploadQueue(): UploadQueue {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error('useUploadQueue needs an UploadQueueProvider');
  return queue;
}
