import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hrDocumentsKeys } from '@/lib/query';
import type { UploadQueue, UploadRecord } from '@/lib/upload-queue';
import { accountingListsShowing } from './accounting-kind';
import { salaryControlDocumentKind } from './salary-control-document-kind';
import { salaryControlKind } from './salary-control-kind';
import { salaryKind } from './salary-kind';
import { watchQueue } from './use-queue-snapshot';

// Once a file is on the server, the lists that show it are refetched (by their factories' keys), so
// a slip sent by payroll appears without a reload — also when another tab or the service worker
// sent it, which is why this watches the records rather than this tab's sender.

function listsShowing(record: UploadRecord): QueryKey[] {
  switch (record.kind) {
    case 'salary':
      return salaryKind.listsShowing(record.data);
    case 'salaryControl':
      return salaryControlKind.listsShowing(record.data);
    case 'salaryControlDocument':
      return salaryControlDocumentKind.listsShowing(record.data);
    case 'accounting':
      return accountingListsShowing(record.data);
    case 'hrDocument':
      // Every HR-document list shares one key prefix (lib/query), whatever the screen's types are.
      return [hrDocumentsKeys.all];
    default:
      return [];
  }
}

export function useSentInvalidation(queue: UploadQueue | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!queue) return;
    const seen = new Set<string>();
    return watchQueue(queue, (records) => {
      // One refetch per list, however many of its files were sent since the last look.
      const stale = new Map<string, QueryKey>();
      for (const record of records) {
        if (record.state !== 'sent' || seen.has(record.fileId)) continue;
        seen.add(record.fileId);
        for (const queryKey of listsShowing(record)) stale.set(JSON.stringify(queryKey), queryKey);
      }
      for (const queryKey of stale.values()) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queue, queryClient]);
}
