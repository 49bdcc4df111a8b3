import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ManagerUserQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const ManagerUserDocument = graphql(`
  query ManagerUser($id: ID!) {
    user(where: { id: $id }) {
      ...UserAccount
      version
      employees(orderBy: [{ name: asc }]) {
        id
        code
        name
        company {
          code
          name
        }
      }
    }
  }
`);

export type ManagerUserDetail = NonNullable<ManagerUserQuery['user']>;

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: ['manager', 'user', id] as const, queryFn: () => gqlRequest(ManagerUserDocument, { id }) });
}
