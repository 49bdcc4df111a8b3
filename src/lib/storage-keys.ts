// Every local-storage key the portal writes, in one place, so sign-out can clear them all and no two
// modules collide. Staged uploads live in IndexedDB (upload queue) and are not listed here.
export const STORAGE_KEYS = {
  session: 'portal.session',
  language: 'portal.language',
  queryCache: 'portal.query-cache',
  selection: 'portal.selection',
  previousRoute: 'portal.previous-route',
} as const;

/** Keys holding one user's data: removed on sign-out and on a failed authentication check. */
export const USER_DATA_KEYS = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.queryCache,
  STORAGE_KEYS.selection,
] as const;

export function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
