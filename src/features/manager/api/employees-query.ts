import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { CompanyEmployeeWhereInput, ManagerEmployeesQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import type { ListSearch } from '@/features/manager/list/list-search';
import { fetchEveryPage, pagingOf } from './list-variables';
import { managerKeys } from './manager-keys';

export const ManagerEmployeesDocument = graphql(`
  query ManagerEmployees($where: CompanyEmployeeWhereInput!, $orderBy: [CompanyEmployeeOrderByInput!]!, $take: Int, $skip: Int!) {
    companyEmployees(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      code
      name
      jobDescription
      isArchived
      isHiddenInHr
      hrDocumentNotification
      settingHrDocumentsDisabled
      version
      company {
        code
      }
      user {
        email
      }
    }
    companyEmployeesCount(where: $where)
  }
`);

export type ManagerEmployee = NonNullable<ManagerEmployeesQuery['companyEmployees']>[number];
export const EMPLOYEE_SORTS = ['name', 'code', 'jobDescription'] as const;

/** Spec §4: normal = has a code and not archived; new = no code and not archived; archived. */
export function employeesWhere(search: ListSearch): CompanyEmployeeWhereInput {
  const parts: CompanyEmployeeWhereInput[] = [];
  const filter = search.filter ?? 'normal';
  if (filter === 'normal') parts.push({ isArchived: { equals: false }, NOT: [{ code: { equals: null } }] });
  if (filter === 'new') parts.push({ isArchived: { equals: false }, code: { equals: null } });
  if (filter === 'archived') parts.push({ isArchived: { equals: true } });
  if (filter === 'hidden') parts.push({ isHiddenInHr: { equals: true } });
  if (search.q) {
    parts.push({
      OR: [{ name: { contains: search.q, mode: 'insensitive' } }, { code: { equals: search.q } }, { company: { code: { equals: search.q } } }],
    });
  }
  return { AND: parts };
}

export function employeesQueryOptions(search: ListSearch) {
  const variables = { where: employeesWhere(search), ...pagingOf(search, EMPLOYEE_SORTS, 'name') };
  return queryOptions({
    queryKey: managerKeys.employees(variables),
    queryFn: async () => {
      const data = await gqlRequest(ManagerEmployeesDocument, variables);
      return { items: data.companyEmployees ?? [], total: data.companyEmployeesCount ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function fetchAllEmployees(search: ListSearch) {
  const { orderBy } = pagingOf(search, EMPLOYEE_SORTS, 'name');
  return fetchEveryPage(async (take, skip) => {
    const data = await gqlRequest(ManagerEmployeesDocument, { where: employeesWhere(search), orderBy, take, skip });
    return { items: data.companyEmployees ?? [], total: data.companyEmployeesCount ?? 0 };
  });
}
