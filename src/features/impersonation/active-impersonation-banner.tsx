import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@/lib/i18n';
import { currentImpersonationQueryOptions } from './current-impersonation-query';
import { useImpersonationSwitch } from './impersonation-session';

/** The banner itself (impersonation-banner.tsx loads it while an admin acts as another user). */
export function ActiveImpersonationBanner() {
  const { t } = useLingui();
  const { data } = useQuery(currentImpersonationQueryOptions());
  const { stop } = useImpersonationSwitch();
  const [stopping, setStopping] = useState(false);
  const expiresAt = data ? new Date(data.expiresAt).getTime() : null;

  const end = () => {
    setStopping(true);
    void stop();
  };
  // The timer calls the latest `end`; only a new expiry reschedules it.
  const endRef = useRef(end);
  endRef.current = end;

  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(() => endRef.current(), Math.max(0, expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  const actor = data?.actorName ?? '…';
  const user = data ? `${data.userName} (${data.userEmail})` : '…';
  const since = formatDate(data?.startedAt, 'dateTime');
  const until = formatDate(data?.expiresAt, 'dateTime');
  return (
    <Paper
      component="section"
      aria-label={t`Impersonation`}
      role="region"
      bg="orange.1"
      withBorder
      p="sm"
      mb="md"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 60px))', zIndex: 5, borderColor: 'var(--mantine-color-orange-8)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dark.9" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 16rem' }}>
          <Trans>
            You, {actor}, are acting as {user} since {since}. It ends by itself at {until}.
          </Trans>
        </Text>
        {/* Mantine's darkest orange (orange.9) gives white text only 4.29:1; this one gives 5.2:1 (AA). */}
        <Button color="#c2410c" onClick={end} loading={stopping} miw={44} mih={44}>
          <Trans>Stop impersonating</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
