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
});
