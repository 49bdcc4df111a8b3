import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useAccess } from '@/lib/session';
import { mobileNav } from './mobile-nav';
import { navSections } from './nav-items';

export function AppNavigation() {
  const { t, i18n } = useLingui();
  const { me, access } = useAccess();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <nav aria-label={t`Main navigation`}>
      <Stack gap="md">
        {navSections(me, access).map((section) => (
          <div key={section.label.id}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
              {i18n._(section.label)}
            </Text>
            {section.items.map((item) => {
              const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={i18n._(item.label)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={mobileNav.close}
                />
              );
            })}
          </div>
        ))}
      </Stack>
    </nav>
  );
}
