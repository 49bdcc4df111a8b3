import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { GRAPHQL_ENDPOINT } from '@/lib/graphql';
import { hrUnreadMessagesQueryOptions } from '@/lib/hr-messages';
import { createBrowserMessageOutbox, type MessageOutbox, type OutboxMessage } from '@/lib/message-outbox';
import { activeSession, subscribeSession } from '@/lib/session';
import { hrMessageInboxQueryOptions } from './api/inbox-query';
import { hrMessageThreadQueryOptions } from './api/thread-query';
import { stillWaiting } from './still-waiting';

// One outbox per signed-in user, mounted in the authenticated layout: messages written offline are
// sent on reconnect whichever page is open, and the thread shows them until the API has them.

const OutboxContext = createContext<MessageOutbox | null>(null);

export function MessageOutboxProvider({ owner, children }: { owner: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<MessageOutbox | null>(null);
  useEffect(() => {
    const created = createBrowserMessageOutbox({ owner, endpoint: GRAPHQL_ENDPOINT, getToken: () => activeSession()?.accessToken ?? null });
    setOutbox(created);
    const offSent = created.onSent(
      (employeeId) =>
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: hrMessageThreadQueryOptions(employeeId).queryKey }),
          queryClient.invalidateQueries({ queryKey: hrMessageInboxQueryOptions().queryKey }),
          queryClient.invalidateQueries({ queryKey: hrUnreadMessagesQueryOptions().queryKey }),
        ]),
    );
    // Messages left by a reload or an expired session go out now, and again after a sign-in.
    created.start();
    const offSession = subscribeSession(() => {
      if (activeSession()) created.start();
    });
    return () => {
      offSent();
      offSession();
      created.close();
    };
  }, [owner, queryClient]);
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

export function useMessageOutbox(): MessageOutbox | null {
  return useContext(OutboxContext);
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
