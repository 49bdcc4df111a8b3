import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Access, Me } from '@/lib/session';

/** A rule answers null when the route may open, else the reason shown to the user. */
export type RouteRule = (me: Me, access: Access) => MessageDescriptor | null;

// Spec §6 'Access Control Failed' rules, plus the ones decisions.md implies for screens whose
// data the user could not read anyway (accounting, taxation, impersonation).
export const routeRules = {
  openManager: (me) => (me.role.canAccessKeystone ? null : msg`You do not have permission to open the manager`),
  salaryControl: (_me, access) =>
    access.rights.hrSalaryAccess ? null : msg`You do not have permission to access accounting`,
  userInspection: (me) =>
    me.role.canAccessAllCompanies ? null : msg`You do not have permission to use the user inspection tool`,
  documentsReview: (me, access) => {
    if (!me.role.canAccessAllCompanies) return msg`You do not have permission to access documents review`;
    return access.rights.hrEnabled ? null : msg`Cannot access this page. It may not exist.`;
  },
  impersonation: (me) => (me.role.canAccessAllCompanies ? null : msg`You do not have permission to impersonate users`),
  accounting: (_me, access) => (access.rights.finance ? null : msg`You do not have permission to access accounting`),
  taxation: (_me, access) => (access.rights.taxation ? null : msg`You do not have permission to access taxation`),
} satisfies Record<string, RouteRule>;
