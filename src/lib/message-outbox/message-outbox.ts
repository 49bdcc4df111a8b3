import { createOutboxStore, type OutboxStore } from './outbox-store';
import { createMessageTransport, type SendMessage } from './send-message';
import type { OutboxMessage } from './types';

// Messages wait here until the API has them (docs/decisions/messages.md, "Message outbox"): written offline, kept
// across reloads, sent when back online one at a time in the order written, each exactly once — the
// uploadKey is fixed when the message is written, and the API answers a repeated key with the first
// message. Only one tab sends at a time (Web Locks); each re-reads the store before every send.

export type MessageOutbox = {
  add(input: { employeeId: string; body: string; attachment: { blob: Blob; fileName: string } | null }): Promise<void>;
  /** A refused message goes back in line (after the user fixed what was wrong) or is dropped. */
  retry(uploadKey: string): Promise<void>;
  discard(uploadKey: string): Promise<void>;
  /** The user's waiting messages, oldest first (cached; refreshed on every change). */
  snapshot(): readonly OutboxMessage[];
  subscribe(listener: () => void): () => void;
  /** Called with the employee id of every message the API confirmed. */
  onSent(listener: (employeeId: string) => void): () => void;
  /** Sends what waits (after a reload, on reconnect, after sign-in). */
  start(): void;
  close(): void;
};

export type OutboxDeps = {
  owner: string;
  store?: OutboxStore;
  send: SendMessage;
  newKey?: () => string;
  now?: () => number;
  isOnline?: () => boolean;
  /** Runs the drain alone across tabs. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Delay before the n-th retry after a network or server failure (ms). */
  retryDelay?: (attempt: number) => number;
};

const browserExclusive =
  (owner: string) =>
  <T>(task: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(`portal-message-outbox:${owner}`, task) : task();

export function createMessageOutbox(deps: OutboxDeps): MessageOutbox {
  const store = deps.store ?? createOutboxStore(deps.owner);
  const now = deps.now ?? Date.now;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const isOnline = deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const exclusive = deps.exclusive ?? browserExclusive(deps.owner);
  const retryDelay = deps.retryDelay ?? ((attempt: number) => Math.min(60_000, 1000 * 2 ** attempt));
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(employeeId: string) => void>();
  let messages: readonly OutboxMessage[] = [];
  let closed = false;
  let draining: Promise<void> | null = null;
  let again = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function refresh() {
    messages = await store.list();
    listeners.forEach((listener) => listener());
  }
  const offStore = store.subscribe(() => void refresh());

  /** Sends queued messages oldest first; stops at the first one that must wait (network, sign-in). */
  async function sendAll(): Promise<void> {
    for (;;) {
      if (closed || !isOnline()) return;
      const next = (await store.list()).find((message) => message.state === 'queued');
      if (!next) return;
      const result = await deps.send(next);
      if (result.kind === 'sent') {
        attempt = 0;
        await store.remove(next.uploadKey);
        sentListeners.forEach((listener) => listener(next.employeeId));
      } else if (result.kind === 'failed') {
        // Refused for good (e.g. no longer allowed in the thread): shown with its reason; the rest go on.
        await store.put({ ...next, state: 'failed', failure: result.failure });
      } else {
        if (result.kind === 'retry') scheduleRetry();
        return;
      }
    }
  }

  function scheduleRetry() {
    if (timer !== null || closed) return;
    timer = setTimeout(() => {
      timer = null;
      drain();
    }, retryDelay(attempt++));
  }

  function drain() {
    if (closed) return;
    if (draining) {
      again = true;
      return;
    }
    draining = exclusive(sendAll)
      .catch(() => scheduleRetry())
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          drain();
        }
      });
  }

  const onOnline = () => {
    attempt = 0;
    drain();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  void refresh();

  return {
    async add({ employeeId, body, attachment }) {
      // A later message never gets an earlier time than one already waiting, even if the clock moved back.
      const last = messages.at(-1)?.createdAt ?? 0;
      await store.put({ uploadKey: newKey(), owner: deps.owner, employeeId, body, attachment, createdAt: Math.max(now(), last + 1), state: 'queued', failure: null });
      drain();
    },
    async retry(uploadKey) {
      const message = await store.get(uploadKey);
      if (message) await store.put({ ...message, state: 'queued', failure: null });
      drain();
    },
    discard: (uploadKey) => store.remove(uploadKey),
    snapshot: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSent(listener) {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
    start: drain,
    close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      offStore();
      store.close();
    },
  };
}

export function createBrowserMessageOutbox(options: { owner: string; endpoint: string; getToken: () => string | null }): MessageOutbox {
  return createMessageOutbox({ owner: options.owner, send: createMessageTransport(options) });
}
