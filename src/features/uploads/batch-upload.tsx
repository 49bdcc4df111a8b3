import { Alert, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defaultDate } from '@/domain/default-dates';
import { isSalaryType } from '@/domain/enums';
import type { UploadRecord } from '@/lib/upload-queue';
import { salaryDuplicatesQueryOptions, type SalaryKey } from './api/salary-duplicates-query';
import { uploadDirectoryQueryOptions } from './api/upload-directory-query';
import { BatchActions } from './batch-actions';
import { BatchBlockers } from './batch-blockers';
import { BatchProgressPanel } from './batch-progress-panel';
import { reviewSalaryBatch } from './batch-review';
import { salaryFileDescriber } from './file-matching';
import { SalaryTable } from './salary-table';
import { StagingFeedback } from './staging-feedback';
import { UploadDropArea } from './upload-drop-area';
import { UploadQueueBoundary, useUploadQueue } from './upload-queue-context';
import { useQueueSnapshot } from './use-queue-snapshot';
import { useStaging } from './use-staging';

// Salary batch upload for payroll staff (hrSalaryAccess), in /hr/salaries.

function salaryKeys(records: readonly UploadRecord[]): SalaryKey[] {
  const keys: SalaryKey[] = [];
  for (const r of records) {
    if (r.kind !== 'salary' || r.state !== 'staged') continue;
    const { employee, type, date } = r.data;
    if (employee && date && isSalaryType(type)) keys.push({ employee, type, date });
  }
  return keys;
}

function SalaryBatch() {
  const { t } = useLingui();
  const queue = useUploadQueue();
  const snapshot = useQueueSnapshot(queue, 'salary');
  const directory = useQuery(uploadDirectoryQueryOptions());
  const keys = useMemo(() => salaryKeys(snapshot.records), [snapshot.records]);
  const serverDuplicates = useQuery(salaryDuplicatesQueryOptions(keys));
  const review = reviewSalaryBatch(snapshot.records, new Set(Array.isArray(serverDuplicates.data) ? serverDuplicates.data : []));
  // Built once per directory, not per render: payroll staff may see thousands of employees.
  const describe = useMemo(() => (directory.data ? salaryFileDescriber(directory.data.employees, defaultDate(new Date())) : null), [directory.data]);
  const { staging, error, refused, stage } = useStaging(queue, 'salary', describe);

  const count = review.batch.length;
  const matched = review.batch.filter((r) => r.lockedFields.length > 0).length;
  const unmatched = count - matched;
  return (
    <Stack>
      {directory.isError && <Alert color="red" role="alert">{t`The employee list could not be loaded, so files cannot be matched yet.`}</Alert>}
      <UploadDropArea
        label={t`Drop salary PDFs here or click to choose files`}
        hint={t`Named TYPE_COMPANY_EMPLOYEE_DATE.pdf, e.g. Sal_1001_12_112025.pdf`}
        disabled={!directory.data || staging}
        loading={staging || directory.isPending}
        onFiles={(files) => void stage(files)}
      />
      <StagingFeedback error={error} refused={refused} />
      <BatchBlockers review={review} duplicateMessage={t`Duplicates found. Please confirm or remove individual files to continue.`} />
      <BatchActions queue={queue} review={review} checking={serverDuplicates.isFetching}>
        <Text size="sm">{t`${count} files staged: ${matched} matched, ${unmatched} to complete by hand.`}</Text>
      </BatchActions>
      <BatchProgressPanel queue={queue} snapshot={snapshot} />
      <SalaryTable queue={queue} records={snapshot.records} duplicates={review.duplicates} employees={directory.data?.employees ?? []} />
    </Stack>
  );
}

/** `owner` is the signed-in user's id: staged files belong to that user only. */
export function SalaryBatchUpload({ owner }: { owner: string }) {
  return (
    <UploadQueueBoundary owner={owner}>
      <SalaryBatch />
    </UploadQueueBoundary>
  );
}
