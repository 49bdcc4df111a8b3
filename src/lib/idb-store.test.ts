import { get, set } from 'idb-keyval';
import { freshDbName } from '@/testing/upload-queue-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchWriteDurability } from '@/testing/write-durability';
import { openIdbStores } from './idb-store';

describe('IndexedDB stores with a chosen durability', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for 'strict' or 'relaxed' writes on one database, and both see every write", async () => {
    const opened = vi.spyOn(indexedDB, 'open');
    const { strict, relaxed } = openIdbStores(freshDbName(), 'things');
    const watch = watchWriteDurability();
    await set('a', 1, strict);
    await set('b', 2, relaxed);
    expect(watch.seen).toEqual([
      { stores: 'things', durability: 'strict' },
      { stores: 'things', durability: 'relaxed' },
    ]);
    expect([await get('a', relaxed), await get('b', strict)]).toEqual([1, 2]);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('lets its database be deleted while open, and opens it anew for the next call', async () => {
    const name = freshDbName();
    const { relaxed } = openIdbStores(name, 'things');
    await set('a', 1, relaxed);
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = resolve;
      request.onerror = reject;
      request.onblocked = () => reject(new Error('blocked by the open connection'));
    });
    expect(await get('a', relaxed)).toBeUndefined();
    await set('b', 2, relaxed);
    expect(await get('b', relaxed)).toBe(2);
  });
});
