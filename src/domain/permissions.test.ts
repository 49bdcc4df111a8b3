import { describe, expect, it } from 'vitest';
import {
  computeRights,
  EMPLOYEE_ROLE_FLAGS,
  noEmployeeRoleFlags,
  noUserFlags,
  USER_FLAGS,
  type EmployeeRoleFlags,
  type UserFlags,
} from './permissions';

const user = (flags: Partial<UserFlags> = {}): UserFlags => ({ ...noUserFlags(), ...flags });
const employee = (flags: Partial<EmployeeRoleFlags> = {}): EmployeeRoleFlags => ({ ...noEmployeeRoleFlags(), ...flags });

describe('computeRights', () => {
  it('has the ten user flags and six employee flags of spec §3', () => {
    expect(USER_FLAGS).toHaveLength(10);
    expect(EMPLOYEE_ROLE_FLAGS).toHaveLength(6);
  });

  it('makes a plain employee profile-only', () => {
    const rights = computeRights(user(), employee(), { hrEnabled: false });
    expect(rights).toEqual({
      finance: false,
      taxation: false,
      hr: false,
      companyCodes: false,
      companyContacts: false,
      hrSalaryAccess: false,
      salaryWorkflowReview: false,
      employeeChoice: false,
      profileOnly: true,
      hrEnabled: false,
    });
  });

  it('grants finance from the employee or the user flag', () => {
    expect(computeRights(user(), employee({ canAccessFinance: true }), null).finance).toBe(true);
    expect(computeRights(user({ canManageAccounting: true }), null, null).finance).toBe(true);
    expect(computeRights(user({ canManageAccounting: true }), null, null).profileOnly).toBe(false);
  });

  it('grants taxation from the employee or the user flag', () => {
    expect(computeRights(user(), employee({ canAccessTaxation: true }), null).taxation).toBe(true);
    expect(computeRights(user({ canManageTaxation: true }), null, null).taxation).toBe(true);
  });

  it('gives company HR hr rights but not salary access', () => {
    const rights = computeRights(user(), employee({ canManageHumanResources: true }), { hrEnabled: false });
    expect(rights.hr).toBe(true);
    expect(rights.hrEnabled).toBe(true);
    expect(rights.hrSalaryAccess).toBe(false);
  });

  it('gives payroll staff hr and salary access', () => {
    const rights = computeRights(user({ canManageHumanResources: true }), null, null);
    expect(rights.hr).toBe(true);
    expect(rights.hrSalaryAccess).toBe(true);
    expect(rights.hrEnabled).toBe(true);
  });

  it('grants company codes only through the employee flag', () => {
    expect(computeRights(user(), employee({ canAccessCompanyCodes: true }), null).companyCodes).toBe(true);
    const admin = user(Object.fromEntries(USER_FLAGS.map((f) => [f, true])) as UserFlags);
    expect(computeRights(admin, null, null).companyCodes).toBe(false);
  });

  it('grants company contacts from the employee flag or canManageAccounts', () => {
    expect(computeRights(user(), employee({ canAccessCompanyContacts: true }), null).companyContacts).toBe(true);
    expect(computeRights(user({ canManageAccounts: true }), null, null).companyContacts).toBe(true);
  });

  it('enables HR per company when the company has it, without giving hr rights', () => {
    const rights = computeRights(user(), employee(), { hrEnabled: true });
    expect(rights.hrEnabled).toBe(true);
    expect(rights.hr).toBe(false);
    expect(rights.profileOnly).toBe(true);
  });

  it('lets the company\'s reviewers review salary control: canAccessSalaryWorkflow or company HR, never by a user flag alone', () => {
    expect(computeRights(user(), employee({ canAccessSalaryWorkflow: true }), null).salaryWorkflowReview).toBe(true);
    expect(computeRights(user(), employee({ canManageHumanResources: true }), null).salaryWorkflowReview).toBe(true);
    expect(computeRights(user({ canManageHumanResources: true }), null, null).salaryWorkflowReview).toBe(false);
  });

  it('lets company HR and the fiduciary\'s HR staff and admins choose an employee', () => {
    expect(computeRights(user(), employee({ canManageHumanResources: true }), null).employeeChoice).toBe(true);
    expect(computeRights(user({ canManageHumanResources: true }), null, null).employeeChoice).toBe(true);
    expect(computeRights(user({ canAccessAllCompanies: true }), null, null).employeeChoice).toBe(true);
    expect(computeRights(user({ canManageAccounting: true }), employee({ canAccessFinance: true }), null).employeeChoice).toBe(false);
  });
});
