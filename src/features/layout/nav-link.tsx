import { UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AreaPath } from '@/domain/areas';
import { ONLY_ON_ITS_OWN_PAGE } from '@/lib/navigation';
import classes from './app-layout.module.css';

/**
 * A link of the navigation, drawn as Mantine's NavLink draws one (an UnstyledButton with its
 * styles). Mantine's component also brings the collapse of nested links, which this navigation
 * never has: 2 KB gzip of the dashboard's first load. `active` says which link is the page's
 * (currentNavPath); the router's own marking is kept to the link's exact page.
 */
export function NavLink({ to, label, active, rightSection, onClick }: { to: AreaPath; label: string; active: boolean; rightSection?: ReactNode; onClick: () => void }) {
  return (
    <UnstyledButton component={Link} to={to} activeOptions={ONLY_ON_ITS_OWN_PAGE} className={classes.navLink} aria-current={active ? 'page' : undefined} onClick={onClick}>
      <span className={classes.navLabel}>{label}</span>
      {rightSection}
    </UnstyledButton>
  );
}
