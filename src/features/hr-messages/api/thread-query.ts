import { queryOptions } from '@tanstack/react-query';
import { HR_MESSAGES_POLL_MS } from '@/domain/hr-messages';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const HrMessageThreadDocument = graphql(`
  query HrMessageThread($employeeId: ID!) {
    companyEmployee(where: { id: $employeeId }) {
      id
      name
      hrUnReadChatMessages
    }
    hrMessages(where: { employee: { id: { equals: $employeeId } } }, orderBy: [{ createdAt: asc }], take: 500) {
      id
      body
      authorName
      isMine
      uploadKey
      createdAt
      attachment {
        filename
        url
      }
    }
  }
`);

/**
 * One employee's thread. Polled while the tab is visible (TanStack Query stops interval refetches
 * in a hidden tab): see docs/decisions/messages.md for why not server-sent events.
 */
export function hrMessageThreadQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: ['hr-message-thread', employeeId] as const,
    queryFn: () => gqlRequest(HrMessageThreadDocument, { employeeId }),
    refetchInterval: HR_MESSAGES_POLL_MS,
    // A conversation is live: opened again, it shows what is cached at once and fetches anew (the
    // portal's 30 s default would show a thread without the reply the unread badge announced).
    staleTime: 0,
  });
}
