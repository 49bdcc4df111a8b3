import { queryOptions, type QueryKey } from '@tanstack/react-query';

/** Keeps each OR list short enough for the server's query-cost limit. */
const CHUNK = 100;

/**
 * The spec §7 duplicate check shared by every kind: one OR query per chunk of staged keys, giving
 * the duplicate keys the server already holds. `existing` asks the server about one chunk.
 */
export function duplicateKeysQueryOptions<T>(name: string, keys: readonly T[], existing: (chunk: readonly T[]) => Promise<(string | null)[]>) {
  return queryOptions({
    queryKey: ['uploads', name, keys] as QueryKey,
    queryFn: async () => {
      const found = new Set<string>();
      for (let i = 0; i < keys.length; i += CHUNK) for (const key of await existing(keys.slice(i, i + CHUNK))) if (key) found.add(key);
      // An array, not the Set: the query cache is persisted as JSON, where a Set comes back as {}.
      return [...found];
    },
    enabled: keys.length > 0,
    // Never answered from cache: a file just sent makes the same question's old answer wrong.
    gcTime: 0,
    staleTime: 0,
  });
}
