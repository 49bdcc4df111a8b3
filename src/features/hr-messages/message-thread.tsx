import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAccess } from '@/lib/session';
import { useMarkHrMessagesRead } from './api/mark-read';
import { hrMessageThreadQueryOptions } from './api/thread-query';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { useWaitingMessages } from './outbox-context';

const NO_MESSAGES: never[] = [];

/** One employee's thread: the messages, marked read for the reader once shown, and the composer. */
export function MessageThread({ employeeId }: { employeeId: string }) {
  const { data } = useSuspenseQuery(hrMessageThreadQueryOptions(employeeId));
  const markRead = useMarkHrMessagesRead(employeeId);
  const messages = data.hrMessages ?? NO_MESSAGES;
  const waiting = useWaitingMessages(employeeId, messages);
  const unread = data.companyEmployee?.hrUnReadChatMessages ?? 0;
  const { mutate, isPending } = markRead;
  const ownThread = useAccess().me.employees.some((employee) => employee.id === employeeId);

  useEffect(() => {
    if (unread > 0 && !isPending) mutate();
  }, [unread, isPending, mutate]);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {/* The employee reads their own thread: it is their conversation with HR, not "with" themselves. */}
          {ownThread ? <Trans>Your conversation with HR</Trans> : <Trans>Conversation with {data.companyEmployee?.name ?? ''}</Trans>}
        </Title>
        <MessageList messages={messages} waiting={waiting} />
        <MessageComposer employeeId={employeeId} />
      </Stack>
    </Paper>
  );
}
