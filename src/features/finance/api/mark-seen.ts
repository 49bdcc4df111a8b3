import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// Opening a company's accounting screen is "looking": the dashboard's new-documents count restarts.

export const MarkAccountingDocumentsSeenDocument = graphql(`
  mutation MarkAccountingDocumentsSeen($company: ID!) {
    markAccountingDocumentsSeen(company: $company)
  }
`);

export async function markAccountingDocumentsSeen(companyId: string): Promise<void> {
  await gqlRequest(MarkAccountingDocumentsSeenDocument, { company: companyId });
}
