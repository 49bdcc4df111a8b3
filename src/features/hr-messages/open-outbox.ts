import type { QueryClient } from '@tanstack/react-query';
import { GRAPHQL_ENDPOINT } from '@/lib/graphql';
import { hrUnreadMessagesQueryOptions } from '@/lib/hr-messages';
import { createBrowserMessageOutbox, type MessageOutbox } from '@/lib/message-outbox';
import { sessionToken, startWithSession } from '@/lib/session';
import { hrMessageInboxQueryOptions } from './api/inbox-query';
import { hrMessageThreadQueryOptions } from './api/thread-query';

// The outbox of one signed-in user, loaded by outbox-context.tsx once it has messages or a screen
// asks for it: it sends, refetches what a sent message changes, and starts again after a sign-in.

export type OpenOutbox = { outbox: MessageOutbox; close(): void };

export function openOutbox(owner: string, queryClient: QueryClient): OpenOutbox {
  const outbox = createBrowserMessageOutbox({ owner, endpoint: GRAPHQL_ENDPOINT, getToken: sessionToken });
  const offSent = outbox.onSent(
    (employeeId) =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: hrMessageThreadQueryOptions(employeeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: hrMessageInboxQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: hrUnreadMessagesQueryOptions().queryKey }),
      ]),
  );
  // Messages left by a reload or an expired session go out now, and again after a sign-in.
  const offSession = startWithSession(() => outbox.start());
  return {
    outbox,
    close() {
      offSent();
      offSession();
      outbox.close();
    },
  };
}
