import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UploadQueue } from '@/lib/upload-queue';
// On its own, not through the barrel: it tells whether to load the queue at all.
import { hasQueuedWork, watchQueuedWork } from '@/lib/upload-queue/queued-work';
import { lazyOpen } from '@/lib/lazy-open';
import type { OwnedQueue } from './owned-queue';
import { lastReportedCount } from './staged-count-device';

// One queue per signed-in user. Mounted high (the authenticated layout) it keeps sending while the
// user moves between pages; the upload screens mount their own when no outer one exists.
//
// The queue and the upload kinds it needs are loaded only when there is work for it: a file not on
// the server yet, an edit not saved yet, a count support has to hear again, a change made in
// another tab, or a screen that uses it. Most signed-in pages never need it (bench:size).

type Loaded = { queue: UploadQueue; Followers: (props: { queue: UploadQueue }) => null };
type QueueHandle = { load(): Promise<OwnedQueue> };

const QueueContext = createContext<QueueHandle | null>(null);

function useQueueHandle(owner: string) {
  const [handle, setHandle] = useState<QueueHandle | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const lazy = lazyOpen({
      importChunk: () => import('./owned-queue'),
      open: ({ openOwnedQueue, QueueFollowers }) => {
        const owned = openOwnedQueue(owner);
        setLoaded({ queue: owned.queue, Followers: QueueFollowers });
        return owned;
      },
      close: (owned) => void owned.close(),
    });
    const loadNow = () => void lazy.load().catch(() => undefined);
    setHandle({ load: lazy.load });
    if (lastReportedCount(owner) > 0) loadNow();
    else void hasQueuedWork(owner).then((has) => has && loadNow());
    const unwatch = watchQueuedWork(owner, loadNow);
    return () => {
      unwatch();
      lazy.dispose();
      setLoaded(null);
    };
  }, [owner]);
  return { handle, loaded };
}

export function UploadQueueProvider({ owner, children }: { owner: string; children: ReactNode }) {
  const { handle, loaded } = useQueueHandle(owner);
  return (
    <QueueContext.Provider value={handle}>
      {loaded ? <loaded.Followers queue={loaded.queue} /> : null}
      {handle ? children : null}
    </QueueContext.Provider>
  );
}

/** Provides a queue to `children` unless an outer UploadQueueProvider already does. */
export function UploadQueueBoundary({ owner, children }: { owner: string; children: ReactNode }) {
  return useContext(QueueContext) ? children : <UploadQueueProvider owner={owner}>{children}</UploadQueueProvider>;
}

/** The queue, loaded on first use: the component suspends until it is there. */
export function useUploadQueue(): UploadQueue {
  const handle = useContext(QueueContext);
  if (!handle) throw new Error('useUploadQueue needs an UploadQueueProvider');
  // One promise per attempt (lazyOpen keeps it), so `use()` does not suspend again on every render.
  return use(handle.load()).queue;
}
