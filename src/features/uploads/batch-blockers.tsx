import { Alert, List } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { BatchReview } from './batch-review';

// Says why the batch cannot be sent, naming the files that hold it back (spec §5).

/** `fieldLabels` name the empty fields beside each file (by data field, e.g. type → 'Type'). */
export function BatchBlockers({ review, duplicateMessage, fieldLabels }: { review: BatchReview; duplicateMessage: string; fieldLabels: Record<string, string> }) {
  const { t } = useLingui();
  return (
    <>
      {review.unresolved.length > 0 && (
        <Alert color="orange" role="alert" title={duplicateMessage}>
          <List size="sm">{review.unresolved.map((r) => <List.Item key={r.fileId}>{r.fileName}</List.Item>)}</List>
        </Alert>
      )}
      {review.missing.length > 0 && (
        <Alert color="yellow" role="alert" title={t`Fill in the empty fields of these files to continue.`}>
          <List size="sm">{review.missing.map((m) => <List.Item key={m.fileName}>{`${m.fileName}: ${m.fields.map((field) => fieldLabels[field] ?? field).join(', ')}`}</List.Item>)}</List>
        </Alert>
      )}
    </>
  );
}
