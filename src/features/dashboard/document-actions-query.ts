import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { HrDocumentActionsQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { hrDocumentsKeys } from '@/lib/query';

// The "action needed" list (issue 10): required HR documents missing, documents expired or about to.
// `companyId` for a company's HR (every employee there); null for one's own documents.

export const HrDocumentActionsDocument = graphql(`
  query HrDocumentActions($company: ID, $today: CalendarDay) {
    hrDocumentActions(company: $company, today: $today) {
      reason
      expirationDate
      employee {
        id
        name
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
    }
  }
`);

export type HrDocumentAction = HrDocumentActionsQuery['hrDocumentActions'][number];

export function hrDocumentActionsQueryOptions(companyId: string | null, today: string) {
  return queryOptions({
    queryKey: hrDocumentsKeys.actions(companyId, today),
    queryFn: async () => (await gqlRequest(HrDocumentActionsDocument, { company: companyId, today })).hrDocumentActions,
    staleTime: 60_000,
  });
}
