import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { AccountingDocumentWhereInput, AccountingDocumentsPageQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { accountingDocumentsKey } from '@/lib/query';
import type { AccountingType } from '@/domain/enums';

// Spec §7: accountingDocuments filtered by company, newest first (createdAt descending), with the
// screen's filters and one page at a time.

/** The screen's filters and page, as the URL holds them (validated in accounting-search.ts). */
export type AccountingSearch = {
  type?: AccountingType;
  tag?: string;
  year?: number;
  /** Part of a file name. */
  q?: string;
  page?: number;
};

export const DOCUMENTS_PER_PAGE = 20;
/** While a document on the page is being read (OCR can take a while), the page asks again. */
const READING_REFRESH_MS = 3000;

export const AccountingDocumentsPageDocument = graphql(`
  query AccountingDocumentsPage($where: AccountingDocumentWhereInput!, $take: Int!, $skip: Int!) {
    accountingDocuments(where: $where, orderBy: [{ createdAt: desc }], take: $take, skip: $skip) {
      id
      type
      date
      tag
      createdAt
      attachment {
        filename
        filesize
        url
      }
      reading {
        ...AccountingReadingDetails
      }
    }
    accountingDocumentsCount(where: $where)
  }
`);

export type AccountingDocumentRow = NonNullable<AccountingDocumentsPageQuery['accountingDocuments']>[number];

export function accountingDocumentsWhere(companyId: string, search: AccountingSearch): AccountingDocumentWhereInput {
  return {
    company: { id: { equals: companyId } },
    ...(search.type ? { type: { equals: search.type } } : {}),
    ...(search.tag ? { tag: { equals: search.tag } } : {}),
    ...(search.year ? { date: { gte: `${search.year}-01-01`, lte: `${search.year}-12-31` } } : {}),
    ...(search.q ? { attachmentFilename: { contains: search.q, mode: 'insensitive' } } : {}),
  };
}

export function accountingDocumentsQueryOptions(companyId: string, search: AccountingSearch) {
  const page = search.page ?? 1;
  return queryOptions({
    queryKey: [...accountingDocumentsKey(companyId), 'page', search] as const,
    queryFn: async () => {
      const result = await gqlRequest(AccountingDocumentsPageDocument, {
        where: accountingDocumentsWhere(companyId, search),
        take: DOCUMENTS_PER_PAGE,
        skip: (page - 1) * DOCUMENTS_PER_PAGE,
      });
      return { documents: result.accountingDocuments ?? [], total: result.accountingDocumentsCount ?? 0 };
    },
    refetchInterval: (query) => (query.state.data?.documents.some((document) => document.reading?.status === 'pending') ? READING_REFRESH_MS : false),
  });
}
