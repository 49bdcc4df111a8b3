import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const CompanyEmployeeChoicesDocument = graphql(`
  query CompanyEmployeeChoices($companyId: ID!) {
    companyEmployees(
      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }
      orderBy: [{ name: asc }]
    ) {
      id
      code
      name
    }
  }
`);

/** Employees of one company to choose from: for its HR, the fiduciary's HR staff and admins (the API leaves hidden ones out for company HR). */
export function companyEmployeeChoicesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['employees', 'choices', companyId] as const,
    queryFn: async () => (await gqlRequest(CompanyEmployeeChoicesDocument, { companyId })).companyEmployees ?? [],
  });
}

/** How the picker names an employee: "Name · code" (the code alone finds them too). */
export const employeeChoiceLabel = (name: string | null | undefined, code: string | null | undefined) => (code ? `${name ?? ''} · ${code}` : (name ?? ''));
