import { plural } from '@lingui/core/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { discardUploads, unsentUploadCount } from '@/lib/upload-queue';
import { meQueryOptions } from '@/lib/session';

// Sign-out with unsent uploads (decisions.md): say how many files are unsent and ask whether to
// send, keep or discard them before signing out.

type Props = {
  /** Sign out now (nothing unsent, or the user chose to keep or discard). */
  onProceed: () => void;
  /** The user wants to go back and send the files. */
  onCancel: () => void;
};

export function UnsentUploadsPrompt({ onProceed, onCancel }: Props) {
  const { t } = useLingui();
  const me = useQuery(meQueryOptions());
  const owner = me.data?.id ?? null;
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, so a caller passing a new function on each render does not restart the count.
  const proceed = useRef(onProceed);
  proceed.current = onProceed;

  useEffect(() => {
    if (me.isPending) return;
    if (owner === null) return proceed.current();
    let cancelled = false;
    void unsentUploadCount(owner)
      .catch(() => 0)
      .then((n) => {
        if (cancelled) return;
        if (n === 0) proceed.current();
        else setCount(n);
      });
    return () => {
      cancelled = true;
    };
  }, [me.isPending, owner]);

  if (count === null || owner === null) return null;
  async function discard(id: string) {
    setBusy(true);
    await discardUploads(id);
    onProceed();
  }
  return (
    <Paper withBorder p="lg" maw={560} mx="auto" mt="xl" role="alertdialog" aria-labelledby="unsent-uploads-title">
      <Stack>
        <Title order={2} id="unsent-uploads-title">{t`Unsent files`}</Title>
        <Text>{plural(count, {
            one: '# staged file has not been sent yet. Staged files stay on this device for your next sign-in unless you discard them.',
            other: '# staged files have not been sent yet. Staged files stay on this device for your next sign-in unless you discard them.',
          })}</Text>
        <Group>
          <Button onClick={onCancel}>{t`Go back and send them`}</Button>
          <Button variant="default" onClick={onProceed} disabled={busy}>{t`Keep them and sign out`}</Button>
          <Button variant="subtle" color="red" loading={busy} onClick={() => void discard(owner)}>{t`Discard them and sign out`}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
