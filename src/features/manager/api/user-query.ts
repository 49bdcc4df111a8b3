import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ManagerUserQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { managerKeys } from './manager-keys';

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
  return queryOptions({ queryKey: managerKeys.user(id), queryFn: () => gqlRequest(ManagerUserDocument, { id }) });
}
