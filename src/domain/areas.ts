import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Rights, UserFlags } from './permissions';

// The areas of the portal, declared once (decisions.md "The content screens"): route guards,
// navigation and dashboard cards all read this table, so a rule cannot differ between them.
//
// Labels and refusals are Lingui `msg` descriptors: plain data, translated where they are shown.
// The macro is compiled by the portal's Vite/Vitest build, so this file is free of React but
// portal-only; the API imports permissions.ts for its reach rules, never this file.

export type AreaPath =
  | '/dashboard'
  | '/hr'
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
  | '/audit-log'
  | '/open-manager'
  | '/my-profile';

export type AreaSection = 'overview' | 'hr' | 'admin' | 'account';

export type CountKey = 'salaries' | 'hrDocuments' | 'accountingDocuments' | 'taxDocuments' | 'salaryWorkflows' | 'employees';

/** What the rules look at: the user's flags, their rights in the selection, and what is selected. */
export type Reach = { user: UserFlags; rights: Rights; hasEmployee: boolean; hasCompany: boolean };

export type Area = {
  path: AreaPath;
  label: MessageDescriptor;
  /** Its navigation section; none for areas reached only from the dashboard. */
  section?: AreaSection;
  opens: (reach: Reach) => boolean;
  /** Why a guarded route refuses (spec §6 'Access Control Failed'); unguarded areas are only hidden. */
  refusal?: (reach: Reach) => MessageDescriptor;
  /** Its dashboard card, shown when the area opens and `shownWhen` (what it acts on is selected). */
  card?: { description: MessageDescriptor; count?: CountKey; shownWhen?: (reach: Reach) => boolean };
};

const always = () => true;
const withEmployee = (reach: Reach) => reach.hasEmployee;
const withCompany = (reach: Reach) => reach.hasCompany;
const staff = ({ user }: Reach) => user.canAccessAllCompanies;
const noAccounting = () => msg`You do not have permission to access accounting`;

// Key order is the order of the navigation within each section and of the dashboard cards.
export const AREAS = {
  dashboard: { path: '/dashboard', label: msg`Dashboard`, section: 'overview', opens: ({ rights }) => !rights.profileOnly },
  hrProfile: {
    path: '/hr/profile', label: msg`HR profile`, section: 'hr', opens: always,
    card: { description: msg`Personal, contact, bank and employment details.`, shownWhen: withEmployee },
  },
  salaries: {
    path: '/hr/salaries', label: msg`Salaries`, section: 'hr', opens: always,
    card: { description: msg`Salary slips and certificates.`, count: 'salaries', shownWhen: withEmployee },
  },
  hrDocuments: {
    path: '/hr/documents', label: msg`HR documents`, section: 'hr', opens: ({ rights }) => rights.hrEnabled,
    // Spec §5 route-level rule: HR enabled by the role or for the company.
    refusal: () => msg`HR is not enabled for this company`,
    card: { description: msg`Identity papers, permits, diplomas and other documents.`, count: 'hrDocuments', shownWhen: withEmployee },
  },
  hrMessages: { path: '/hr/messages', label: msg`Messages`, section: 'hr', opens: ({ rights }) => rights.hrEnabled },
  employees: {
    // The employee lists (/hr, the HR index); choosing someone there opens their profile.
    path: '/hr', label: msg`Employees`, section: 'hr', opens: ({ rights }) => rights.hr,
    card: { description: msg`Active employees of the selected company.`, count: 'employees', shownWhen: withCompany },
  },
  accounting: {
    path: '/accounting', label: msg`Accounting`, section: 'overview', opens: ({ rights }) => rights.finance, refusal: noAccounting,
    card: { description: msg`Invoices, bank statements and receipts of the company.`, count: 'accountingDocuments', shownWhen: withCompany },
  },
  taxation: {
    path: '/taxation', label: msg`Taxation`, section: 'overview', opens: ({ rights }) => rights.taxation,
    refusal: () => msg`You do not have permission to access taxation`,
    card: { description: msg`Tax documents and identifiers of the company.`, count: 'taxDocuments', shownWhen: withCompany },
  },
  salaryControl: {
    // The fiduciary's payroll staff create workflows; the company's reviewers read and review them.
    path: '/salary-control', label: msg`Salary control`, section: 'admin',
    opens: ({ rights }) => rights.hrSalaryAccess || rights.salaryWorkflowReview, refusal: noAccounting,
    card: { description: msg`Salary-control workflows sent to the company for review.`, count: 'salaryWorkflows' },
  },
  documentsReview: {
    path: '/documents-review', label: msg`Documents review`, section: 'admin',
    opens: (reach) => staff(reach) && reach.rights.hrEnabled,
    refusal: (reach) =>
      staff(reach) ? msg`Cannot access this page. It may not exist.` : msg`You do not have permission to access documents review`,
    card: { description: msg`HR documents waiting for approval.` },
  },
  impersonation: {
    path: '/impersonate', label: msg`Impersonation`, section: 'admin', opens: staff,
    refusal: () => msg`You do not have permission to impersonate users`,
  },
  userInspection: {
    path: '/inspect-user-id', label: msg`User inspection`, section: 'admin', opens: staff,
    refusal: () => msg`You do not have permission to use the user inspection tool`,
    card: { description: msg`See the portal as a given user sees it.` },
  },
  auditLog: {
    path: '/audit-log', label: msg`Audit log`, section: 'admin', opens: staff,
    refusal: () => msg`You do not have permission to read the audit log`,
  },
  manager: {
    path: '/open-manager', label: msg`Manager`, section: 'admin', opens: ({ user }) => user.canAccessKeystone,
    refusal: () => msg`You do not have permission to open the manager`,
  },
  myProfile: {
    // Its card only shows when no other does (dashboard-cards.ts), so the dashboard is never empty.
    path: '/my-profile', label: msg`My profile`, section: 'account', opens: always,
    card: { description: msg`Your account and interface language.`, shownWhen: () => false },
  },
} as const satisfies Record<string, Area>;

export type AreaId = keyof typeof AREAS;

/** The areas this user may open right now, in the table's order. */
export function reachableAreas(reach: Reach): [AreaId, Area][] {
  return (Object.entries(AREAS) as [AreaId, Area][]).filter(([, area]) => area.opens(reach));
}
