import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { calendarDayOf, documentBadges } from '@/domain/hr-document-status';
import { errorMessage } from '@/lib/graphql';
import { formatDate } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import type { DocumentType, EmployeeDocument } from './api/employee-documents-query';
import { useRemovalRequest } from './api/removal-request';
import { DocumentBadges } from '@/components/document-badges';
import { OpenDocumentButton } from '@/components/document-viewer';
import { RemovalRequestDialog } from './removal-request-dialog';
import touch from './touch.module.css';

// One document of a type: download with its original name, its badges, the fiduciary's decision
// and what the person looking may do — ask for removal (or withdraw that), upload a replacement.

export function DocumentItem({ document, type, onReplace }: { document: EmployeeDocument; type: DocumentType; onReplace: () => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const removal = useRemovalRequest();
  const name = document.attachment?.filename ?? t`No file`;
  const badges = documentBadges(
    {
      id: document.id,
      needsReview: document.needsReview === true,
      requestedRemoval: document.requestedRemoval === true,
      declined: document.declined ?? null,
      expirationDate: document.expirationDate ?? null,
      createdAt: String(document.createdAt),
    },
    type.appShowExpiringInfoInDays ?? 0,
    calendarDayOf(new Date()),
  );
  const withdraw = () => removal.mutate({ id: document.id, requested: false }, { onError: (error) => notify({ type: 'error', title: t`Could not withdraw the request`, text: errorMessage(error) }) });
  return (
    <Paper withBorder p="sm" aria-label={name} component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {document.attachment ? (
            <Anchor className={touch.target} href={document.attachment.url} download={name} aria-label={t`Download ${name}`} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Anchor>
          ) : (
            <Text c="dimmed">{name}</Text>
          )}
          <DocumentBadges badges={badges} />
        </Group>
        <Text size="sm" c="gray.7">
          {document.expirationDate ? t`Expires on ${formatDate(document.expirationDate)}` : t`No expiry date`} · {t`Uploaded on ${formatDate(String(document.createdAt))}`}
        </Text>
        {document.requestedRemoval && document.removalReason && <Text size="sm">{t`Reason for removal: ${document.removalReason}`}</Text>}
        {document.declineReason && (
          <Text size="sm" c="red.9">
            {document.declined === 'removal' ? t`Removal declined: ${document.declineReason}` : t`Declined by the fiduciary: ${document.declineReason}`}
          </Text>
        )}
        <Group gap="xs">
          {document.attachment ? <OpenDocumentButton url={document.attachment.url} filename={name} /> : null}
          {document.requestedRemoval ? (
            <Button className={touch.target} size="xs" variant="default" onClick={withdraw} loading={removal.isPending} aria-label={t`Withdraw removal request for ${name}`}>
              {t`Withdraw removal request`}
            </Button>
          ) : (
            <Button className={touch.target} size="xs" variant="default" onClick={() => setAsking(true)} aria-label={t`Request removal of ${name}`}>
              {t`Request removal`}
            </Button>
          )}
          <Button className={touch.target} size="xs" variant="light" onClick={onReplace} aria-label={t`Replace ${name}`}>
            {t`Replace`}
          </Button>
        </Group>
      </Stack>
      <RemovalRequestDialog
        fileName={name}
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => removal.mutateAsync({ id: document.id, requested: true, reason })}
      />
    </Paper>
  );
}
