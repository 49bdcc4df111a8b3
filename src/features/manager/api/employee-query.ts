import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ManagerEmployeeQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

export const ManagerEmployeeDocument = graphql(`
  query ManagerEmployee($id: ID!) {
    companyEmployee(where: { id: $id }) {
      id
      code
      name
      jobDescription
      isArchived
      isHiddenInHr
      hrDocumentNotification
      settingWantsSalaryWorkflowNotification
      settingWantsAccountingNotification
      settingWantsHRSalariesNotification
      settingHrDocumentsDisabled
      version
      role {
        ...EmployeeRoleFlags
      }
      company {
        id
        code
        name
      }
      user {
        id
        email
      }
    }
    users(orderBy: [{ email: asc }], take: 2000) {
      id
      email
    }
  }
`);

export type ManagerEmployeeDetail = NonNullable<ManagerEmployeeQuery['companyEmployee']>;

export function employeeQueryOptions(id: string) {
  return queryOptions({ queryKey: managerKeys.employee(id), queryFn: () => gqlRequest(ManagerEmployeeDocument, { id }) });
}
