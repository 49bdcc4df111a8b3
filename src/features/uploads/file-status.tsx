import { Badge, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isPending, type AnyUploadRecord, type UploadQueue } from '@/lib/upload-queue';
// The API's messages' texts, for failures read back from storage (server-error-text.ts).
import '@/lib/api-message-texts';
import { DUPLICATE_INVOICE } from '@/lib/server-answer';
import { serverErrorText } from '@/lib/server-error-text';

// Per-file state, reason and actions, shared by the salary and salary-control tables.

export function FileStateBadge({ record, duplicate }: { record: AnyUploadRecord; duplicate: boolean }) {
  const { t } = useLingui();
  const labels: Record<AnyUploadRecord['state'], string> = {
    staged: t`Staged`,
    queued: t`Queued`,
    sending: t`Sending`,
    sent: t`Sent`,
    failed: t`Failed`,
    paused: t`Paused`,
  };
  const colors: Record<AnyUploadRecord['state'], string> = { staged: 'gray', queued: 'blue', sending: 'blue', sent: 'green', failed: 'red', paused: 'yellow' };
  const other = record.sameContentAs;
  return (
    <Group gap={4}>
      {/* Dark text on the light variant: white on Mantine's filled green, orange or yellow fails AA. */}
      <Badge variant="light" c="dark.9" color={colors[record.state]}>{labels[record.state]}</Badge>
      {duplicate && <Badge variant="light" c="dark.9" color={record.duplicateConfirmed ? 'gray' : 'orange'}>{record.duplicateConfirmed ? t`Duplicate confirmed` : t`Duplicate`}</Badge>}
      {other && <Text size="xs" c="orange.9">{t`Same content as ${other}`}</Text>}
      {record.failure && record.state === 'failed' && <FailureReason failure={record.failure} />}
    </Group>
  );
}

function FailureReason({ failure }: { failure: NonNullable<AnyUploadRecord['failure']> }) {
  const { t, i18n } = useLingui();
  const byCode: Record<string, string> = {
    BAD_USER_INPUT: t`The server refused this file`,
    FORBIDDEN: t`You are not allowed to upload this file`,
    CONFLICT: t`This document conflicts with one already on the server`,
    NOT_FOUND: t`The employee or company no longer exists`,
    'server-error': t`The server kept failing`,
    // The browser no longer holds the file's bytes (send-upload.ts): retrying cannot help.
    'no-file': t`This file is no longer on this device: add it again`,
  };
  // The precise cause in the user's language (issue #44): the API's English message is for the logs.
  const cause = failure.message ? serverErrorText(i18n, { message: failure.message, code: failure.code }) : null;
  // An invoice already in the company: the cause names that document, and says it all.
  if (failure.code === DUPLICATE_INVOICE) return <Text size="xs" c="red.9">{cause ?? serverErrorText(i18n, { code: failure.code })}</Text>;
  const general = byCode[failure.code] ?? t`The upload failed`;
  // red.9: Mantine's red is 4.28:1 on a striped row's grey.
  return <Text size="xs" c="red.9">{cause && cause !== general ? `${general}: ${cause}` : general}</Text>;
}

export function FileActions({ queue, record, duplicate, confirmable }: { queue: UploadQueue; record: AnyUploadRecord; duplicate: boolean; confirmable: boolean }) {
  const { t } = useLingui();
  const name = record.fileName;
  const ids = [record.fileId];
  return (
    <Group gap={4} wrap="nowrap">
      {duplicate && confirmable && record.state === 'staged' && !record.duplicateConfirmed && (
        <Button size="compact-xs" variant="light" aria-label={t`Confirm duplicate ${name}`} onClick={() => void queue.confirmDuplicate(record.fileId)}>{t`Confirm`}</Button>
      )}
      {isPending(record) && (
        <Button size="compact-xs" variant="default" aria-label={t`Pause ${name}`} onClick={() => void queue.pause(ids)}>{t`Pause`}</Button>
      )}
      {record.state === 'paused' && (
        <Button size="compact-xs" variant="default" aria-label={t`Resume ${name}`} onClick={() => void queue.resume(ids)}>{t`Resume`}</Button>
      )}
      {/* A refused duplicate invoice stays here until the user sends it anyway or removes it: retrying would only be refused again. */}
      {record.state === 'failed' && record.failure?.code === DUPLICATE_INVOICE && (
        <Button size="compact-xs" variant="light" aria-label={t`Send anyway: ${name}`} onClick={() => void queue.sendAnyway(record.fileId)}>{t`Send anyway`}</Button>
      )}
      {record.state === 'failed' && record.failure?.code !== DUPLICATE_INVOICE && (
        <Button size="compact-xs" variant="default" aria-label={t`Retry ${name}`} onClick={() => void queue.queue(ids)}>{t`Retry`}</Button>
      )}
      {record.state !== 'sending' && record.state !== 'sent' && (
        <Button size="compact-xs" variant="subtle" color="red" aria-label={t`Remove ${name}`} onClick={() => void queue.remove(ids)}>{t`Remove`}</Button>
      )}
    </Group>
  );
}
