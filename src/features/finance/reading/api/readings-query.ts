import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { AccountingDocumentsByReadingQuery, AccountingReadingsWhere } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { accountingDocumentsKey } from '@/lib/query';

// The company's documents with what the reader found in them, filtered by supplier, total and issue date.

export type ReadingFilters = Omit<AccountingReadingsWhere, 'company'>;

export const AccountingDocumentsByReadingDocument = graphql(`
  query AccountingDocumentsByReading($where: AccountingReadingsWhere!, $take: Int) {
    accountingDocumentsByReading(where: $where, take: $take) {
      id
      type
      attachment {
        filename
      }
      reading {
        ...AccountingReadingDetails
      }
    }
  }
`);

export type ReadDocument = AccountingDocumentsByReadingQuery['accountingDocumentsByReading'][number];

/** Shown at most: the newest by issue date; the filters narrow the rest. */
const SHOWN = 50;
/** While the reader works (OCR can take a while), the list asks again. */
const PENDING_REFRESH_MS = 3000;

export function readingsQueryOptions(companyId: string, filters: ReadingFilters) {
  return queryOptions({
    queryKey: [...accountingDocumentsKey(companyId), 'readings', filters] as const,
    queryFn: async () => (await gqlRequest(AccountingDocumentsByReadingDocument, { where: { company: companyId, ...filters }, take: SHOWN })).accountingDocumentsByReading,
    refetchInterval: (query) => (query.state.data?.some((document) => document.reading?.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}
