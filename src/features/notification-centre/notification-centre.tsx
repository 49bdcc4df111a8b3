import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isPortalPath } from '@/domain/push-payload';
import { formatDate } from '@/lib/i18n';
import { useMarkNotificationsRead } from './api/mark-read';
import { notificationsQueryOptions } from './api/notifications-query';
import { notificationText, type NotificationItem } from './notification-text';

function NotificationRow({ item, onOpen, onMarkRead, marking }: { item: NotificationItem; onOpen: () => void; onMarkRead: () => void; marking: boolean }) {
  const { t, i18n } = useLingui();
  const unread = item.readAt == null;
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={unread ? 'blue.0' : undefined}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {unread ? (
            <Badge color="blue.9" variant="filled" size="sm" style={{ flexShrink: 0 }}>
              <Trans context="unread notification">New</Trans>
            </Badge>
          ) : null}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {notificationText(i18n, item)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDate(item.createdAt, 'dateTime')}
          </Text>
          <Group gap="xs">
            {unread ? (
              <Button variant="subtle" size="compact-sm" mih={44} onClick={onMarkRead} loading={marking} aria-label={t`Mark as read: ${notificationText(i18n, item)}`}>
                <Trans>Mark as read</Trans>
              </Button>
            ) : null}
            <Anchor
              href={item.path}
              size="sm"
              mih={44}
              style={{ display: 'inline-flex', alignItems: 'center' }}
              onClick={(event) => {
                event.preventDefault();
                onOpen();
              }}
              aria-label={t`Open: ${notificationText(i18n, item)}`}
            >
              <Trans context="open the record">Open</Trans>
            </Anchor>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /notifications: the caller's notifications, newest first, each leading to its record. */
export function NotificationCentre() {
  const { data: items } = useSuspenseQuery(notificationsQueryOptions());
  const mark = useMarkNotificationsRead();
  const navigate = useNavigate();
  const anyUnread = items.some((item) => item.readAt == null);
  const open = (item: NotificationItem) => {
    if (item.readAt == null) mark.mutate([item.id]);
    if (isPortalPath(item.path)) void navigate({ href: item.path });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          <Trans>Notifications</Trans>
        </Title>
        <Button variant="light" mih={44} onClick={() => mark.mutate(null)} disabled={!anyUnread} loading={mark.isPending && mark.variables === null}>
          <Trans>Mark all as read</Trans>
        </Button>
      </Group>
      {mark.isError ? (
        <Text c="red.9" role="alert">
          <Trans>The notifications could not be marked as read. Try again when you are online.</Trans>
        </Text>
      ) : null}
      {items.length === 0 ? (
        <Text c="dimmed">
          <Trans>No notifications yet. New payslips, documents and messages will appear here.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={() => open(item)} onMarkRead={() => mark.mutate([item.id])} marking={mark.isPending && mark.variables?.[0] === item.id} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
