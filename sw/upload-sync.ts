/// <reference lib="webworker" />
import { GRAPHQL_PATH } from '@/domain/api-transport';
import { sendQueuedInBackground } from '@/lib/upload-queue/background-send';
import { senderLock, type WebLocks } from '@/lib/upload-queue/sender-hooks';
import { UPLOAD_SYNC_TAG, UPLOAD_WAKE_MESSAGE } from '@/lib/upload-queue/storage-keys';

// Background Sync for the upload queue. With a tab open, the tab sends (it holds the user's token
// and shows progress); with none, the worker sends itself through the queue's own modules.

declare const self: ServiceWorkerGlobalScope;

export const UPLOAD_QUEUE_SYNC_TAG = UPLOAD_SYNC_TAG;

/** What the handler uses from the worker's global scope; tests pass their own. */
export type SyncScope = {
  clients: Pick<Clients, 'matchAll'>;
  fetch: typeof globalThis.fetch;
  locks: WebLocks | undefined;
  isOnline: () => boolean;
  /** For tests: the queue's IndexedDB database (default: the page's). */
  dbName?: string;
};

const workerScope = (): SyncScope => ({
  clients: self.clients,
  fetch: (input, init) => self.fetch(input, init),
  locks: self.navigator.locks,
  isOnline: () => self.navigator.onLine !== false,
});

/** Rejects when sending failed (network, server), so the browser retries the sync later. */
export async function handleUploadQueueSync(scope: SyncScope = workerScope()): Promise<void> {
  // includeUncontrolled: a page opened before this worker took control still holds staged files.
  const clients = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (clients.length > 0) {
    for (const client of clients) client.postMessage({ type: UPLOAD_WAKE_MESSAGE });
    return;
  }
  // A user signed in through the identity provider has no session cookie: their token lives in
  // the page only, so `me` is null here and their files wait for the next tab they open.
  await sendQueuedInBackground({
    // The shared path, not the page's GRAPHQL_ENDPOINT: that would bring the page's GraphQL client into the worker.
    endpoint: GRAPHQL_PATH,
    fetch: scope.fetch,
    runExclusive: senderLock(scope.locks),
    isOnline: scope.isOnline,
    dbName: scope.dbName,
  });
}
