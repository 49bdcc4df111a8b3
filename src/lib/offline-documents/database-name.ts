// The kept documents' database by its name alone: sign-out (src/lib/session/local-data.ts) deletes
// it without bringing the module that reads and writes it (and idb-keyval) into the first load.
export const OFFLINE_DOCUMENTS_DB = 'portal-offline-documents';

/**
 * Every kept document of every user, with the database itself. Resolves once deleted (or when
 * the device refused): an open connection, in this tab or another, closes on the version change
 * (src/lib/idb-store.ts).
 */
export function deleteKeptDocuments(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DOCUMENTS_DB);
    request.onsuccess = request.onerror = () => resolve();
  });
}
