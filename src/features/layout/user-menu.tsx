import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAccess } from '@/lib/session';

/**
 * Who is signed in, and the way out. Plain links rather than a drop-down menu: two actions do not
 * need one, and it keeps the positioning library out of every page.
 */
export function UserMenu() {
  const { me } = useAccess();
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" fw={500} visibleFrom="sm">
        {me.name ?? me.email}
      </Text>
      <Anchor component={Link} to="/logout" size="sm">
        <Trans>Sign out</Trans>
      </Anchor>
    </Group>
  );
}
