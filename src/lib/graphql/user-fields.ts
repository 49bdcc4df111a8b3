import { graphql } from '@/gql';
import type { UserWhereInput } from '@/gql/graphql';

// The user fields that the session (me), the admin tools and the manager all read, written once.
// Fragments are unmasked (codegen.ts), so a query that spreads one gets plain typed fields.

export const UserRoleFlagsFragment = graphql(`
  fragment UserRoleFlags on UserRole {
    canAccessKeystone
    canSignInToApp
    canManageAccounts
    canManageRoles
    canManageAccounting
    canManageTaxation
    canManageHumanResources
    canAccessAllCompanies
    canRemoveSalaryWorkflowDocument
    canCreateContracts
  }
`);

export const EmployeeRoleFlagsFragment = graphql(`
  fragment EmployeeRoleFlags on EmployeeRole {
    canAccessFinance
    canAccessTaxation
    canManageHumanResources
    canAccessSalaryWorkflow
    canAccessCompanyCodes
    canAccessCompanyContacts
  }
`);

/** A user account as every screen about one user shows it: who, which language, which role flags. */
export const UserAccountFragment = graphql(`
  fragment UserAccount on User {
    id
    email
    name
    language
    role {
      ...UserRoleFlags
    }
  }
`);

/** An employee record with its company and flags: what the rights of a user are computed from. */
export const UserEmploymentFragment = graphql(`
  fragment UserEmployment on CompanyEmployee {
    id
    code
    name
    isArchived
    company {
      id
      code
      name
      hrEnabled
    }
    role {
      ...EmployeeRoleFlags
    }
  }
`);

/**
 * Finding a user by what a support request usually names: email or name (contains), employee code
 * or company code (equals), company name (contains). The impersonation and inspection searches.
 */
export function userSearchWhere(text: string): UserWhereInput {
  return {
    OR: [
      { email: { contains: text, mode: 'insensitive' } },
      { name: { contains: text, mode: 'insensitive' } },
      { employees: { some: { code: { equals: text } } } },
      { employees: { some: { company: { name: { contains: text, mode: 'insensitive' } } } } },
      { employees: { some: { company: { code: { equals: text } } } } },
    ],
  };
}
