import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const RECORDS_PAGE_SIZE = 25;

export const AdminRecordsDocument = graphql(`
  query AdminRecords($list: String!, $search: String, $take: Int!, $skip: Int!) {
    adminRecords(list: $list, search: $search, take: $take, skip: $skip) {
      count
      items {
        list
        id
        label
        labelField
      }
    }
  }
`);

export function adminRecordsQueryOptions(list: string, search: string, page: number) {
  return queryOptions({
    queryKey: ['admin-records', list, search, page] as const,
    queryFn: async () =>
      (await gqlRequest(AdminRecordsDocument, { list, search: search || null, take: RECORDS_PAGE_SIZE, skip: (page - 1) * RECORDS_PAGE_SIZE })).adminRecords,
    placeholderData: keepPreviousData,
  });
}
