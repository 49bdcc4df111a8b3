import { vi } from 'vitest';

/**
 * The durability IndexedDB is asked for by each readwrite transaction opened until `restore()`: a
 * power cut cannot be staged in a test, what was asked of IndexedDB can be seen.
 */
export function watchWriteDurability() {
  const seen: { stores: string; durability: IDBTransactionDurability }[] = [];
  const transaction = IDBDatabase.prototype.transaction;
  const spy = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const tx = transaction.apply(this, args);
    if (tx.mode === 'readwrite') seen.push({ stores: [...tx.objectStoreNames].join(), durability: tx.durability });
    return tx;
  });
  return { seen, restore: () => spy.mockRestore() };
}
