import { freshDbName, pdfFile } from '@/testing/upload-queue-support';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '@/testing/fake-upload-server';
import { UPLOAD_RECORD_SCHEMA_VERSION, UPLOAD_SENDER_LOCK, UPLOAD_WAKE_MESSAGE } from '@/lib/upload-queue/storage-keys';
import { createUploadStore } from '@/lib/upload-queue/upload-store';
import type { WebLocks } from '@/lib/upload-queue/sender-hooks';
import type { UploadRecord } from '@/lib/upload-queue/types';
import { handleUploadQueueSync, type SyncScope } from './upload-sync';

/** Queues `count` salary slips of `owner`, as a tab does before it closes; returns their uploadKeys. */
async function queueFiles(dbName: string, owner: string, count: number): Promise<string[]> {
  const store = createUploadStore({ owner, dbName });
  const records = Array.from({ length: count }, (_, i): UploadRecord => {
    const file = pdfFile(`Sal_1001_${i + 1}_112025.pdf`, { body: `${owner}-${i}` });
    return {
      schemaVersion: UPLOAD_RECORD_SCHEMA_VERSION,
      kind: 'salary',
      data: { type: 'slip', date: '2025-11-01', employee: 'e12' },
      lockedFields: [],
      fileId: `${file.name}|${file.size}|1`,
      owner,
      batchId: 'b1',
      uploadKey: `${owner}-key-${i + 1}`,
      fileName: file.name,
      size: file.size,
      lastModified: 1,
      mimeType: file.type,
      blob: file,
      sha256: `sha-${owner}-${i}`,
      sameContentAs: null,
      duplicateConfirmed: false,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      failure: null,
      serverId: null,
      createdAt: i,
      updatedAt: i,
    };
  });
  await store.putMany(records);
  store.close();
  return records.map((r) => r.uploadKey);
}

async function recordsOf(dbName: string, owner: string) {
  const store = createUploadStore({ owner, dbName });
  const records = await Promise.all((await store.list()).map((r) => store.get(r.fileId)));
  store.close();
  return records;
}

/**
 * The fake fetch stands for the network and the API: `me` answers with the user the session cookie
 * belongs to, uploads go to the queue's fake server (which, like the API, needs the preflight header).
 */
function fakeApi(me: string | null) {
  const server = createFakeServer();
  const requests: RequestInit[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(init ?? {});
    if (typeof init?.body === 'string') {
      return new Response(JSON.stringify({ data: { me: me === null ? null : { id: me } } }), { headers: { 'content-type': 'application/json' } });
    }
    return server.fetch(input, init);
  };
  return { server, requests, fetch, uploads: () => requests.filter((r) => r.body instanceof FormData) };
}

function scopeFor(dbName: string, fetch: typeof globalThis.fetch, windows: readonly WindowClient[] = []) {
  const lockNames: string[] = [];
  const locks: WebLocks = {
    request: (name, task) => {
      lockNames.push(name);
      return task();
    },
  };
  const scope: SyncScope = { clients: { matchAll: async () => windows }, fetch, locks, isOnline: () => true, dbName };
  return { scope, lockNames };
}

function openWindow() {
  const messages: unknown[] = [];
  // Only postMessage is used by the handler; the rest of WindowClient does not matter here.
  const client = { postMessage: (message: unknown) => messages.push(message) } as unknown as WindowClient;
  return { client, messages };
}

describe('upload queue background sync', () => {
  it('with a tab open, only wakes it: the tab sends', async () => {
    const dbName = freshDbName();
    await queueFiles(dbName, 'u1', 2);
    const api = fakeApi('u1');
    const tab = openWindow();
    await handleUploadQueueSync(scopeFor(dbName, api.fetch, [tab.client]).scope);
    expect(tab.messages).toEqual([{ type: UPLOAD_WAKE_MESSAGE }]);
    expect(api.requests).toHaveLength(0);
    expect((await recordsOf(dbName, 'u1')).map((r) => r?.state)).toEqual(['queued', 'queued']);
  });

  it('with no tab open, sends the signed-in user’s queued files with their uploadKeys and the session cookie only', async () => {
    const dbName = freshDbName();
    const keys = await queueFiles(dbName, 'u1', 3);
    const api = fakeApi('u1');
    const { scope, lockNames } = scopeFor(dbName, api.fetch);
    await handleUploadQueueSync(scope);
    expect(lockNames).toEqual([UPLOAD_SENDER_LOCK]);
    expect(api.server.items.map((i) => i.uploadKey).sort()).toEqual([...keys].sort());
    // Small files share a request (request-groups.ts): the three went in one.
    expect(api.uploads()).toHaveLength(1);
    expect(api.server.filesPerRequest).toEqual([3]);
    for (const request of api.requests) {
      expect(request.credentials).toBe('include');
      expect(new Headers(request.headers).has('authorization')).toBe(false);
    }
    // Sent: only the summary line stays; the bytes left IndexedDB.
    const records = await recordsOf(dbName, 'u1');
    expect(records.map((r) => r?.state)).toEqual(['sent', 'sent', 'sent']);
    expect(records.every((r) => r?.blob === null && r.serverId !== null)).toBe(true);
  });

  it('sends nothing when the session cookie belongs to nobody', async () => {
    const dbName = freshDbName();
    await queueFiles(dbName, 'u1', 2);
    const api = fakeApi(null);
    await handleUploadQueueSync(scopeFor(dbName, api.fetch).scope);
    expect(api.requests).toHaveLength(1);
    expect(api.server.items).toHaveLength(0);
    expect((await recordsOf(dbName, 'u1')).map((r) => r?.state)).toEqual(['queued', 'queued']);
  });

  it('never sends another user’s files', async () => {
    const dbName = freshDbName();
    await queueFiles(dbName, 'u1', 2);
    const othersKeys = await queueFiles(dbName, 'u2', 1);
    const api = fakeApi('u2');
    await handleUploadQueueSync(scopeFor(dbName, api.fetch).scope);
    expect(api.server.items.map((i) => i.uploadKey)).toEqual(othersKeys);
    expect((await recordsOf(dbName, 'u1')).map((r) => r?.state)).toEqual(['queued', 'queued']);
  });

  it('rejects when the network fails, so the browser retries the sync, and keeps the files queued', async () => {
    const dbName = freshDbName();
    await queueFiles(dbName, 'u1', 2);
    const api = fakeApi('u1');
    api.server.behaviour = () => 'network-down';
    await expect(handleUploadQueueSync(scopeFor(dbName, api.fetch).scope)).rejects.toThrow(/network/);
    expect(api.server.items).toHaveLength(0);
    const records = await recordsOf(dbName, 'u1');
    expect(records.map((r) => r?.state)).toEqual(['queued', 'queued']);
    expect(records.every((r) => r?.blob !== null)).toBe(true);

    const offline: typeof globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(handleUploadQueueSync(scopeFor(dbName, offline).scope)).rejects.toThrow(/network/);
  });
});
