import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { EmployeeHrDocumentsQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { hrDocumentsKeys } from '@/lib/query';

// Spec §7: hrDocumentTypes in manualOrder, each with the selected employee's documents (newest
// first), and whether HR documents are switched off for that employee. URLs are short-lived signed
// links, so the list is refetched rather than kept for long.

export const EmployeeDocumentsDocument = graphql(`
  query EmployeeHrDocuments($employee: ID!) {
    companyEmployee(where: { id: $employee }) {
      id
      name
      settingHrDocumentsDisabled
    }
    hrDocumentTypes(orderBy: [{ manualOrder: asc }]) {
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
      documents(where: { employee: { id: { equals: $employee } } }, orderBy: [{ createdAt: desc }]) {
        id
        needsReview
        requestedRemoval
        removalReason
        declined
        declineReason
        expirationDate
        createdAt
        replaces {
          id
        }
        attachment {
          filename
          filesize
          url
        }
      }
    }
  }
`);

export function employeeDocumentsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: hrDocumentsKeys.ofEmployee(employeeId),
    queryFn: () => gqlRequest(EmployeeDocumentsDocument, { employee: employeeId }),
    staleTime: 60_000,
  });
}

export type DocumentType = NonNullable<EmployeeHrDocumentsQuery['hrDocumentTypes']>[number];
export type EmployeeDocument = NonNullable<DocumentType['documents']>[number];
