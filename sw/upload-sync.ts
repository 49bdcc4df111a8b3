/// <reference lib="webworker" />
// Hook point for the upload queue. The queue (its IndexedDB store, retries, idempotency keys) is owned
// by the upload-queue module in src/; this file only turns a Background Sync event into a wake-up
// message so an open page drains the queue. The queue's owner may rewrite this file freely.

declare const self: ServiceWorkerGlobalScope;

export const UPLOAD_QUEUE_SYNC_TAG = 'upload-queue';

export async function handleUploadQueueSync(): Promise<void> {
  // includeUncontrolled: a page opened before this worker took control still holds staged files.
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage({ type: 'upload-queue:wake' });
}
