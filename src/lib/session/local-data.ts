import type { QueryClient } from '@tanstack/react-query';
import { deleteKeptDocuments } from '@/lib/offline-documents/database-name';
import { removeProfileDraftsOf } from '@/lib/profile-drafts';
import { STORAGE_KEYS, USER_DATA_KEYS } from '@/lib/storage-keys';
import { readImpersonation } from './impersonation';
import { meQueryKey, type Me } from './me-query';
import { readSession, removeSession } from './session-store';

/** Why the user's data leaves: they signed out, or the API no longer knows them (spec §4). */
export type LocalDataEnd = 'sign-out' | 'refused';

/** Everyone whose data this device may hold now: the session's user, the one on screen, an impersonating admin. */
function usersOnThisDevice(queryClient: QueryClient): Set<string> {
  const ids = [readSession()?.profile.id, queryClient.getQueryData<Me | null>(meQueryKey)?.id, readImpersonation()?.adminSession.profile.id];
  return new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''));
}

/**
 * The one place that removes a user's data from this device, on sign-out (magic link and identity
 * provider alike) and when the authentication check is refused: the query cache (in memory and
 * persisted), the session, the identity provider's stored tokens, the selections and remembered
 * inputs, and the documents kept for offline reading (in either case: a refused check may be an
 * erased account). On sign-out also the user's unsaved profile drafts (they hold bank details; the editor
 * asked before leaving); a refused check keeps them for the next sign-in (decisions/hr-profile.md).
 * Staged uploads and outbox messages stay, as the sign-out prompt settled (decisions/messages.md);
 * the interface language stays for the next sign-in.
 */
export function clearLocalData(queryClient: QueryClient, why: LocalDataEnd): Promise<void> {
  if (why === 'sign-out') for (const id of usersOnThisDevice(queryClient)) removeProfileDraftsOf(id);
  queryClient.clear();
  for (const key of USER_DATA_KEYS) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_KEYS.oidcUserPrefix)) localStorage.removeItem(key);
  removeSession();
  // Sign-out ended push for this device already, telling the API; a refused check cannot tell it
  // (the push service's 410 will), but this device stops showing the user's notifications.
  if (why === 'refused') void import('@/lib/push').then((push) => push.forgetPushHere({ tellServer: false })).catch(() => undefined);
  // Asynchronous (IndexedDB): sign-out waits for it before the identity provider's redirect. By
  // the database's name: the module that reads and writes it (and idb-keyval) stays out of the
  // first load (docs/decisions/first-load.md).
  return deleteKeptDocuments();
}
