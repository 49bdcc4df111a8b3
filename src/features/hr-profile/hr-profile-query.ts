import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const HrProfileDocument = graphql(`
  query HrProfile($id: ID!) {
    companyEmployee(where: { id: $id }) {
      id
      name
      code
      profileVersion
      profileData
      profileHistory {
        id
        data
        changedByName
        createdAt
      }
    }
  }
`);

export type HrProfileRecord = NonNullable<Awaited<ReturnType<typeof fetchHrProfile>>>;
export type ProfileHistoryEntry = HrProfileRecord['profileHistory'][number];

async function fetchHrProfile(employeeId: string) {
  const { companyEmployee } = await gqlRequest(HrProfileDocument, { id: employeeId });
  if (!companyEmployee) return null;
  return { ...companyEmployee, profileVersion: companyEmployee.profileVersion ?? 0, profileHistory: companyEmployee.profileHistory ?? [] };
}

/** One employee's profile with its history; `null` when the API finds no such employee for the caller. */
export function hrProfileQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: ['hr-profile', employeeId] as const,
    queryFn: () => fetchHrProfile(employeeId),
  });
}
