import { useLingui } from '@lingui/react/macro';
import { Button, getDefaultZIndex, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import touch from './touch.module.css';
import { Dialog } from '@/components/dialog';

// Declining needs a reason: the uploader reads it next to their document.

// Above the other dialogs: it opens over the document viewer (a decision taken there), whose
// dialog came into the page after this one's and so lay on top of it at the same level, its tools
// taking the taps meant for "Decline" (issue #44).
const OVER_THE_VIEWER = getDefaultZIndex('modal') + 1;

export function DeclineDialog({ fileName, removal, opened, onClose, onConfirm }: {
  fileName: string;
  removal: boolean;
  opened: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const submit = () => {
    if (!reason.trim()) return;
    onConfirm(reason.trim());
    setReason('');
  };
  return (
    <Dialog opened={opened} onClose={onClose} zIndex={OVER_THE_VIEWER} title={removal ? t`Decline the removal of ${fileName}` : t`Decline ${fileName}`}>
      <Stack>
        <Textarea label={t`Reason the uploader will see`} value={reason} onChange={(event) => setReason(event.currentTarget.value)} required maxLength={500} autosize minRows={2} data-autofocus />
        <Group justify="flex-end">
          <Button className={touch.target} variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button className={touch.target} color="red.9" onClick={submit} disabled={!reason.trim()}>{t`Decline`}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
