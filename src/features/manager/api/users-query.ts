import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ManagerUsersQuery, UserWhereInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import type { ListSearch } from '@/features/manager/list/list-search';
import { fetchEveryPage, pagingOf } from './list-variables';
import { managerKeys } from './manager-keys';

export const ManagerUsersDocument = graphql(`
  query ManagerUsers($where: UserWhereInput!, $orderBy: [UserOrderByInput!]!, $take: Int, $skip: Int!) {
    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ...UserAccount
      version
    }
    usersCount(where: $where)
  }
`);

export type ManagerUser = NonNullable<ManagerUsersQuery['users']>[number];
export const USER_SORTS = ['email', 'name'] as const;

export function usersWhere(search: ListSearch): UserWhereInput {
  const parts: UserWhereInput[] = [];
  if (search.filter === 'employees') parts.push({ employees: { some: {} } });
  if (search.filter === 'staff') parts.push({ employees: { none: {} } });
  if (search.q) parts.push({ OR: [{ email: { contains: search.q, mode: 'insensitive' } }, { name: { contains: search.q, mode: 'insensitive' } }] });
  return { AND: parts };
}

export function usersQueryOptions(search: ListSearch) {
  const variables = { where: usersWhere(search), ...pagingOf(search, USER_SORTS, 'email') };
  return queryOptions({
    queryKey: managerKeys.users(variables),
    queryFn: async () => {
      const data = await gqlRequest(ManagerUsersDocument, variables);
      return { items: data.users ?? [], total: data.usersCount ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function fetchAllUsers(search: ListSearch) {
  const { orderBy } = pagingOf(search, USER_SORTS, 'email');
  return fetchEveryPage(async (take, skip) => {
    const data = await gqlRequest(ManagerUsersDocument, { where: usersWhere(search), orderBy, take, skip });
    return { items: data.users ?? [], total: data.usersCount ?? 0 };
  });
}
