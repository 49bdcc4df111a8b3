import { Badge, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { FieldSource } from '@/domain/accounting-reading-fields';
import type { ReadingDetails } from './api/reading-fields-fragment';
import { SOURCE_COLORS, SOURCE_LABELS, STATE_LABELS } from './field-labels';
import { readingState, type ReadingState } from './reading-state';

// The marks a reading carries wherever it is shown: each value's tier (exact / read / guessed) and
// the document's state. Always a word; the tint only helps (dark text on it, 4.5:1 and more).

const STATE_COLORS: Record<ReadingState, string> = { reading: 'gray', toConfirm: 'yellow', confirmed: 'green', nothingRead: 'gray' };

export function SourceBadge({ source, confidence }: { source: FieldSource; confidence?: number }) {
  const { t, i18n } = useLingui();
  return (
    <Badge size="sm" variant="light" c="dark.9" color={SOURCE_COLORS[source]} title={confidence === undefined ? undefined : t`Confidence ${Math.round(confidence * 100)} %`}>
      {i18n._(SOURCE_LABELS[source])}
    </Badge>
  );
}

/** The reading's state, and "Possible duplicate" beside it when an earlier document looks the same. */
export function ReadingStateBadges({ reading }: { reading: ReadingDetails | null | undefined }) {
  const { t, i18n } = useLingui();
  const state = readingState(reading);
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" c="dark.9" color={STATE_COLORS[state]}>{i18n._(STATE_LABELS[state])}</Badge>
      {reading?.duplicateOf && <Badge variant="light" c="dark.9" color="orange">{t`Possible duplicate`}</Badge>}
    </Group>
  );
}
