import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageOutbox, OutboxMessage } from '@/lib/message-outbox';
// The store alone, not the barrel: it tells whether to load the outbox at all.
import { createOutboxStore } from '@/lib/message-outbox/outbox-store';
import { lazyOpen } from '@/lib/lazy-open';
import { stillWaiting } from './still-waiting';

// One outbox per signed-in user, mounted in the authenticated layout: messages written offline are
// sent on reconnect whichever page is open, and the thread shows them until the API has them.
// It is loaded when it has work: a message waiting in this browser, a change made in another tab,
// or a screen that shows or writes messages (useMessageOutbox). Other pages never need it.

type Outbox = { outbox: MessageOutbox | null; load(): void };

const OutboxContext = createContext<Outbox | null>(null);

export function MessageOutboxProvider({ owner, children }: { owner: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<MessageOutbox | null>(null);
  const [load, setLoad] = useState<() => void>(() => () => undefined);
  useEffect(() => {
    const lazy = lazyOpen({
      importChunk: () => import('./open-outbox'),
      open: ({ openOutbox }) => {
        const opened = openOutbox(owner, queryClient);
        setOutbox(opened.outbox);
        return opened;
      },
      close: (opened) => opened.close(),
    });
    const loadNow = () => void lazy.load().catch(() => undefined);
    setLoad(() => loadNow);
    const store = createOutboxStore(owner);
    void store.list().then((waiting) => waiting.length > 0 && loadNow(), loadNow);
    // Told of every write another tab makes to the outbox.
    const unwatch = store.subscribe(loadNow);
    return () => {
      unwatch();
      store.close();
      lazy.dispose();
      setOutbox(null);
    };
  }, [owner, queryClient]);
  const value = useMemo(() => ({ outbox, load }), [outbox, load]);
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

/** The outbox, loaded on first use: null until it is there. */
export function useMessageOutbox(): MessageOutbox | null {
  const context = useContext(OutboxContext);
  useEffect(() => context?.load(), [context]);
  return context?.outbox ?? null;
}

const NONE: readonly OutboxMessage[] = [];

/** The messages of one thread that the API does not have yet, oldest first; `shown`: the thread's. */
export function useWaitingMessages(employeeId: string, shown: readonly { uploadKey?: string | null }[]): readonly OutboxMessage[] {
  const outbox = useMessageOutbox();
  const all = useSyncExternalStore(
    (listener) => outbox?.subscribe(listener) ?? (() => undefined),
    () => outbox?.snapshot() ?? NONE,
  );
  return useMemo(() => stillWaiting(all, employeeId, shown), [all, employeeId, shown]);
}
