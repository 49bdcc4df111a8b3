import { Alert, List } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { UploadQueueError, type RefusedFile } from '@/lib/upload-queue';
import { formatBytes } from './format';

// What went wrong while staging: a storage problem (never swallowed) or files that were refused.

function useStorageMessage(error: unknown): string | null {
  const { t, i18n } = useLingui();
  if (error === null) return null;
  if (!(error instanceof UploadQueueError)) return t`The files could not be staged.`;
  switch (error.code) {
    case 'insufficient-space': {
      const needed = formatBytes(error.bytes?.needed ?? 0, i18n.locale);
      const available = formatBytes(error.bytes?.available ?? 0, i18n.locale);
      return t`Not enough storage space on this device to stage these files: ${needed} needed, ${available} available.`;
    }
    case 'quota-exceeded':
      return t`The browser's storage is full, so the files could not be staged. Send or remove staged files, then try again.`;
    case 'storage-unavailable':
      return t`The browser's storage is not available, so the files could not be staged.`;
  }
}

/** `unsupportedTitle` names the types the kind accepts, e.g. 'Not a PDF file'. */
export function StagingFeedback({ error, refused, unsupportedTitle }: { error: unknown; refused: readonly RefusedFile[]; unsupportedTitle: string }) {
  const { t } = useLingui();
  const storageMessage = useStorageMessage(error);
  const already = refused.filter((r) => r.reason === 'already-staged').map((r) => r.fileName);
  const unsupported = refused.filter((r) => r.reason === 'unsupported-type').map((r) => r.fileName);
  const empty = refused.filter((r) => r.reason === 'empty').map((r) => r.fileName);
  return (
    <>
      {storageMessage && (
        <Alert color="red" role="alert" title={t`Files not staged`}>
          {storageMessage}
        </Alert>
      )}
      {already.length > 0 && (
        <Alert color="yellow" role="alert" title={t`Already staged`}>
          <List size="sm">{already.map((name) => <List.Item key={name}>{name}</List.Item>)}</List>
        </Alert>
      )}
      {empty.length > 0 && (
        <Alert color="red" role="alert" title={t`Empty files (0 bytes): nothing to send`}>
          <List size="sm">{empty.map((name) => <List.Item key={name}>{name}</List.Item>)}</List>
        </Alert>
      )}
      {unsupported.length > 0 && (
        <Alert color="red" role="alert" title={unsupportedTitle}>
          <List size="sm">{unsupported.map((name) => <List.Item key={name}>{name}</List.Item>)}</List>
        </Alert>
      )}
    </>
  );
}
