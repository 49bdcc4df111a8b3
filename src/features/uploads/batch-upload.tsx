import { Stack, Text } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import { defaultDate } from '@/domain/default-dates';
import type { UploadKind } from '@/domain/staging';
import { uploadDirectoryQueryOptions, type UploadDirectory } from './api/upload-directory-query';
import { BatchActions } from './batch-actions';
import { BatchBlockers } from './batch-blockers';
import type { BatchKind } from './batch-kind';
import { BatchProgressPanel } from './batch-progress-panel';
import { reviewBatch, type BatchReview } from './batch-review';
import { StagedFilesTable } from './staged-files-table';
import { StagingFeedback } from './staging-feedback';
import { UploadDropArea } from './upload-drop-area';
import { UploadQueueBoundary, useUploadQueue } from './upload-queue-context';
import { useQueueSnapshot } from './use-queue-snapshot';
import { useStaging } from './use-staging';

// The batch upload screen of any kind: drop, match, review, send, follow. What differs between
// kinds (fields, file-name rule, duplicate check, labels) comes from its descriptor.

function MatchSummary({ review }: { review: BatchReview }) {
  const { i18n } = useLingui();
  const count = review.batch.length;
  const matchedCount = review.batch.filter((r) => r.lockedFields.length > 0).length;
  // Written like the plural's own "#" (1,000 in English, 1 000 in French), not as bare digits.
  const matched = i18n.number(matchedCount);
  const unmatched = i18n.number(count - matchedCount);
  return (
    <Text size="sm">
      <Plural value={count} one={`# file staged: ${matched} matched, ${unmatched} to complete by hand.`} other={`# files staged: ${matched} matched, ${unmatched} to complete by hand.`} />
    </Text>
  );
}

/** Another way in beside the drop area (salaries: a whole payroll in one PDF, split per employee). */
type Intake = ComponentType<{ directory: UploadDirectory }>;

function Batch<K extends UploadKind>({ kind, suggestions, intake: Intake }: { kind: BatchKind<K>; suggestions?: readonly string[]; intake?: Intake }) {
  const { i18n } = useLingui();
  const queue = useUploadQueue();
  const snapshot = useQueueSnapshot(queue, kind.kind);
  // Suspends until the companies and employees are there (the route's loader fetches them first),
  // so the drop area is never shown unable to match a file.
  const { data: directory } = useSuspenseQuery(uploadDirectoryQueryOptions());
  const duplicatesQuery = useMemo(() => {
    const staged = snapshot.records.filter((r) => r.state === 'staged');
    return kind.serverDuplicates(staged.map((r) => r.data), staged);
  }, [kind, snapshot.records]);
  const serverDuplicates = useQuery(duplicatesQuery);
  const serverKeys = serverDuplicates.data;
  // Once per change of the records or of the server's answer, not per render: the duplicate query's
  // notifications (asking, answered) re-render this screen at once (useSyncExternalStore: not a
  // transition), once or twice each time staged files arrive.
  const review = useMemo(() => reviewBatch(snapshot.records, kind, new Set(Array.isArray(serverKeys) ? serverKeys : [])), [snapshot.records, kind, serverKeys]);
  // Built once per directory, not per render: payroll staff may see thousands of employees.
  const describe = useMemo(() => kind.describer(directory, defaultDate(new Date())), [kind, directory]);
  const { staging, error, refused, stage } = useStaging(queue, kind.kind, describe, review.batch.length);
  // The parts that do not change with the duplicate query's state, kept as the same elements so
  // React skips them when only that state changes (issue #45: 400 slips of a split payroll arriving
  // made renders of 100–150 ms of CPU at 4× slowdown, the completeness list and the split's section
  // rendered again with nothing new to show).
  const intake = useMemo(() => (Intake ? <Intake directory={directory} /> : null), [Intake, directory]);
  const BatchCheck = kind.batchCheck;
  const batchCheck = useMemo(() => (BatchCheck ? <BatchCheck records={snapshot.records} directory={directory} /> : null), [BatchCheck, snapshot.records, directory]);
  const blockers = useMemo(
    () => <BatchBlockers review={review} duplicateMessage={i18n._(kind.labels.duplicates)} fieldLabels={Object.fromEntries(kind.fields.map((f) => [f.field, i18n._(f.header)]))} />,
    [review, kind, i18n],
  );
  const progress = useMemo(() => <BatchProgressPanel queue={queue} kind={kind.kind} snapshot={snapshot} />, [queue, kind.kind, snapshot]);
  const table = useMemo(
    () => <StagedFilesTable queue={queue} kind={kind} records={snapshot.records} duplicates={review.duplicates} directory={directory} suggestions={suggestions} />,
    [queue, kind, snapshot.records, review.duplicates, directory, suggestions],
  );

  return (
    <Stack>
      <UploadDropArea label={i18n._(kind.labels.dropArea)} hint={i18n._(kind.labels.hint)} disabled={staging} loading={staging} capture={kind.capture} onFiles={(files) => void stage(files)} />
      <StagingFeedback error={error} refused={refused} unsupportedTitle={i18n._(kind.labels.unsupportedType)} />
      {intake}
      {blockers}
      {batchCheck}
      <BatchActions queue={queue} review={review} checking={serverDuplicates.isFetching}>
        {kind.showsMatchSummary && <MatchSummary review={review} />}
      </BatchActions>
      {progress}
      {table}
    </Stack>
  );
}

/** `owner` is the signed-in user's id: staged files belong to that user only. */
export function BatchUpload<K extends UploadKind>({ kind, owner, suggestions, intake }: { kind: BatchKind<K>; owner: string; suggestions?: readonly string[]; intake?: Intake }) {
  return (
    <UploadQueueBoundary owner={owner}>
      <Batch kind={kind} suggestions={suggestions} intake={intake} />
    </UploadQueueBoundary>
  );
}
