import { Alert, Progress, Stack, Text, Title } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import { StagingFeedback } from '@/features/uploads/staging-feedback';
import { UploadDropArea } from '@/features/uploads/upload-drop-area';
import { useUploadQueue } from '@/features/uploads/upload-queue-context';
import { SplitFailureAlert } from './split-failure';
import { SplitReview } from './split-review';
import { usePayrollSplit } from './use-payroll-split';
import { isZip, useZipIntake } from './use-zip-intake';
import { ZipFeedback } from './zip-feedback';

// The salary upload screen's second way in (issue #45): one PDF of a whole payroll, split per
// employee on this device. The slips it stages join the batch below like any other file.

const THUMBNAIL_WIDTH = 240;

function StagedCount({ count, fileName }: { count: number; fileName: string }) {
  return <Plural value={count} one={`# payslip of ${fileName} staged below.`} other={`# payslips of ${fileName} staged below.`} />;
}

function useProgressTexts() {
  const { t } = useLingui();
  return {
    readingText: ({ fileName, done, total }: { fileName: string; done: number; total: number }) => t`Reading ${fileName}: page ${done} of ${total}`,
    writingText: ({ done, total }: { done: number; total: number }) => t`Writing the payslips: ${done} of ${total}`,
  };
}

export function PayrollSplitSection({ directory }: { directory: UploadDirectory }) {
  const { t } = useLingui();
  const { readingText, writingText } = useProgressTexts();
  const queue = useUploadQueue();
  const split = usePayrollSplit(queue, directory);
  const zip = useZipIntake(queue, directory, (file) => void split.start(file));
  const [several, setSeveral] = useState(false);
  const { state } = split;
  const load = split.thumbnail;
  const thumbnail = useCallback((pageNumber: number) => load(pageNumber, THUMBNAIL_WIDTH), [load]);
  // Planned in the worker once per change of the job (1,000 pages against 400 employees).
  const review = state.step === 'review' ? split.planOf(state.job) : null;
  const busy = state.step === 'reading' || state.step === 'writing' || zip.outcome?.step === 'reading';

  return (
    <Stack component="section" aria-labelledby="payroll-split-title" gap="sm">
      <Title order={3} id="payroll-split-title">{t`A whole payroll in one file`}</Title>
      {state.step !== 'review' && (
        <UploadDropArea
          label={t`Drop one PDF with every payslip of a company here, or a ZIP of payslips`}
          hint={t`Each page is read on this device; each employee's pages become their own payslip.`}
          disabled={busy}
          loading={false}
          onFiles={(files) => {
            const [file] = files;
            zip.dismiss();
            // One payroll at a time: several files would be split one after another unseen.
            setSeveral(files.length > 1);
            if (files.length > 1) return;
            if (file && isZip(file)) void zip.take(file);
            else if (file) void split.start(file);
          }}
        />
      )}
      {several && (
        <Alert color="yellow" role="alert" title={t`One file at a time`}>
          {t`Drop one payroll PDF or one ZIP here. Payslips already named one by one go in the area above.`}
        </Alert>
      )}
      {zip.outcome && <ZipFeedback outcome={zip.outcome} />}
      {state.step === 'reading' && (
        <Stack gap={4}>
          <Text size="sm" role="status">{state.total > 0 ? readingText(state) : t`Opening ${state.fileName}…`}</Text>
          <Progress value={state.total > 0 ? (state.done / state.total) * 100 : 0} aria-label={t`Pages read`} />
        </Stack>
      )}
      {state.step === 'writing' && (
        <Stack gap={4}>
          <Text size="sm" role="status">{writingText(state)}</Text>
          <Progress value={state.total > 0 ? (state.done / state.total) * 100 : 0} aria-label={t`Payslips written`} />
        </Stack>
      )}
      {state.step === 'review' && review && (
        <SplitReview
          job={state.job}
          plan={review.plan}
          planIsCurrent={review.current}
          directory={directory}
          onChange={split.update}
          onStage={() => {
            if (review.plan && review.current) void split.stage(state.job, review.plan);
          }}
          onCancel={split.reset}
          thumbnail={thumbnail}
        />
      )}
      {state.step === 'staged' && (
        <>
          <Text size="sm" role="status">
            <StagedCount count={state.result.staged.length} fileName={state.fileName} />
          </Text>
          <StagingFeedback error={null} refused={state.result.refused} unsupportedTitle={t`Not a PDF file`} />
        </>
      )}
      {state.step === 'failed' && <SplitFailureAlert fileName={state.fileName} failure={state.failure} onDismiss={split.reset} />}
    </Stack>
  );
}
