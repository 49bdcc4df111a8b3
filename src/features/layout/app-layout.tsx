import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppNavigation } from './app-navigation';
import { MAIN_CONTENT_ID } from './main-content';
import { mobileNav, useMobileNavOpen } from './mobile-nav';
import { UserMenu } from './user-menu';
import classes from './app-layout.module.css';

type Props = {
  /** Company / employee pickers. */
  selection: ReactNode;
  languageSelect: ReactNode;
  /** The way to the notification centre, with its unread count. */
  notifications?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every signed-in screen: header, navigation by rights, main content. Laid out by its
 * own sheet rather than Mantine's AppShell, which brings a resizing layer and a scroll-lock library
 * (9.6 KB of gzipped JavaScript on every signed-in page, bench:size) for what three fixed boxes do.
 * On a phone the navigation is a panel under the header, opened by the menu button; hidden, it is
 * out of the tab order too. From Mantine's `sm` breakpoint on it is always shown beside the content.
 */
export function AppLayout({ selection, languageSelect, notifications, children }: Props) {
  const { t } = useLingui();
  const opened = useMobileNavOpen();
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      {/* react-remove-scroll's class (Mantine's modals lock the page's scroll with it): a fixed box
          with it keeps its place when the scrollbar goes. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
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
            {notifications}
            {languageSelect}
            <UserMenu />
          </Group>
        </Group>
      </header>
      <div className={classes.navbar} data-open={opened || undefined}>
        {/* In a landmark of its own: the navigation's is for the links. */}
        <Box component="section" aria-label={t`Company and employee`} hiddenFrom="md" mb="md">
          {selection}
        </Box>
        <AppNavigation />
      </div>
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
