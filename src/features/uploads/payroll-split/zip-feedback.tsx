import { Alert, List, Text } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ZipRefusalReason } from '@/lib/zip/read-zip';
import { StagingFeedback } from '@/features/uploads/staging-feedback';
import type { ZipOutcome } from './use-zip-intake';

// What came of a dropped ZIP: how many PDFs were staged, and each entry refused with its reason.

function useReasons(): Record<ZipRefusalReason, string> {
  const { t } = useLingui();
  return {
    'not-pdf': t`not a PDF`,
    encrypted: t`encrypted: export the archive without a password`,
    'unsafe-path': t`its path leaves the archive (../)`,
    'too-large': t`too large (100 MB at most)`,
    'zip-bomb': t`expands far beyond its size (a zip bomb)`,
    corrupt: t`damaged`,
  };
}

export function ZipFeedback({ outcome }: { outcome: ZipOutcome }) {
  const { t } = useLingui();
  const reasons = useReasons();
  const { zipName } = outcome;
  if (outcome.step === 'reading') return <Text size="sm" role="status">{t`Opening ${zipName}…`}</Text>;
  if (outcome.step === 'failed') {
    const messages = {
      corrupt: t`${zipName} could not be read as a ZIP archive.`,
      'too-many-entries': t`${zipName} holds more than 1,000 files: send it in smaller archives.`,
      'too-large': t`${zipName} is too large to open on this device (200 MB, or 500 MB expanded, at most).`,
      storage: t`The files of ${zipName} could not be stored on this device. Free some space, then try again.`,
    };
    return (
      <Alert color="red" role="alert" title={t`${zipName} was not opened`}>
        {messages[outcome.failure]}
      </Alert>
    );
  }
  const { staged } = outcome;
  return (
    <>
      <Text size="sm" role="status">
        <Plural value={staged} one={`# PDF of ${zipName} staged below.`} other={`# PDFs of ${zipName} staged below.`} />
      </Text>
      {outcome.refused.length > 0 && (
        <Alert color="red" role="alert" title={t`Files of ${zipName} not staged`}>
          <List size="sm">
            {outcome.refused.map((r) => (
              <List.Item key={r.path}>{`${r.path}: ${reasons[r.reason]}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <StagingFeedback error={null} refused={outcome.stagingRefused} unsupportedTitle={t`Not a PDF file`} />
    </>
  );
}
