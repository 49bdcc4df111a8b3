import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { LazyDocumentViewer } from '@/components/document-viewer';
import type { ReviewDocument } from './review-inbox-query';
import touch from './touch';
import { nameInLanguage } from '@/domain/document-type-name';

// The inbox's document in the in-app viewer, with the reviewer's decision under its tools: approve
// (or decline, which asks its reason) and the viewer moves on to the next waiting document.

export function ReviewViewer({ document, position, total, busy, failure, onApprove, onDecline, onClose }: {
  document: ReviewDocument | null;
  /** Where the document stands in the inbox (1-based), when it is still listed. */
  position: number | null;
  total: number;
  busy: boolean;
  /** Why the last decision taken here failed, shown where the reviewer looks. */
  failure: string | null;
  onApprove: (document: ReviewDocument) => void;
  onDecline: (document: ReviewDocument) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const file = document?.attachment ? { url: document.attachment.url, filename: document.attachment.filename } : null;
  const name = file?.filename ?? '';
  const who = document ? `${document.employee?.name ?? ''} · ${nameInLanguage(document.type, i18n.locale)}` : '';
  const actions = document ? (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="sm">
        {position !== null ? t`Document ${position} of ${total}` : null} {who}
      </Text>
      <Group gap="xs">
        {document.needsReview && !document.requestedRemoval ? (
          <Button className={touch.target} size="xs" onClick={() => onApprove(document)} loading={busy} aria-label={t`Approve ${name}`}>
            {t`Approve`}
          </Button>
        ) : null}
        <Button className={touch.target} size="xs" variant="default" onClick={() => onDecline(document)} disabled={busy} aria-label={t`Decline ${name}`}>
          {t`Decline`}
        </Button>
      </Group>
      {failure ? (
        <Text size="sm" c="red.9" role="alert" w="100%">
          {failure}
        </Text>
      ) : null}
    </Group>
  ) : null;
  return <LazyDocumentViewer file={file} onClose={onClose} actions={actions} />;
}
