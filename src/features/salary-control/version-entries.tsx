import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isWorkflowDocumentStatus } from '@/domain/enums';
import { formatDate } from '@/lib/i18n';
import type { WorkflowDocumentVersion } from './api/workflow-query';
import { DocumentPreview } from './document-preview';
import { DocumentStatusBadge } from './status-badges';

// One version of a document as two turns of the conversation: what the fiduciary sent, then the
// company's review of it.

export function UploadEntry({ version, number, current }: { version: WorkflowDocumentVersion; number: number; current: boolean }) {
  const { t } = useLingui();
  const who = version.createdByName ?? '';
  const when = formatDate(version.createdAt, 'dateTime');
  const file = version.document;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" component="article" aria-label={t`Version ${number}`}>
      <Stack gap="xs">
        <Text size="sm" c="gray.8">
          {t`Version ${number}, sent by ${who} on ${when}`}
        </Text>
        {version.feedbackFg ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{version.feedbackFg}</Text> : null}
        {file ? <DocumentPreview url={file.url} filename={file.filename} initiallyOpen={current} /> : <Text size="sm" c="gray.8">{t`A reply without a file.`}</Text>}
      </Stack>
    </Paper>
  );
}

export function ReviewEntry({ version }: { version: WorkflowDocumentVersion }) {
  const { t } = useLingui();
  if (!version.reviewedAt || !isWorkflowDocumentStatus(version.status) || version.status === 'pending') return null;
  const who = version.reviewedByName ?? '';
  const when = formatDate(version.reviewedAt, 'dateTime');
  return (
    <Paper withBorder p="sm" radius="md" ml={{ base: 'md', sm: 'xl' }} component="article" aria-label={t`Review by ${who}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <DocumentStatusBadge status={version.status} />
          <Text size="sm" c="gray.8">
            {t`by ${who} on ${when}`}
          </Text>
        </Group>
        {version.feedback ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{version.feedback}</Text> : null}
      </Stack>
    </Paper>
  );
}

export function ThreadTitle({ name, status }: { name: string; status: string | null | undefined }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Title>
      {isWorkflowDocumentStatus(status) ? <DocumentStatusBadge status={status} /> : null}
    </Group>
  );
}
