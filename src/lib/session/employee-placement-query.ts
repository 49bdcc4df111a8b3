import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const EmployeePlacementDocument = graphql(`
  query EmployeePlacement($id: ID!) {
    companyEmployee(where: { id: $id }) {
      id
      company {
        id
      }
    }
  }
`);

export type EmployeePlacement = { employeeId: string; companyId: string };

/**
 * The company an employee works for, for an address that names only the employee
 * (`/hr/employees/$employeeId/…`); null when the API shows the caller no such employee.
 */
export function employeePlacementQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: ['employees', 'placement', employeeId] as const,
    queryFn: async (): Promise<EmployeePlacement | null> => {
      const { companyEmployee } = await gqlRequest(EmployeePlacementDocument, { id: employeeId });
      const companyId = companyEmployee?.company?.id;
      return companyEmployee && companyId ? { employeeId: companyEmployee.id, companyId } : null;
    },
    // Where someone works does not change while a page is open.
    staleTime: 300_000,
  });
}
