import { Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReadingDetails } from './api/reading-fields-fragment';
import { FIELD_LABELS } from './field-labels';
import { displayValue } from './field-value';
import { ReadingStateBadges, SourceBadge } from './reading-marks';
import { keyValues } from './reading-state';

/**
 * A document's reading in the accounting list: its state and its key fields (supplier, invoice
 * number, issue date, total with its currency), each read value with its mark in words.
 */
export function ReadingSummary({ reading }: { reading: ReadingDetails | null | undefined }) {
  const { i18n } = useLingui();
  const values = keyValues(reading);
  return (
    <Stack gap={4} miw={0}>
      <ReadingStateBadges reading={reading} />
      {values.length > 0 && (
        <dl style={{ margin: 0 }}>
          {values.map(({ name, value, source, currency }) => (
            <Group key={name} gap={4} wrap="wrap" align="baseline">
              <Text component="dt" size="sm" c="dimmed">{i18n._(FIELD_LABELS[name])}</Text>
              {/* The mark inside the dd: a definition list's groups hold only dt and dd. */}
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {displayValue(name, value, i18n)}
                {currency ? ` ${currency}` : ''}
                {source && ' '}
                {source && <SourceBadge source={source} />}
              </Text>
            </Group>
          ))}
        </dl>
      )}
    </Stack>
  );
}
