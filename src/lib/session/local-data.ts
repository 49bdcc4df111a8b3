import type { QueryClient } from '@tanstack/react-query';
import { USER_DATA_KEYS } from '@/lib/storage-keys';
import { readSession, removeSession } from './session-store';

/**
 * Spec §4: sign-out and a failed authentication check clear the local data: the query cache (in
 * memory and persisted), the session and the user's selections. Staged uploads are kept
 * (decisions.md) — the upload queue owns them. The interface language stays for the next sign-in.
 */
export async function clearLocalData(queryClient: QueryClient): Promise<void> {
  const wasOidc = readSession()?.method === 'oidc';
  queryClient.clear();
  for (const key of USER_DATA_KEYS) localStorage.removeItem(key);
  removeSession();
  if (wasOidc) {
    // Loaded only when needed: magic-link users never download the OIDC client.
    const { forgetOidcUser } = await import('@/lib/oidc');
    await forgetOidcUser().catch(() => undefined);
  }
}
