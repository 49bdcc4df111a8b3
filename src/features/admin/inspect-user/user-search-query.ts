import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest, userSearchWhere } from '@/lib/graphql';

export const USERS_FOUND_SHOWN = 25;

export const InspectUserSearchDocument = graphql(`
  query InspectUserSearch($where: UserWhereInput!, $take: Int!) {
    users(where: $where, orderBy: [{ name: asc }], take: $take) {
      id
      email
      name
    }
  }
`);

export function inspectUserSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['inspect-user-search', text] as const,
    queryFn: () => gqlRequest(InspectUserSearchDocument, { where: userSearchWhere(text), take: USERS_FOUND_SHOWN }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
