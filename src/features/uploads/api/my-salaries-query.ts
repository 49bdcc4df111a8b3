import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { EmployeeSalariesQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

// Spec §7: an employee's salary documents, newest first. URLs are short-lived signed links, so the
// list is refetched rather than kept for long. firstSeenAt: when the employee first downloaded it.

export const EmployeeSalariesDocument = graphql(`
  query EmployeeSalaries($employee: ID!) {
    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {
      id
      date
      type
      firstSeenAt
      attachment {
        filename
        filesize
        url
      }
    }
  }
`);

export type EmployeeSalary = NonNullable<EmployeeSalariesQuery['hrSalaries']>[number];

export function employeeSalariesQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: ['uploads', 'employee-salaries', employeeId] as const,
    queryFn: async () => (await gqlRequest(EmployeeSalariesDocument, { employee: employeeId })).hrSalaries ?? [],
    staleTime: 60_000,
  });
}
