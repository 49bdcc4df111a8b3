import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppNavigation } from './app-navigation';
import { mobileNav, useMobileNavOpen } from './mobile-nav';
import { UserMenu } from './user-menu';
import classes from './app-layout.module.css';

type Props = {
  /** Company / employee pickers. */
  selection: ReactNode;
  languageSelect: ReactNode;
  children: ReactNode;
};

/** The frame of every signed-in screen: header, navigation by rights, main content. */
export function AppLayout({ selection, languageSelect, children }: Props) {
  const { t } = useLingui();
  const opened = useMobileNavOpen();
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a href="#main-content" className={classes.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={mobileNav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t`Close navigation` : t`Open navigation`}
              aria-expanded={opened}
            />
            <Anchor component={Link} to="/dashboard" underline="never" c="inherit">
              <Text fw={700}>
                <Trans>Portal</Trans>
              </Text>
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="md">{selection}</Box>
            {languageSelect}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" style={{ overflowY: 'auto' }}>
        <Box hiddenFrom="md" mb="md">
          {selection}
        </Box>
        <AppNavigation />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
