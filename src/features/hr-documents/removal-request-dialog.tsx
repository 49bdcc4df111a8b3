import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/graphql';
import touch from './touch.module.css';

// Asking the fiduciary to remove a document (spec §4), with an optional reason they will see.

export function RemovalRequestDialog({ fileName, opened, onClose, onConfirm }: {
  fileName: string;
  opened: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await onConfirm(reason);
      setReason('');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={t`Request removal of ${fileName}`}>
      <Stack>
        <Text size="sm">{t`The fiduciary reviews the request before the document is removed. You can withdraw it until then.`}</Text>
        <Textarea label={t`Reason (optional)`} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} autosize minRows={2} />
        {error && <Text c="red.9" role="alert">{error}</Text>}
        <Group justify="flex-end">
          <Button className={touch.target} variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button className={touch.target} onClick={() => void confirm()} loading={sending}>{t`Send removal request`}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
