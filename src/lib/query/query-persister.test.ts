import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createQueryPersister } from './query-persister';

function snapshot(client: QueryClient): PersistedClient {
  return { timestamp: Date.now(), buster: '', clientState: dehydrate(client) };
}

function fakePage() {
  const page = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: DocumentVisibilityState } };
  page.document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return page;
}

const saved = (storage: Storage) => storage.getItem(STORAGE_KEYS.queryCache) ?? '';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the offline copy of the query cache', () => {
  it('holds a screen’s data as soon as it arrives: a reload right after loading finds it (HR profile offline, issue #44)', async () => {
    const persister = createQueryPersister(localStorage, fakePage());
    const client = new QueryClient();
    client.setQueryData(['me'], { id: 'u1' });
    await persister.persistClient(snapshot(client));
    client.setQueryData(['hr-profile', 'e12'], { street: 'Rue Neuve 1' });
    await persister.persistClient(snapshot(client));
    // No waiting: the page may be reloaded offline in the same instant.
    expect(saved(localStorage)).toContain('"hr-profile"');
  });

  it('writes changes without new data at most once a second, and at once when the page is hidden or left', async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const persister = createQueryPersister(localStorage, page);
    const client = new QueryClient();
    client.setQueryData(['me'], { id: 'u1' });
    const first = snapshot(client);
    await persister.persistClient(first);
    const written = saved(localStorage);
    const later = { ...first, timestamp: first.timestamp + 5 };
    await persister.persistClient(later);
    expect(saved(localStorage)).toBe(written);

    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(saved(localStorage)).toContain(`"timestamp":${later.timestamp}`);

    const last = { ...first, timestamp: first.timestamp + 9 };
    await persister.persistClient(last);
    page.dispatchEvent(new Event('pagehide'));
    expect(saved(localStorage)).toContain(`"timestamp":${last.timestamp}`);

    const quiet = { ...first, timestamp: first.timestamp + 12 };
    await persister.persistClient(quiet);
    vi.advanceTimersByTime(1_000);
    expect(saved(localStorage)).toContain(`"timestamp":${quiet.timestamp}`);
  });

  it('removes the saved copy when the cache is emptied (sign-out) and writes nothing back afterwards', async () => {
    vi.useFakeTimers();
    const persister = createQueryPersister(localStorage, fakePage());
    const client = new QueryClient();
    client.setQueryData(['me'], { id: 'u1' });
    await persister.persistClient(snapshot(client));
    client.clear();
    await persister.persistClient(snapshot(client));
    expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
    vi.advanceTimersByTime(5_000);
    expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
    expect(await persister.restoreClient()).toBeUndefined();
  });
});
