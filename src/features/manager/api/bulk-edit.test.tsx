import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useBulkEdit } from './bulk-edit';
import { managerKeys } from './manager-keys';

describe('a bulk edit', () => {
  it("reports each record's outcome, then marks every manager query stale once, and no other", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(managerKeys.companies({ where: {} }), { items: [], total: 0 });
    queryClient.setQueryData(managerKeys.company('c1'), { company: null, staff: [] });
    queryClient.setQueryData(['employees', 'list', 'all'], []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useBulkEdit(), { wrapper });

    const records = [{ id: 'c1' }, { id: 'c2' }];
    const outcome = await act(() =>
      result.current(
        records,
        (record) => `Company ${record.id}`,
        (record) => (record.id === 'c2' ? Promise.reject(new Error('refused')) : Promise.resolve()),
        (error) => (error instanceof Error ? error.message : 'unknown'),
      ),
    );

    expect(outcome).toEqual({ done: 1, failures: [{ id: 'c2', label: 'Company c2', reason: 'refused' }] });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([stale(managerKeys.companies({ where: {} })), stale(managerKeys.company('c1')), stale(['employees', 'list', 'all'])]).toEqual([true, true, false]);
  });
});
