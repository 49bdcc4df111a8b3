import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// The fiduciary's staff choose any employee of any company (spec §4): searched on the server by
// name or code, as 15,000 employees are too many to send to the picker.

export const EmployeeSearchDocument = graphql(`
  query EmployeeSearch($search: String!, $take: Int!) {
    companyEmployees(
      where: {
        isHiddenInHr: { equals: false }
        OR: [{ name: { contains: $search, mode: insensitive } }, { code: { startsWith: $search } }]
      }
      orderBy: [{ name: asc }]
      take: $take
    ) {
      id
      code
      name
      company {
        id
        code
      }
    }
  }
`);

/** How many matches the picker offers; a longer search narrows them down. */
export const EMPLOYEE_SEARCH_LIMIT = 30;

export function employeeSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['employees', 'search', search] as const,
    queryFn: async () => (await gqlRequest(EmployeeSearchDocument, { search, take: EMPLOYEE_SEARCH_LIMIT })).companyEmployees ?? [],
    staleTime: 30_000,
  });
}
