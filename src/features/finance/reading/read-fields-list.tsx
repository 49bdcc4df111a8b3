import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isReadFieldName, READ_FIELDS } from '@/domain/accounting-reading-fields';
import type { ReadingDetails } from './api/reading-fields-fragment';
import { FIELD_LABELS } from './field-labels';
import { displayValue } from './field-value';
import { SourceBadge } from './reading-marks';

/** The form's order (kind, parties, number, dates, amounts, IBAN), whatever order the reading stored them in. */
const order = (name: string) => (READ_FIELDS as readonly string[]).indexOf(name);

/** Every field of a reading: the confirmed values once a person confirmed them, else each read value with its mark. */
export function ReadFieldsList({ reading }: { reading: ReadingDetails }) {
  const { i18n } = useLingui();
  const fieldLabel = (field: string) => (isReadFieldName(field) ? i18n._(FIELD_LABELS[field]) : field);
  const rows = (
    reading.confirmed
      ? reading.confirmed.map((value) => ({ ...value, mark: null }))
      : reading.fields.map((field) => ({ name: field.name, value: field.value, mark: <SourceBadge source={field.source} confidence={field.confidence} /> }))
  ).sort((a, b) => order(a.name) - order(b.name));
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(({ name, value, mark }) => (
        <Group key={name} gap="xs" wrap="wrap">
          <Text component="dt" c="dimmed" size="sm">{fieldLabel(name)}</Text>
          {/* The mark inside the dd: a definition list's groups hold only dt and dd. */}
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {displayValue(name, value, i18n)}
            {mark && ' '}
            {mark}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
