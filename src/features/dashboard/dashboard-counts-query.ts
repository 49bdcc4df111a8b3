import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { DashboardCountsQueryVariables } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const DashboardCountsDocument = graphql(`
  query DashboardCounts(
    $employeeId: ID!
    $companyId: ID!
    $withEmployee: Boolean!
    $withHrDocuments: Boolean!
    $withFinance: Boolean!
    $withTaxation: Boolean!
    $withWorkflows: Boolean!
    $withEmployees: Boolean!
  ) {
    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)
    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)
    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })
      @include(if: $withFinance)
    taxDocuments: accountingDocumentsCount(
      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }
    ) @include(if: $withTaxation)
    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })
      @include(if: $withWorkflows)
    # Active employees as src/domain/employees.ts defines them (isActiveEmployee): not archived.
    employees: companyEmployeesCount(
      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }
    ) @include(if: $withEmployees)
  }
`);

export type DashboardCountsInput = DashboardCountsQueryVariables;

/** One round trip for every count the dashboard shows; parts the user cannot reach are skipped. */
export function dashboardCountsQueryOptions(variables: DashboardCountsInput) {
  return queryOptions({
    queryKey: ['dashboard-counts', variables] as const,
    queryFn: () => gqlRequest(DashboardCountsDocument, variables),
  });
}
