import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { NewAccountingDocumentsQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { NEW_ACCOUNTING_DOCUMENTS_KEY } from '@/lib/query';

// The fiduciary's at-a-glance view: per client company, documents uploaded since the user last looked.

export const NewAccountingDocumentsDocument = graphql(`
  query NewAccountingDocuments {
    newAccountingDocuments {
      count
      company {
        id
        code
        name
      }
    }
  }
`);

export type NewDocumentsRow = NewAccountingDocumentsQuery['newAccountingDocuments'][number];

export function newAccountingDocumentsQueryOptions() {
  return queryOptions({
    queryKey: NEW_ACCOUNTING_DOCUMENTS_KEY,
    queryFn: async () => (await gqlRequest(NewAccountingDocumentsDocument)).newAccountingDocuments,
  });
}
