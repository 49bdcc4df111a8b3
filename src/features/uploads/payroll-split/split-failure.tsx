import { Alert, Button, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SplitFailure } from './split-protocol';

// Why a payroll file could not be split, in the user's language, with the manual path: the slips
// named one by one, or this PDF staged as one file and its employee chosen by hand.

export function SplitFailureAlert({ fileName, failure, onDismiss }: { fileName: string; failure: SplitFailure | 'storage'; onDismiss: () => void }) {
  const { t } = useLingui();
  const reasons: Record<SplitFailure | 'storage', string> = {
    password: t`This PDF is protected by a password, so its pages cannot be read. Export it again without a password, or drop the payslips one by one in the area above.`,
    'no-text': t`This PDF has no text to read: it looks like a scan. Drop the payslips one by one in the area above and choose each employee by hand.`,
    malformed: t`This file could not be read as a PDF. Export it again from the payroll software, or drop the payslips one by one in the area above.`,
    'too-many-pages': t`This PDF has too many pages to split on this device (3,000 at most). Split it into smaller files first.`,
    'too-large': t`This file is too large to split on this device (100 MB at most). Split it into smaller files first.`,
    storage: t`The slips could not be stored on this device. Free some space, then try again.`,
  };
  return (
    <Alert color="red" role="alert" title={t`${fileName} was not split`}>
      <Text size="sm">{reasons[failure]}</Text>
      <Button mt="sm" variant="light" onClick={onDismiss}>{t`Close`}</Button>
    </Alert>
  );
}
