import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { HrDocumentTypeWhereInput, ManagerDocumentTypesQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import type { ListSearch } from '@/features/manager/list/list-search';
import { fetchEveryPage, pagingOf } from './list-variables';
import { managerKeys } from './manager-keys';

export const ManagerDocumentTypesDocument = graphql(`
  query ManagerDocumentTypes($where: HrDocumentTypeWhereInput!, $orderBy: [HrDocumentTypeOrderByInput!]!, $take: Int, $skip: Int!) {
    hrDocumentTypes(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      name
      names {
        fr
        en
        de
        pt
      }
      isRequired
      expirationDateType
      appShowExpiringInfoInDays
      manualOrder
      version
      documentsCount
    }
    hrDocumentTypesCount(where: $where)
  }
`);

export type ManagerDocumentType = NonNullable<ManagerDocumentTypesQuery['hrDocumentTypes']>[number];
export const DOCUMENT_TYPE_SORTS = ['manualOrder', 'name', 'isRequired', 'appShowExpiringInfoInDays'] as const;

export function documentTypesWhere(search: ListSearch): HrDocumentTypeWhereInput {
  const parts: HrDocumentTypeWhereInput[] = [];
  if (search.filter === 'required') parts.push({ isRequired: { equals: true } });
  if (search.filter === 'expiring') parts.push({ NOT: [{ expirationDateType: { equals: 'disabled' } }] });
  if (search.q) parts.push({ name: { contains: search.q, mode: 'insensitive' } });
  return { AND: parts };
}

export function documentTypesQueryOptions(search: ListSearch) {
  const variables = { where: documentTypesWhere(search), ...pagingOf(search, DOCUMENT_TYPE_SORTS, 'manualOrder') };
  return queryOptions({
    queryKey: managerKeys.documentTypes(variables),
    queryFn: async () => {
      const data = await gqlRequest(ManagerDocumentTypesDocument, variables);
      return { items: data.hrDocumentTypes ?? [], total: data.hrDocumentTypesCount ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function fetchAllDocumentTypes(search: ListSearch) {
  const { orderBy } = pagingOf(search, DOCUMENT_TYPE_SORTS, 'manualOrder');
  return fetchEveryPage(async (take, skip) => {
    const data = await gqlRequest(ManagerDocumentTypesDocument, { where: documentTypesWhere(search), orderBy, take, skip });
    return { items: data.hrDocumentTypes ?? [], total: data.hrDocumentTypesCount ?? 0 };
  });
}
