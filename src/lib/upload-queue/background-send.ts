import { CSRF_HEADERS } from '@/domain/api-transport';
import { createUploadTransport, defaultTimeoutMs, type SendUpload } from './send-upload';
import type { Connectivity, RunExclusive } from './sender-hooks';
import { createUploadSender, type UploadSender } from './upload-sender';
import { createUploadStore } from './upload-store';
import { systemClock } from './types';

// Sending from the service worker when no tab is open (Background Sync). The same store, transport
// and sender as the page, under the same lock, so records go through the same state changes and a
// file is never sent twice. Only the session differs: the worker has no bearer token, so it sends
// with the httpOnly session cookie alone.

export type BackgroundSendDeps = {
  endpoint: string;
  fetch: typeof globalThis.fetch;
  runExclusive: RunExclusive;
  isOnline: () => boolean;
  /** For tests: the queue's IndexedDB database (default: the page's). */
  dbName?: string;
};

/**
 * 'done': every queued file was tried (sent, or refused by the server for good). 'signed-out' (no
 * session cookie) and 'session-expired' (it ran out while sending): the next tab sends the rest.
 */
export type BackgroundSendResult = 'done' | 'signed-out' | 'session-expired';

/** The sync could not finish (network or server): the caller should let the browser retry it later. */
export class BackgroundSendError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'BackgroundSendError';
  }
}

type MeBody = { data?: { me?: { id?: unknown } | null } | null };

/** Who the session cookie belongs to, or null when it belongs to nobody; throws when the server cannot tell. */
export async function cookieSessionUser(endpoint: string, fetch: typeof globalThis.fetch): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
  } catch (error) {
    throw new BackgroundSendError('Upload sync: network unavailable', { cause: error });
  }
  const body = (await response.json().catch(() => null)) as MeBody | null;
  if (!response.ok || body?.data === undefined || body.data === null) throw new BackgroundSendError(`Upload sync: no answer to me (HTTP ${response.status})`);
  const id = body.data.me?.id;
  return typeof id === 'string' ? id : null;
}

/** Sends the signed-in user's queued files; rejects at the first network or server failure so the sync is retried. */
export async function sendQueuedInBackground(deps: BackgroundSendDeps): Promise<BackgroundSendResult> {
  const owner = await cookieSessionUser(deps.endpoint, deps.fetch);
  if (owner === null) return 'signed-out';
  const store = createUploadStore({ owner, dbName: deps.dbName });
  const clock = systemClock;
  const transport = createUploadTransport({ endpoint: deps.endpoint, fetch: deps.fetch, getToken: 'cookie', clock, timeoutMs: defaultTimeoutMs });
  let failure: string | null = null;
  // Why stop at the first failure instead of the sender's own backoff: a worker may be killed at
  // any time, while a rejected sync is retried by the browser when the network is back.
  const giveUp = (reason: string) => {
    failure ??= reason;
    void sender.stop();
  };
  const send: SendUpload = async (records, signal) => {
    const outcomes = await transport(records, signal);
    for (const outcome of outcomes) if (outcome.kind === 'retry') giveUp(outcome.failure.code);
    return outcomes;
  };
  const connectivity: Connectivity = {
    isOnline: deps.isOnline,
    waitForWakeUp: async () => giveUp('offline'),
  };
  const sender: UploadSender = createUploadSender({ store, send, clock, random: Math.random, connectivity, runExclusive: deps.runExclusive });
  try {
    sender.start();
    await sender.settled();
  } finally {
    store.close();
  }
  if (failure !== null) throw new BackgroundSendError(`Upload sync: stopped (${failure})`);
  return sender.status() === 'unauthenticated' ? 'session-expired' : 'done';
}
