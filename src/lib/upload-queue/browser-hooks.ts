import { senderLock, type Connectivity, type RunExclusive } from './sender-hooks';
import { UPLOAD_SYNC_TAG, UPLOAD_WAKE_MESSAGE } from './storage-keys';

// The page's side of the sender's host interfaces (sender-hooks.ts), wired to the browser window.

export function browserConnectivity(): Connectivity {
  return {
    isOnline: () => navigator.onLine !== false,
    waitForWakeUp: (signal) =>
      new Promise<void>((resolve) => {
        const done = () => {
          window.removeEventListener('online', done);
          document.removeEventListener('visibilitychange', onVisible);
          navigator.serviceWorker?.removeEventListener('message', onMessage);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const onVisible = () => {
          if (document.visibilityState === 'visible') done();
        };
        const onMessage = (event: MessageEvent) => {
          const data: unknown = event.data;
          if (typeof data === 'object' && data !== null && 'type' in data && data.type === UPLOAD_WAKE_MESSAGE) done();
        };
        if (signal.aborted) return resolve();
        window.addEventListener('online', done);
        document.addEventListener('visibilitychange', onVisible);
        navigator.serviceWorker?.addEventListener('message', onMessage);
        signal.addEventListener('abort', done, { once: true });
      }),
  };
}

/** Only one tab (or the service worker) sends at a time: see senderLock. */
export function browserTabLock(): RunExclusive {
  return senderLock(typeof navigator !== 'undefined' ? navigator.locks : undefined);
}

type SyncCapableRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the service worker to be woken when connectivity returns, even with no tab open. */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return false;
  try {
    // getRegistration, not `ready`: `ready` never settles on a page without a worker (development).
    const registration: SyncCapableRegistration | undefined = await navigator.serviceWorker.getRegistration();
    if (!registration?.sync) return false;
    await registration.sync.register(UPLOAD_SYNC_TAG);
    return true;
  } catch {
    // Refused (permission, private mode): the open page still sends, so this is not an error to show.
    return false;
  }
}
