import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DocumentWithReading } from './api/reading-fields-fragment';
import { ConfirmReadingForm } from './confirm-reading-form';
import { METHOD_LABELS } from './field-labels';
import { ReadFieldsList } from './read-fields-list';
import { ReadingStateBadges } from './reading-marks';
import { ReadingAlerts, VatByRate } from './reading-notes';
import { readingState } from './reading-state';

type Props = { companyId: string; document: DocumentWithReading };

/**
 * Beside the document in the viewer (below it on a phone): what was read, each value with its
 * mark, and the form to confirm or correct it, so the person checks the page and confirms in one
 * place. A reading waiting for a person opens on the form.
 */
export function DocumentReadingAside({ companyId, document }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const reading = document.reading ?? null;
  const state = readingState(reading);
  // Until the person chooses, the form is open exactly while the reading waits for them (also once it arrives).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const editing = state !== 'reading' && (chosen ?? state === 'toConfirm');
  const name = document.attachment?.filename ?? '';
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      {/* Not "What was read": the page's own section has that name, and landmarks need names of their own. */}
      <Title order={3} size="h4" id={titleId}>{t`What was read in this document`}</Title>
      <ReadingStateBadges reading={reading} />
      {reading?.method && <Text size="sm">{i18n._(METHOD_LABELS[reading.method] ?? METHOD_LABELS.none!)}</Text>}
      {state === 'reading' && <Text size="sm">{t`The fields appear here once the document is read.`}</Text>}
      {reading && <ReadingAlerts reading={reading} />}
      {editing ? (
        <ConfirmReadingForm companyId={companyId} document={document} onDone={() => setChosen(false)} />
      ) : (
        <>
          {reading && <ReadFieldsList reading={reading} />}
          {reading && <VatByRate reading={reading} />}
          {state !== 'reading' && (
            <Group>
              <Button variant="light" onClick={() => setChosen(true)} mih={44} aria-label={t`Confirm or correct ${name}`}>
                {state === 'confirmed' ? t`Correct` : t`Confirm or correct`}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
