import { Trans } from '@lingui/react/macro';
import { Button, Group, Notification, Text } from '@mantine/core';
import { useServiceWorkerUpdate } from '@/lib/pwa';

/**
 * Offers the waiting service worker. The new version only takes over when the user asks, so a
 * half-filled form is never reloaded away from under them.
 */
export function UpdatePrompt() {
  const { updateAvailable, reload } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;

  return (
    <Notification
      role="status"
      aria-live="polite"
      withCloseButton={false}
      withBorder
      pos="fixed"
      bottom="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      maw={360}
      style={{ zIndex: 'var(--mantine-z-index-overlay)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          <Trans>A new version is available</Trans>
        </Text>
        <Button size="xs" onClick={reload}>
          <Trans>Reload</Trans>
        </Button>
      </Group>
    </Notification>
  );
}
