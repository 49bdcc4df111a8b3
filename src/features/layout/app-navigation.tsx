import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { hrUnreadMessagesQueryOptions } from '@/lib/hr-messages';
import { useAccess } from '@/lib/session';
import { focusMainContent } from './main-content';
import { mobileNav } from './mobile-nav';
import { NavLink } from './nav-link';
import { currentNavPath, navSections } from './nav-items';

export function AppNavigation() {
  const { t, i18n } = useLingui();
  const { me, access } = useAccess();
  const pathname = useLocation({ select: (l) => l.pathname });
  const sections = navSections(me, access);
  const current = currentNavPath(sections, pathname);
  return (
    <nav aria-label={t`Main navigation`}>
      <Stack gap="md">
        {sections.map((section) => (
          <div key={section.label.id}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
              {i18n._(section.label)}
            </Text>
            {section.items.map((item) => {
              const active = item.to === current;
              if (item.to === MESSAGES) return <MessagesLink key={item.to} label={i18n._(item.label)} active={active} />;
              return <NavLink key={item.to} to={item.to} label={i18n._(item.label)} active={active} onClick={followLink} />;
            })}
          </div>
        ))}
      </Stack>
    </nav>
  );
}

const MESSAGES = '/hr/messages';

/** A link chosen in the phone's panel closes it; the focus goes to the page, not to a hidden link. */
function followLink() {
  if (!mobileNav.isOpen()) return;
  mobileNav.close();
  focusMainContent();
}

/**
 * The Messages entry with the reader's unread count, polled while visible. The count and a hidden
 * word are part of the link's text, so its name ("Messages 2 unread") contains what is seen.
 */
function MessagesLink({ label, active }: { label: string; active: boolean }) {
  const { t } = useLingui();
  const unread = useQuery(hrUnreadMessagesQueryOptions()).data?.hrUnreadMessages ?? 0;
  return (
    <NavLink
      to={MESSAGES}
      label={label}
      active={active}
      onClick={followLink}
      rightSection={
        unread > 0 ? (
          <Badge color="red.9">
            {unread}
            <VisuallyHidden> {t`unread`}</VisuallyHidden>
          </Badge>
        ) : null
      }
    />
  );
}
