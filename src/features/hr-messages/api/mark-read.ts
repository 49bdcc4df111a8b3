import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { hrUnreadMessagesQueryOptions } from '@/lib/hr-messages';
import { hrMessageInboxQueryOptions } from './inbox-query';
import { hrMessageThreadQueryOptions } from './thread-query';

export const MarkHrMessagesReadDocument = graphql(`
  mutation MarkHrMessagesRead($employeeId: ID!) {
    markHrMessagesRead(employee: { id: $employeeId })
  }
`);

/** Marks the open thread read for the reader, then refreshes the counts that show it. */
export function useMarkHrMessagesRead(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => gqlRequest(MarkHrMessagesReadDocument, { employeeId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hrMessageThreadQueryOptions(employeeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: hrMessageInboxQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: hrUnreadMessagesQueryOptions().queryKey }),
      ]),
  });
}
