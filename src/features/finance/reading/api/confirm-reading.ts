import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { accountingDocumentsKey } from '@/lib/query';

export const ConfirmAccountingReadingDocument = graphql(`
  mutation ConfirmAccountingReading($document: ID!, $values: [AccountingFieldValueInput!]!) {
    confirmAccountingReading(document: $document, values: $values) {
      id
    }
  }
`);

/** Confirms what was read; `corrections` are the fields the person changed (an empty value removes one). */
export function useConfirmReading(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, corrections }: { documentId: string; corrections: { name: string; value: string }[] }) =>
      (await gqlRequest(ConfirmAccountingReadingDocument, { document: documentId, values: corrections })).confirmAccountingReading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountingDocumentsKey(companyId) }),
  });
}
