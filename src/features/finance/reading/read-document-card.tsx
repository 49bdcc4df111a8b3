import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDate } from '@/lib/i18n';
import type { ReadDocument } from './api/readings-query';
import { ConfirmReadingForm } from './confirm-reading-form';
import { METHOD_LABELS } from './field-labels';
import { ReadFieldsList } from './read-fields-list';
import { ReadingAlerts, VatByRate } from './reading-notes';

type Props = { companyId: string; document: ReadDocument };

/** One document: how it was read, each field with its mark (exact / read / guessed), and the confirmation. */
export function ReadDocumentCard({ companyId, document }: Props) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const reading = document.reading;
  const name = document.attachment?.filename ?? '';
  const status = !reading || reading.status === 'pending' ? t`Reading…` : i18n._(METHOD_LABELS[reading.method ?? 'none'] ?? METHOD_LABELS.none!);
  const confirmed = reading?.confirmed ?? null;
  return (
    <Paper withBorder p="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{name}</Text>
          <Group gap="xs">
            <Badge variant="light" color="gray" c="dark.9">{status}</Badge>
            {confirmed && <Badge variant="light" color="green" c="dark.9">{t`Confirmed ${formatDate(reading?.confirmedAt)}`}</Badge>}
          </Group>
        </Group>
        {reading && <ReadingAlerts reading={reading} />}
        {reading && <ReadFieldsList reading={reading} />}
        {reading && <VatByRate reading={reading} />}
        {reading && reading.status !== 'pending' && !editing && (
          <Group>
            <Button variant="light" onClick={() => setEditing(true)} mih={44} aria-label={t`Confirm or correct ${name}`}>
              {confirmed ? t`Correct` : t`Confirm or correct`}
            </Button>
          </Group>
        )}
        {editing && <ConfirmReadingForm companyId={companyId} document={document} onDone={() => setEditing(false)} />}
      </Stack>
    </Paper>
  );
}
