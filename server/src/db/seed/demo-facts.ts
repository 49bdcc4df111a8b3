// The fixed demo data of decisions.md ("Demo data"), as facts that the seed, the README and tests
// share, so no test hard-codes a count or an address of its own.

// The flag names are the domain's (src/domain/permissions.ts), written once.
import { EMPLOYEE_ROLE_FLAGS, USER_FLAGS, type EmployeeRoleFlag, type UserFlag } from '../../../../src/domain/permissions';

export { USER_FLAGS, type UserFlag };
export type EmployeeFlag = EmployeeRoleFlag;
export const EMPLOYEE_FLAGS = EMPLOYEE_ROLE_FLAGS;

export const DEMO_COMPANIES = {
  atelier: { code: '1001', name: 'Atelier Moselle S.à r.l.', hrEnabled: true, employees: 40 },
  boulangerie: { code: '1002', name: 'Boulangerie Kirchberg S.A.', hrEnabled: true, employees: 15 },
  cloud: { code: '1003', name: 'Cloud Ardennes SARL', hrEnabled: false, employees: 5 },
} as const;

/** Company 1001's employees by list (spec §4): the counts the HR screens should show. */
export const ATELIER_EMPLOYEES = {
  total: 40,
  /** Employees with a code: codes '1' … '37'. */
  withCode: 37,
  /** No code and not archived: the "new" list. */
  new: 3,
  /** Codes '35', '36', '37'. */
  archived: 3,
  archivedCodes: ['35', '36', '37'],
  /** Code '30': left out of HR lists, still readable by provider staff. */
  hidden: 1,
  hiddenCode: '30',
  /** The "normal" HR list: a code, not archived, not hidden. */
  normalVisible: 33,
} as const;

export interface DemoEmployment {
  company: string;
  code: string;
  flags: readonly EmployeeFlag[];
}

export interface DemoUser {
  email: string;
  name: string;
  /** null: the browser's language decides, as for a new user. */
  language: string | null;
  flags: readonly UserFlag[];
  employments: readonly DemoEmployment[];
}

const hrManagerFlags: readonly EmployeeFlag[] = [
  'canManageHumanResources',
  'canAccessSalaryWorkflow',
  'canAccessCompanyCodes',
  'canAccessCompanyContacts',
];

export const DEMO_USERS = {
  admin: { email: 'admin@demo.test', name: 'Claire Demuth', language: null, flags: USER_FLAGS, employments: [] },
  payroll: {
    email: 'payroll@demo.test',
    name: 'Sarah Reuter',
    language: null,
    flags: ['canSignInToApp', 'canManageHumanResources'],
    employments: [],
  },
  accountant: {
    email: 'accountant@demo.test',
    name: 'Nadia Ferreira',
    language: null,
    flags: ['canSignInToApp', 'canManageAccounting', 'canManageTaxation'],
    employments: [],
  },
  hr: {
    email: 'hr@demo.test',
    name: 'Hélène Muller',
    language: null,
    flags: ['canSignInToApp'],
    employments: [{ company: '1001', code: '2', flags: hrManagerFlags }],
  },
  finance: {
    email: 'finance@demo.test',
    name: 'Frank Wagner',
    language: 'de',
    flags: ['canSignInToApp'],
    employments: [{ company: '1001', code: '3', flags: ['canAccessFinance', 'canAccessTaxation'] }],
  },
  employee: {
    email: 'employee@demo.test',
    name: 'Luc Thill',
    language: null,
    flags: ['canSignInToApp'],
    employments: [{ company: '1001', code: '12', flags: [] }],
  },
  multi: {
    email: 'multi@demo.test',
    name: 'Nicolas Kieffer',
    language: 'pt',
    flags: ['canSignInToApp'],
    employments: [
      { company: '1001', code: '7', flags: [] },
      { company: '1002', code: '4', flags: ['canManageHumanResources'] },
    ],
  },
  /** A former employee: archived code 37 at 1001, and no longer allowed to sign in. */
  disabled: {
    email: 'disabled@demo.test',
    name: 'Paul Mersch',
    language: null,
    flags: [],
    employments: [{ company: '1001', code: '37', flags: [] }],
  },
} as const satisfies Record<string, DemoUser>;

export type DemoUserKey = keyof typeof DEMO_USERS;

/** Password of every demo user in the development identity provider. */
export const DEMO_PASSWORD = 'demo';

/** Employee codes at 1001 that get salary documents; code 12 is employee@demo.test. */
export const SALARY_EMPLOYEE_CODES = ['2', '3', '7', '12', '15'] as const;

/**
 * Each of them has 12 monthly slips (the 12 months before the current month, dated the 1st) and
 * one compensation certificate for last year, dated 1 January of last year, as the salary file
 * name rule dates a 4-digit year (spec §5): `Certificat_1001_12_2025.pdf`.
 */
export const SALARY_DOCUMENTS_PER_EMPLOYEE = { slip: 12, compensation: 1 } as const;

/** HR document types, in their manual order (decisions.md). */
export const DEMO_HR_DOCUMENT_TYPES = [
  { name: 'Identity card', isRequired: true, expirationDateType: 'required', appShowExpiringInfoInDays: 60 },
  { name: 'Residence permit', isRequired: false, expirationDateType: 'required', appShowExpiringInfoInDays: 90 },
  { name: 'Diploma', isRequired: false, expirationDateType: 'disabled', appShowExpiringInfoInDays: 0 },
  { name: 'Driving licence', isRequired: false, expirationDateType: 'optional', appShowExpiringInfoInDays: 0 },
  { name: 'Bank details', isRequired: true, expirationDateType: 'disabled', appShowExpiringInfoInDays: 0 },
] as const;

/** The demo types' names in each portal language, as the firm's manager would write them (issue #44). */
export const DEMO_HR_DOCUMENT_TYPE_NAMES: Record<(typeof DEMO_HR_DOCUMENT_TYPES)[number]['name'], { fr: string; en: string; de: string; pt: string }> = {
  'Identity card': { fr: 'Carte d’identité', en: 'Identity card', de: 'Personalausweis', pt: 'Cartão de cidadão' },
  'Residence permit': { fr: 'Titre de séjour', en: 'Residence permit', de: 'Aufenthaltstitel', pt: 'Autorização de residência' },
  Diploma: { fr: 'Diplôme', en: 'Diploma', de: 'Diplom', pt: 'Diploma' },
  'Driving licence': { fr: 'Permis de conduire', en: 'Driving licence', de: 'Führerschein', pt: 'Carta de condução' },
  'Bank details': { fr: 'Coordonnées bancaires', en: 'Bank details', de: 'Bankverbindung', pt: 'Dados bancários' },
};

/** employee@demo.test's HR documents: three, one of them (bank details) waiting for review. */
export const EMPLOYEE_HR_DOCUMENTS = { total: 3, needsReview: 1 } as const;

/**
 * Salary-control workflows of 1001, one per status, dated the 1st of the 3rd, 2nd and 1st month
 * before the current one (oldest is approved, newest still open). Two documents each.
 */
export const DEMO_WORKFLOWS = [
  { monthsAgo: 3, status: 'approved', documents: ['approved', 'approved'] },
  { monthsAgo: 2, status: 'changes_requested', documents: ['approved', 'rejected'] },
  { monthsAgo: 1, status: 'open', documents: ['pending', 'pending'] },
] as const;

/** Accounting documents: per company code. */
export const DEMO_ACCOUNTING_DOCUMENTS = { '1001': 5, '1002': 3 } as const;
