import { plural } from '@lingui/core/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { discardWaitingMessages, waitingMessageCount } from '@/lib/message-outbox';
import { discardUploads, unsentUploadCount } from '@/lib/upload-queue';
import { meQueryOptions } from '@/lib/session';

// Sign-out with work the API does not have yet (decisions.md): staged files of the upload queue
// and HR messages of the message outbox. Say how many of each wait and ask whether to go back and
// send them, keep them on this device for the next sign-in, or discard them, before signing out.

/** What a sign-out would leave behind: one source of unsent work, counted and discarded per user. */
type UnsentSource = {
  count(owner: string): Promise<number>;
  discard(owner: string): Promise<void>;
};

const SOURCES = {
  files: { count: unsentUploadCount, discard: discardUploads },
  messages: { count: waitingMessageCount, discard: discardWaitingMessages },
} satisfies Record<string, UnsentSource>;

type Counts = Record<keyof typeof SOURCES, number>;
const KINDS = Object.keys(SOURCES) as (keyof typeof SOURCES)[];

async function countUnsent(owner: string): Promise<Counts> {
  // A store that cannot be read has nothing this prompt could keep or discard: it does not block sign-out.
  const counts = await Promise.all(KINDS.map((kind) => SOURCES[kind].count(owner).catch(() => 0)));
  return Object.fromEntries(KINDS.map((kind, i) => [kind, counts[i]])) as Counts;
}

type Props = {
  /** Sign out now (nothing unsent, or the user chose to keep or discard). */
  onProceed: () => void;
  /** The user wants to go back and send what waits. */
  onCancel: () => void;
};

export function UnsentWorkPrompt({ onProceed, onCancel }: Props) {
  const { t } = useLingui();
  const me = useQuery(meQueryOptions());
  const owner = me.data?.id ?? null;
  const [counts, setCounts] = useState<Counts | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, so a caller passing a new function on each render does not restart the count.
  const proceed = useRef(onProceed);
  proceed.current = onProceed;

  useEffect(() => {
    if (me.isPending) return;
    if (owner === null) return proceed.current();
    let cancelled = false;
    void countUnsent(owner).then((found) => {
      if (cancelled) return;
      if (KINDS.every((kind) => found[kind] === 0)) proceed.current();
      else setCounts(found);
    });
    return () => {
      cancelled = true;
    };
  }, [me.isPending, owner]);

  if (counts === null || owner === null) return null;
  async function discard(id: string) {
    setBusy(true);
    for (const kind of KINDS) if (counts?.[kind]) await SOURCES[kind].discard(id);
    onProceed();
  }
  const { files, messages } = counts;
  const total = files + messages;
  const title = files > 0 && messages > 0 ? t`Unsent files and messages` : files > 0 ? t`Unsent files` : t`Unsent messages`;
  return (
    <Paper withBorder p="lg" maw={560} mx="auto" mt="xl" role="alertdialog" aria-labelledby="unsent-work-title">
      <Stack>
        <Title order={2} id="unsent-work-title">{title}</Title>
        {files > 0 && <Text>{plural(files, { one: '# staged file has not been sent yet.', other: '# staged files have not been sent yet.' })}</Text>}
        {messages > 0 && <Text>{plural(messages, { one: '# message has not been sent yet.', other: '# messages have not been sent yet.' })}</Text>}
        <Text>{plural(total, {
            one: 'It stays on this device for your next sign-in unless you discard it.',
            other: 'They stay on this device for your next sign-in unless you discard them.',
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
