import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { runBulk, type BulkOutcome } from '@/features/manager/list/bulk';
import { managerKeys } from './manager-keys';

/**
 * A list's bulk edit: `action` on each record (runBulk), then the manager's queries refreshed once,
 * whatever came of it — a refusal can leave others changed.
 */
export function useBulkEdit() {
  const queryClient = useQueryClient();
  return useCallback(
    async <T extends { id: string }>(records: readonly T[], labelOf: (record: T) => string, action: (record: T) => Promise<unknown>, reasonOf: (error: unknown) => string): Promise<BulkOutcome> => {
      const outcome = await runBulk(records, labelOf, action, reasonOf);
      await queryClient.invalidateQueries({ queryKey: managerKeys.all });
      return outcome;
    },
    [queryClient],
  );
}
