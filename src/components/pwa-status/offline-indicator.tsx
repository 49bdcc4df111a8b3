import { Trans } from '@lingui/react/macro';
import { Badge, Box } from '@mantine/core';
import { useOnlineStatus } from '@/lib/pwa';

/**
 * Tells the user the network is gone, so data that does not refresh is not a surprise. The status
 * region stays mounted so screen readers announce the change when it happens.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();

  return (
    <Box
      role="status"
      pos="fixed"
      bottom="var(--mantine-spacing-md)"
      left="var(--mantine-spacing-md)"
      style={{ zIndex: 'var(--mantine-z-index-overlay)' }}
    >
      {!online && (
        <Badge color="dark" variant="filled" size="lg" tt="none">
          <Trans>You are offline</Trans>
        </Badge>
      )}
    </Box>
  );
}
