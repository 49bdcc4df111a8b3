import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, NavLink, Paper, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { hrMessageInboxQueryOptions } from './api/inbox-query';

/** HR's inbox: every thread they may read, unread first; choosing one opens it. */
export function HrInbox({ selected, onSelect }: { selected: string | null; onSelect: (employeeId: string) => void }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(hrMessageInboxQueryOptions());
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Inbox</Trans>
      </Title>
      {data.hrMessageThreads.length === 0 ? (
        <Text c="dimmed">
          <Trans>No conversations yet.</Trans>
        </Text>
      ) : (
        <nav aria-label={t`Conversations`}>
          {data.hrMessageThreads.map((thread) => (
            <NavLink
              key={thread.employee.id}
              component="button"
              mih={44}
              active={thread.employee.id === selected}
              label={thread.employee.name}
              description={thread.employee.company?.name}
              onClick={() => onSelect(thread.employee.id)}
              rightSection={
                thread.unread > 0 ? (
                  <Badge color="red" aria-label={t`${thread.unread} unread`}>
                    {thread.unread}
                  </Badge>
                ) : null
              }
            />
          ))}
        </nav>
      )}
    </Paper>
  );
}
