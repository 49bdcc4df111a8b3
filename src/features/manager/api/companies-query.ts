import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { CompanyWhereInput, ManagerCompaniesQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import type { ListSearch } from '@/features/manager/list/list-search';
import { fetchEveryPage, pagingOf } from './list-variables';
import { managerKeys } from './manager-keys';

export const ManagerCompaniesDocument = graphql(`
  query ManagerCompanies($where: CompanyWhereInput!, $orderBy: [CompanyOrderByInput!]!, $take: Int, $skip: Int!) {
    companies(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      code
      name
      taxId
      rcsId
      vatId
      naceId
      hrEnabled
      isArchived
      version
    }
    companiesCount(where: $where)
  }
`);

export type ManagerCompany = NonNullable<ManagerCompaniesQuery['companies']>[number];
export const COMPANY_FILTERS = ['active', 'hr', 'archived', 'all'] as const;
export const COMPANY_SORTS = ['code', 'name', 'hrEnabled'] as const;

export function companiesWhere(search: ListSearch): CompanyWhereInput {
  const filter = search.filter ?? 'active';
  const parts: CompanyWhereInput[] = [];
  if (filter !== 'all') parts.push({ isArchived: { equals: filter === 'archived' } });
  if (filter === 'hr') parts.push({ hrEnabled: { equals: true } });
  if (search.q) parts.push({ OR: [{ name: { contains: search.q, mode: 'insensitive' } }, { code: { startsWith: search.q } }] });
  return { AND: parts };
}

export function companiesQueryOptions(search: ListSearch) {
  const variables = { where: companiesWhere(search), ...pagingOf(search, COMPANY_SORTS, 'name') };
  return queryOptions({
    queryKey: managerKeys.companies(variables),
    queryFn: async () => {
      const data = await gqlRequest(ManagerCompaniesDocument, variables);
      return { items: data.companies ?? [], total: data.companiesCount ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function fetchAllCompanies(search: ListSearch) {
  const { orderBy } = pagingOf(search, COMPANY_SORTS, 'name');
  return fetchEveryPage(async (take, skip) => {
    const data = await gqlRequest(ManagerCompaniesDocument, { where: companiesWhere(search), orderBy, take, skip });
    return { items: data.companies ?? [], total: data.companiesCount ?? 0 };
  });
}
