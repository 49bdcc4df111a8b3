import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { normalizeMe } from './normalize';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      emailHash
      name
      language
      role {
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
      employees(orderBy: [{ name: asc }]) {
        id
        code
        name
        letter
        isArchived
        company {
          id
          code
          name
          hrEnabled
        }
        role {
          canAccessFinance
          canAccessTaxation
          canManageHumanResources
          canAccessSalaryWorkflow
          canAccessCompanyCodes
          canAccessCompanyContacts
        }
      }
    }
  }
`);

export type { Me, MeEmployee } from './normalize';

export const meQueryKey = ['me'] as const;

/** The signed-in user; `null` when the API does not know the caller. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async () => normalizeMe((await gqlRequest(MeDocument)).me),
    staleTime: 60_000,
  });
}
