import { Alert, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defaultDate } from '@/domain/default-dates';
import type { UploadRecord } from '@/lib/upload-queue';
import { workflowDuplicatesQueryOptions, type WorkflowKey } from './api/workflow-duplicates-query';
import { uploadDirectoryQueryOptions } from './api/upload-directory-query';
import { BatchActions } from './batch-actions';
import { BatchBlockers } from './batch-blockers';
import { BatchProgressPanel } from './batch-progress-panel';
import { reviewSalaryControlBatch } from './batch-review';
import { salaryControlFileDescriber } from './file-matching';
import { SalaryControlTable } from './salary-control-table';
import { StagingFeedback } from './staging-feedback';
import { UploadDropArea } from './upload-drop-area';
import { UploadQueueBoundary, useUploadQueue } from './upload-queue-context';
import { useQueueSnapshot } from './use-queue-snapshot';
import { useStaging } from './use-staging';

// Salary-control batch upload for provider staff (hrSalaryAccess), in /salary-control: each file
// opens a workflow for its company and month.

function workflowKeys(records: readonly UploadRecord[]): WorkflowKey[] {
  const keys: WorkflowKey[] = [];
  for (const r of records) {
    if (r.kind !== 'salaryControl' || r.state !== 'staged') continue;
    const { company, date } = r.data;
    if (company && date) keys.push({ company, date });
  }
  return keys;
}

function SalaryControlBatch() {
  const { t } = useLingui();
  const queue = useUploadQueue();
  const snapshot = useQueueSnapshot(queue, 'salaryControl');
  const directory = useQuery(uploadDirectoryQueryOptions());
  const keys = useMemo(() => workflowKeys(snapshot.records), [snapshot.records]);
  const serverDuplicates = useQuery(workflowDuplicatesQueryOptions(keys));
  const review = reviewSalaryControlBatch(snapshot.records, new Set(Array.isArray(serverDuplicates.data) ? serverDuplicates.data : []));
  // Built once per directory, not per render: payroll staff may see thousands of employees.
  const describe = useMemo(() => (directory.data ? salaryControlFileDescriber(directory.data.companies, defaultDate(new Date())) : null), [directory.data]);
  const { staging, error, refused, stage } = useStaging(queue, 'salaryControl', describe);

  return (
    <Stack>
      {directory.isError && <Alert color="red" role="alert">{t`The company list could not be loaded, so files cannot be matched yet.`}</Alert>}
      <UploadDropArea
        label={t`Drop salary-control PDFs here or click to choose files`}
        hint={t`Named COMPANY_MMYYYY.pdf, e.g. 1001_112025.pdf`}
        disabled={!directory.data || staging}
        loading={staging || directory.isPending}
        onFiles={(files) => void stage(files)}
      />
      <StagingFeedback error={error} refused={refused} />
      <BatchBlockers review={review} duplicateMessage={t`Please remove duplicate entries`} />
      <BatchActions queue={queue} review={review} checking={serverDuplicates.isFetching} />
      <BatchProgressPanel queue={queue} snapshot={snapshot} />
      <SalaryControlTable queue={queue} records={snapshot.records} duplicates={review.duplicates} companies={directory.data?.companies ?? []} />
    </Stack>
  );
}

/** `owner` is the signed-in user's id: staged files belong to that user only. */
export function SalaryControlBatchUpload({ owner }: { owner: string }) {
  return (
    <UploadQueueBoundary owner={owner}>
      <SalaryControlBatch />
    </UploadQueueBoundary>
  );
}
