import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { Dialog } from '@/components/dialog';

/**
 * Asks before leaving the editor with unsaved changes. A reload is not asked about: the edits are
 * kept on this device and come back with the page.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: false, withResolver: true });
  return (
    <Dialog opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t`Leave with unsaved changes?`} centered>
      <Text size="sm">
        <Trans>Your changes to this profile are not saved. They stay on this device until you save or discard them.</Trans>
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" mih={44} onClick={() => blocker.reset?.()}>
          <Trans>Stay and keep editing</Trans>
        </Button>
        <Button color="red" mih={44} onClick={() => blocker.proceed?.()}>
          <Trans>Leave</Trans>
        </Button>
      </Group>
    </Dialog>
  );
}
