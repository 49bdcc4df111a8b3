import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { isNetworkError, isUnauthenticated, MaintenanceError } from '@/lib/graphql';
import { STORAGE_KEYS } from '@/lib/storage-keys';

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

export function createQueryPersister(): Persister {
  return createSyncStoragePersister({ storage: window.localStorage, key: STORAGE_KEYS.queryCache, throttleTime: 1_000 });
}
