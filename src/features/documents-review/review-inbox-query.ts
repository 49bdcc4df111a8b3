import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { ReviewInboxQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { hrDocumentsKeys } from '@/lib/query';
import { REVIEW_CHUNK_SIZE, reviewOrder, reviewWhere, type ReviewSearch } from './review-search';

// The documents-review inbox across every company, fetched in chunks as the reviewer scrolls (the
// list is virtualised, so thousands of rows stay smooth); each chunk carries the total.

export const ReviewInboxDocument = graphql(`
  query ReviewInbox($where: HrDocumentWhereInput!, $orderBy: [HrDocumentOrderByInput!]!, $take: Int!, $skip: Int!) {
    hrDocuments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      createdAt
      needsReview
      requestedRemoval
      removalReason
      expirationDate
      attachment {
        filename
        url
      }
      type {
        id
        name
        names {
          fr
          en
          de
          pt
        }
      }
      employee {
        id
        name
        company {
          id
          name
        }
      }
    }
    hrDocumentsCount(where: $where)
  }
`);

export type ReviewDocument = NonNullable<ReviewInboxQuery['hrDocuments']>[number];

export function reviewInboxQueryOptions(search: ReviewSearch) {
  return infiniteQueryOptions({
    queryKey: hrDocumentsKeys.review({ ...search }),
    queryFn: async ({ pageParam }) => {
      const result = await gqlRequest(ReviewInboxDocument, {
        where: reviewWhere(search, new Date()),
        orderBy: reviewOrder(search),
        take: REVIEW_CHUNK_SIZE,
        skip: pageParam,
      });
      return { documents: result.hrDocuments ?? [], total: result.hrDocumentsCount ?? 0 };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.documents.length, 0);
      return last.documents.length === REVIEW_CHUNK_SIZE && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
