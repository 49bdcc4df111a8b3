import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const AdminRecordDocument = graphql(`
  query AdminRecord($list: String!, $id: ID!) {
    adminRecord(list: $list, id: $id) {
      list
      id
      label
      labelField
      fields
      relations {
        field
        items {
          list
          id
          label
          labelField
        }
      }
    }
  }
`);

export function adminRecordQueryOptions(list: string, id: string) {
  return queryOptions({
    queryKey: ['admin-record', list, id] as const,
    queryFn: async () => (await gqlRequest(AdminRecordDocument, { list, id })).adminRecord,
  });
}
