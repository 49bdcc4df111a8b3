import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ManagerCompanyQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

export const ManagerCompanyDocument = graphql(`
  query ManagerCompany($id: ID!) {
    company(where: { id: $id }) {
      id
      code
      name
      taxId
      rcsId
      vatId
      naceId
      hrEnabled
      isArchived
      version
      personInChargeAccounting {
        email
      }
      personInChargeHumanResources {
        email
      }
      employees(orderBy: [{ name: asc }], take: 200) {
        id
        code
        name
        isArchived
      }
    }
    staff: users(orderBy: [{ email: asc }], take: 500) {
      id
      email
      name
      role {
        canAccessAllCompanies
        canManageHumanResources
        canManageAccounting
        canManageTaxation
      }
    }
  }
`);

export type ManagerCompanyDetail = NonNullable<ManagerCompanyQuery['company']>;
export type StaffUser = NonNullable<ManagerCompanyQuery['staff']>[number];

export function companyQueryOptions(id: string) {
  return queryOptions({ queryKey: managerKeys.company(id), queryFn: () => gqlRequest(ManagerCompanyDocument, { id }) });
}
