import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { isNetworkError, isUnauthenticated, MaintenanceError } from '@/lib/graphql';
import { restoreAdminSession } from './impersonation';
import { clearLocalData } from './local-data';
import { meQueryOptions, type Me } from './me-query';
import { isSessionExpired, readSession, removeSession, saveSession, updateSession, type Session } from './session-store';
import type { StoreResult } from './store-result';

export type AuthCheck = (StoreResult & { code: 'SUCCESS'; me: Me }) | (StoreResult & { code: 'ERROR' });

const notSignedIn = msg`You are not signed-in`;

// Only the profile is kept with the session: rights are computed from `me` wherever they are needed
// (src/lib/session/access.ts), so stored copies could only go stale.
function refreshSessionProfile(me: Me): void {
  updateSession({ profile: { id: me.id, email: me.email, name: me.name ?? null } });
}

/**
 * The authentication check run when entering routes (spec §4): ERROR means unauthenticated and
 * clears the local data. Offline, the last-seen user keeps the app usable. A maintenance answer is
 * thrown so the caller can show the Maintenance screen.
 */
export async function checkAuthentication(queryClient: QueryClient): Promise<AuthCheck> {
  const session = readSession();
  // An impersonation that ended (its time limit, or stopped in another tab) gives the admin their
  // own session back instead of signing them out.
  const notSignedInHere = async (): Promise<AuthCheck> => {
    if (session?.method === 'impersonation' && restoreAdminSession()) {
      queryClient.clear();
      return checkAuthentication(queryClient);
    }
    await clearLocalData(queryClient, 'refused');
    return { code: 'ERROR', message: notSignedIn };
  };
  if (!session || isSessionExpired(session)) return notSignedInHere();
  try {
    const me = await queryClient.fetchQuery(meQueryOptions());
    if (!me) return notSignedInHere();
    refreshSessionProfile(me);
    return { code: 'SUCCESS', message: msg`You are signed-in`, me };
  } catch (error) {
    if (error instanceof MaintenanceError) throw error;
    const cached = queryClient.getQueryData(meQueryOptions().queryKey);
    if (cached && (isNetworkError(error) || !navigator.onLine)) {
      return { code: 'SUCCESS', message: msg`You are signed-in`, me: cached };
    }
    if (isUnauthenticated(error)) return notSignedInHere();
    return { code: 'ERROR', message: notSignedIn };
  }
}

export type NewSession = Omit<Session, 'profile'> & { email: string };

/** Stores a fresh session, loads the user with it and fills the session's profile and flags. */
export async function establishSession(queryClient: QueryClient, input: NewSession): Promise<Me> {
  const { email, ...tokens } = input;
  queryClient.clear();
  saveSession({ ...tokens, profile: { id: null, email, name: null } });
  const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
    removeSession();
    throw error;
  });
  if (!me) {
    removeSession();
    throw new Error('You are not signed-in');
  }
  refreshSessionProfile(me);
  return me;
}
