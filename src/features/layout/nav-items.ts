import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Access, Me } from '@/lib/session';

export type NavTarget =
  | '/dashboard'
  | '/hr/profile'
  | '/hr/salaries'
  | '/hr/documents'
  | '/hr/messages'
  | '/accounting'
  | '/taxation'
  | '/salary-control'
  | '/documents-review'
  | '/impersonate'
  | '/inspect-user-id'
  | '/open-manager'
  | '/my-profile';

export type NavItem = { to: NavTarget; label: MessageDescriptor };
export type NavSection = { label: MessageDescriptor; items: NavItem[] };

/** Navigation by rights (spec §6): only what this user may open is listed. */
export function navSections(me: Me, access: Access): NavSection[] {
  const { rights } = access;
  const staff = me.role.canAccessAllCompanies;
  const main: NavItem[] = [];
  if (!rights.profileOnly) main.push({ to: '/dashboard', label: msg`Dashboard` });
  if (rights.finance) main.push({ to: '/accounting', label: msg`Accounting` });
  if (rights.taxation) main.push({ to: '/taxation', label: msg`Taxation` });

  const hr: NavItem[] = [
    { to: '/hr/profile', label: msg`HR profile` },
    { to: '/hr/salaries', label: msg`Salaries` },
  ];
  if (rights.hrEnabled) {
    hr.push({ to: '/hr/documents', label: msg`HR documents` }, { to: '/hr/messages', label: msg`Messages` });
  }

  const admin: NavItem[] = [];
  if (rights.hrSalaryAccess) admin.push({ to: '/salary-control', label: msg`Salary control` });
  if (staff && rights.hrEnabled) admin.push({ to: '/documents-review', label: msg`Documents review` });
  if (staff) {
    admin.push({ to: '/impersonate', label: msg`Impersonation` }, { to: '/inspect-user-id', label: msg`User inspection` });
  }
  if (me.role.canAccessKeystone) admin.push({ to: '/open-manager', label: msg`Manager` });

  const sections: NavSection[] = [];
  if (main.length) sections.push({ label: msg`Overview`, items: main });
  sections.push({ label: msg`Human resources`, items: hr });
  if (admin.length) sections.push({ label: msg`Administration`, items: admin });
  sections.push({ label: msg`Account`, items: [{ to: '/my-profile', label: msg`My profile` }] });
  return sections;
}
