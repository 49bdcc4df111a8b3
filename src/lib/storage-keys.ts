// Every local-storage key the portal writes, in one place, so sign-out can clear them all and no two
// modules collide. Staged uploads live in IndexedDB (upload queue); only their unsaved edits are here.
export const STORAGE_KEYS = {
  session: 'portal.session',
  language: 'portal.language',
  queryCache: 'portal.query-cache',
  selection: 'portal.selection',
  previousRoute: 'portal.previous-route',
  accountingDefaults: 'portal.accounting-defaults',
  /** The admin's own session and where they started, kept aside while they impersonate someone. */
  impersonation: 'portal.impersonation',
  employeeList: 'portal.employee-list',
  /** A random id of this browser, so each device's staged-upload count is reported on its own. */
  device: 'portal.device',
  /**
   * Prefix (`.` and the user's id follow): edits of staged files until IndexedDB has them
   * (upload-queue/pending-edits.ts). Kept over sign-out like the staged files they belong to.
   */
  pendingUploadEdits: 'portal.upload-edits',
  /**
   * Prefix of the identity provider's signed-in user as oidc-client-ts keeps it (its default store
   * prefix `oidc.`, then `user:{authority}:{client id}`): its tokens, removed with the session.
   */
  oidcUserPrefix: 'oidc.user:',
} as const;

/** Keys holding one user's data: removed on sign-out and on a failed authentication check. */
export const USER_DATA_KEYS = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.queryCache,
  STORAGE_KEYS.selection,
  STORAGE_KEYS.accountingDefaults,
  STORAGE_KEYS.impersonation,
  // The name typed in the employee filter is another user's business.
  STORAGE_KEYS.employeeList,
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
