import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageOutbox, OutboxMessage } from '@/lib/message-outbox';
// The store alone, not the barrel: it tells whether to load the outbox at all.
import { createOutboxStore } from '@/lib/message-outbox/outbox-store';
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
    let closed = false;
    let close: (() => void) | null = null;
    let loading: Promise<unknown> | null = null;
    const loadOutbox = () => {
      loading ??= import('./open-outbox').then(
        ({ openOutbox }) => {
          if (closed) return;
          const opened = openOutbox(owner, queryClient);
          close = opened.close;
          setOutbox(opened.outbox);
        },
        // A chunk that cannot be fetched (offline after a new deployment) is tried again on the next call.
        () => (loading = null),
      );
    };
    setLoad(() => loadOutbox);
    const store = createOutboxStore(owner);
    void store.list().then((waiting) => waiting.length > 0 && loadOutbox(), loadOutbox);
    // Told of every write another tab makes to the outbox.
    const unwatch = store.subscribe(loadOutbox);
    return () => {
      closed = true;
      unwatch();
      store.close();
      close?.();
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
