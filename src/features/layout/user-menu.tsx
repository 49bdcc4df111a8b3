import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAccess } from '@/lib/session';

/** The signed-in user's name, with their profile and sign-out. */
export function UserMenu() {
  const { t } = useLingui();
  const { me } = useAccess();
  const who = me.name ?? me.email;
  return (
    <Menu position="bottom-end" closeDelay={400}>
      <Menu.Target>
        <Button variant="subtle" size="sm" aria-label={t`Account menu for ${who}`}>
          {who}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/my-profile">
          <Trans>My profile</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/logout">
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
