import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { reachableAreas, type AreaPath, type AreaSection } from '@/domain/areas';
import { reachOf, type Access, type Me } from '@/lib/session';
import { plainPageOf } from '@/domain/employee-address';

export type NavItem = { to: AreaPath; label: MessageDescriptor };
export type NavSection = { label: MessageDescriptor; items: NavItem[] };

const SECTION_LABELS: Record<AreaSection, MessageDescriptor> = {
  overview: msg`Overview`,
  hr: msg`Human resources`,
  admin: msg`Administration`,
  account: msg`Account`,
};

/** Navigation by rights (spec §6): the areas this user may open, by section (src/domain/areas.ts). */
export function navSections(me: Me, access: Access): NavSection[] {
  const sections = new Map<AreaSection, NavItem[]>();
  for (const [, area] of reachableAreas(reachOf(me, access))) {
    if (!area.section) continue;
    sections.set(area.section, [...(sections.get(area.section) ?? []), { to: area.path, label: area.label }]);
  }
  return (Object.keys(SECTION_LABELS) as AreaSection[])
    .filter((section) => sections.has(section))
    .map((section) => ({ label: SECTION_LABELS[section], items: sections.get(section) ?? [] }));
}

/**
 * The item the page belongs to: the longest path that is the page or one of its parents, so that
 * /hr/salaries marks "Salaries" only, not also "Employees" (/hr); /hr/employees/e12/salaries too.
 */
export function currentNavPath(sections: NavSection[], address: string): string | null {
  // An employee's address belongs to the plain page the navigation links to.
  const pathname = plainPageOf(address);
  let best: string | null = null;
  for (const { items } of sections) {
    for (const { to } of items) {
      const matches = pathname === to || pathname.startsWith(`${to}/`);
      if (matches && (!best || to.length > best.length)) best = to;
    }
  }
  return best;
}
