import { useMemo } from 'react';
import type { UploadRecordOf } from '@/lib/upload-queue';
import { useUploadQueue } from './upload-queue-context';
import { useQueueSnapshot } from './use-queue-snapshot';

// What the salary-control detail screen needs from the queue (the route hands it over, features
// never import each other): send files to a workflow, and follow those not yet on the server.

export type WorkflowDocumentTarget = { replaces: string | null; feedbackFg: string };
export type UnsentWorkflowDocument = { fileId: string; fileName: string; replaces: string | null; state: string; failure: string | null };

function unsent(record: UploadRecordOf<'salaryControlDocument'>): UnsentWorkflowDocument {
  return { fileId: record.fileId, fileName: record.fileName, replaces: record.data.replaces, state: record.state, failure: record.failure?.message ?? null };
}

export function useWorkflowDocumentUpload(workflowId: string) {
  const queue = useUploadQueue();
  const snapshot = useQueueSnapshot(queue, 'salaryControlDocument');
  const pending = useMemo(
    () => snapshot.records.filter((r) => r.data.workflow === workflowId && r.state !== 'sent').map(unsent),
    [snapshot.records, workflowId],
  );

  /** Stages the files and queues them at once; returns the names of files the queue refused. */
  async function send(files: readonly File[], { replaces, feedbackFg }: WorkflowDocumentTarget): Promise<string[]> {
    const result = await queue.stage('salaryControlDocument', crypto.randomUUID(), files, () => ({
      data: { workflow: workflowId, replaces, feedbackFg },
      lockedFields: ['workflow', 'replaces'],
    }));
    await queue.queue(result.staged.map((r) => r.fileId));
    return result.refused.map((r) => r.fileName);
  }

  return { send, pending, retry: (fileIds: string[]) => queue.queue(fileIds) };
}
