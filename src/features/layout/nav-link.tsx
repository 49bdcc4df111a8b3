import { UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AreaPath } from '@/domain/areas';
import classes from './app-layout.module.css';

const EXACT = { exact: true };

/**
 * A link of the navigation, drawn as Mantine's NavLink draws one (an UnstyledButton with its
 * styles). Mantine's component also brings the collapse of nested links, which this navigation
 * never has: 2 KB gzip of the dashboard's first load. `active` says which link is the page's
 * (currentNavPath): the router's own marking is kept to the link's exact page, or "Employees"
 * (/hr) would be marked current on every page under /hr as well.
 */
export function NavLink({ to, label, active, rightSection, onClick }: { to: AreaPath; label: string; active: boolean; rightSection?: ReactNode; onClick: () => void }) {
  return (
    <UnstyledButton component={Link} to={to} activeOptions={EXACT} className={classes.navLink} aria-current={active ? 'page' : undefined} onClick={onClick}>
      <span className={classes.navLabel}>{label}</span>
      {rightSection}
    </UnstyledButton>
  );
}
