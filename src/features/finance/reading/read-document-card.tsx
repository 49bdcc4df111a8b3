import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isReadFieldName, type FieldSource } from '@/domain/accounting-reading-fields';
import { formatDate } from '@/lib/i18n';
import type { ReadDocument } from './api/readings-query';
import { ConfirmReadingForm } from './confirm-reading-form';
import { FIELD_LABELS, METHOD_LABELS, SOURCE_COLORS, SOURCE_LABELS } from './field-labels';
import { displayValue } from './field-value';

type Props = { companyId: string; document: ReadDocument };

/** One document: how it was read, each field with its mark (exact / read / guessed), and the confirmation. */
export function ReadDocumentCard({ companyId, document }: Props) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const reading = document.reading;
  const name = document.attachment?.filename ?? '';
  const status = !reading || reading.status === 'pending' ? t`Reading…` : i18n._(METHOD_LABELS[reading.method ?? 'none'] ?? METHOD_LABELS.none!);
  const confirmed = reading?.confirmed ?? null;
  const vatByRate = (lines: { rate: string; taxable?: string | null; tax: string }[]) =>
    lines
      .map((line) => {
        const tax = displayValue('vatAmount', line.tax, i18n);
        return line.taxable ? t`${line.rate} % of ${displayValue('netAmount', line.taxable, i18n)}: ${tax}` : t`${line.rate} %: ${tax}`;
      })
      .join(' · ');
  const fieldLabel = (field: string) => (isReadFieldName(field) ? i18n._(FIELD_LABELS[field]) : field);
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
        {reading?.duplicateOf && (
          <Alert color="orange" role="status" title={t`Possible duplicate`}>
            {t`Same supplier, invoice number and total as ${reading.duplicateOf.attachment?.filename ?? ''}.`}
          </Alert>
        )}
        {reading?.differences.map((difference) => (
          <Alert key={difference.field} color="yellow" role="status">
            {t`${fieldLabel(difference.field)}: the e-invoice says ${displayValue(difference.field, difference.xml, i18n)}, the printed page ${displayValue(difference.field, difference.text, i18n)}. The e-invoice's value is used.`}
          </Alert>
        ))}
        {confirmed ? (
          <dl style={{ margin: 0 }}>
            {confirmed.map((value) => (
              <Group key={value.name} gap="xs" wrap="wrap">
                <Text component="dt" c="dimmed" size="sm">{fieldLabel(value.name)}</Text>
                <Text component="dd" m={0} size="sm">{displayValue(value.name, value.value, i18n)}</Text>
              </Group>
            ))}
          </dl>
        ) : (
          <dl style={{ margin: 0 }}>
            {reading?.fields.map((field) => (
              <Group key={field.name} gap="xs" wrap="wrap">
                <Text component="dt" c="dimmed" size="sm">{fieldLabel(field.name)}</Text>
                {/* The mark inside the dd: a definition list's groups hold only dt and dd. */}
                <Text component="dd" m={0} size="sm">
                  {displayValue(field.name, field.value, i18n)}{' '}
                  <Badge size="sm" variant="light" c="dark.9" color={SOURCE_COLORS[field.source as FieldSource]} title={t`Confidence ${Math.round(field.confidence * 100)} %`}>
                    {i18n._(SOURCE_LABELS[field.source as FieldSource])}
                  </Badge>
                </Text>
              </Group>
            ))}
          </dl>
        )}
        {reading && reading.vatLines.length > 0 && <Text size="sm">{t`VAT by rate: ${vatByRate(reading.vatLines)}`}</Text>}
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
