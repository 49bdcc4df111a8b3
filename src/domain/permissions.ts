// The rights table of decisions.md "Who does what" (spec §6), computed in one place for the router
// guards, the screens and the API.

export const USER_FLAGS = [
  'canAccessKeystone',
  'canSignInToApp',
  'canManageAccounts',
  'canManageRoles',
  'canManageAccounting',
  'canManageTaxation',
  'canManageHumanResources',
  'canAccessAllCompanies',
  'canRemoveSalaryWorkflowDocument',
  'canCreateContracts',
] as const;
export type UserFlag = (typeof USER_FLAGS)[number];
export type UserFlags = Record<UserFlag, boolean>;

export const EMPLOYEE_ROLE_FLAGS = [
  'canAccessFinance',
  'canAccessTaxation',
  'canManageHumanResources',
  'canAccessSalaryWorkflow',
  'canAccessCompanyCodes',
  'canAccessCompanyContacts',
] as const;
export type EmployeeRoleFlag = (typeof EMPLOYEE_ROLE_FLAGS)[number];
export type EmployeeRoleFlags = Record<EmployeeRoleFlag, boolean>;

export type Rights = {
  finance: boolean;
  taxation: boolean;
  hr: boolean;
  companyCodes: boolean;
  companyContacts: boolean;
  hrSalaryAccess: boolean;
  /** Reviews the company's salary-control documents: employee canAccessSalaryWorkflow or company HR. */
  salaryWorkflowReview: boolean;
  /** Chooses among the employees of the selected company: company HR, the fiduciary's HR staff, admins. */
  employeeChoice: boolean;
  profileOnly: boolean;
  hrEnabled: boolean;
};

export function computeRights(
  user: UserFlags,
  employee: EmployeeRoleFlags | null,
  company: { hrEnabled: boolean } | null,
): Rights {
  const finance = (employee?.canAccessFinance ?? false) || user.canManageAccounting;
  const taxation = (employee?.canAccessTaxation ?? false) || user.canManageTaxation;
  const hr = (employee?.canManageHumanResources ?? false) || user.canManageHumanResources;
  return {
    finance,
    taxation,
    hr,
    companyCodes: employee?.canAccessCompanyCodes ?? false,
    companyContacts: (employee?.canAccessCompanyContacts ?? false) || user.canManageAccounts,
    // Only the fiduciary's payroll staff (a user flag), never a client company's HR.
    hrSalaryAccess: user.canManageHumanResources,
    salaryWorkflowReview: (employee?.canAccessSalaryWorkflow ?? false) || (employee?.canManageHumanResources ?? false),
    employeeChoice: user.canAccessAllCompanies || user.canManageHumanResources || (employee?.canManageHumanResources ?? false),
    profileOnly: !finance && !taxation && !hr,
    hrEnabled: hr || (company?.hrEnabled ?? false),
  };
}

export function noUserFlags(): UserFlags {
  return Object.fromEntries(USER_FLAGS.map((flag) => [flag, false])) as UserFlags;
}

export function noEmployeeRoleFlags(): EmployeeRoleFlags {
  return Object.fromEntries(EMPLOYEE_ROLE_FLAGS.map((flag) => [flag, false])) as EmployeeRoleFlags;
}

/**
 * Whether a user-level right makes every client company this user's to work on (the fiduciary's
 * staff: admins, payroll, accountants, tax advisers). The API's company read filter and the
 * portal's company selector both ask this, so a user sees a company exactly when the API lets them
 * act on it; everyone else reaches the companies where they have an employee record.
 */
export function reachesEveryCompany(user: UserFlags): boolean {
  return user.canAccessAllCompanies || user.canManageHumanResources || user.canManageAccounting || user.canManageTaxation;
}

/**
 * The rights a user holds in every company by their user flags alone, before any employee record
 * is considered: the fiduciary's staff acting across client companies. The API's reach rules start
 * from these, so a user-level right means the same on the server as in the portal.
 */
export function userLevelRights(user: UserFlags): Rights {
  return computeRights(user, null, null);
}

/**
 * Whether an HR document this user uploads waits for the fiduciary's review. The fiduciary's own
 * staff (everyone `reachesEveryCompany`: admins, payroll, accountants, tax staff) upload what they
 * have already checked; employees and their company's HR upload for review. One rule for the API,
 * which sets `needsReview`, and the portal, which tells the uploader what happens next.
 */
export function hrUploadNeedsReview(user: UserFlags): boolean {
  return !reachesEveryCompany(user);
}
