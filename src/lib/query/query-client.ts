import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { isNetworkError, isUnauthenticated, MaintenanceError } from '@/lib/graphql';

/** Persisted data older than a week is dropped rather than shown as "last seen". */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3_600_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Keep cached data long enough to be persisted and shown offline.
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && !isUnauthenticated(error) && !(error instanceof MaintenanceError) && !isNetworkError(error),
        // Offline, show what was last seen instead of pausing forever.
        networkMode: 'offlineFirst',
      },
    },
  });
}

/**
 * What is saved for the next start: every query that has data, also when its last refetch failed.
 * TanStack's default keeps only successful queries, so one offline reload (the refetch fails) used
 * to drop the signed-in user from the saved cache, and the next offline start went to sign-in.
 */
export function persistOptions(persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined },
  };
}
