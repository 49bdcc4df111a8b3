import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { persistOptions } from './query-client';

const persister: Persister = { persistClient: () => undefined, restoreClient: () => undefined, removeClient: () => undefined };

describe('the saved query cache', () => {
  it('keeps the last-seen data of a query whose refetch failed (an offline reload), so the next offline start still knows the user', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['me'], { id: 'u1', email: 'hr@demo.test' });
    await client
      .fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(['me'])?.status).toBe('error');

    const saved = dehydrate(client, persistOptions(persister).dehydrateOptions);
    expect(saved.queries.map((query) => query.state.data)).toEqual([{ id: 'u1', email: 'hr@demo.test' }]);
  });

  it('saves nothing for a query that never had data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['companies'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')) }).catch(() => undefined);
    expect(dehydrate(client, persistOptions(persister).dehydrateOptions).queries).toEqual([]);
  });
});
