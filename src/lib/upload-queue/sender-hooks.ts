import { UPLOAD_SENDER_LOCK } from './storage-keys';

// What the sender needs from its host (a tab or the service worker), with no DOM in it: the
// service worker imports this file, and its TypeScript project has no `window` or `document`.

export type Connectivity = {
  isOnline(): boolean;
  /** Resolves when sending may be worth another try: back online, page visible again, a service-worker wake-up, or `signal` aborts. */
  waitForWakeUp(signal: AbortSignal): Promise<void>;
};

export type RunExclusive = <T>(task: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API the sender uses (tabs and service workers both have it). */
export type WebLocks = { request<T>(name: string, task: () => Promise<T>): Promise<T> };

/** Only one sender at a time, across tabs and the service worker; without Web Locks each sends, and uploadKeys keep that safe. */
export function senderLock(locks: WebLocks | undefined): RunExclusive {
  return (task) => (locks ? locks.request(UPLOAD_SENDER_LOCK, task) : task());
}
