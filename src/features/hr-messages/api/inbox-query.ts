import { queryOptions } from '@tanstack/react-query';
import { HR_MESSAGES_POLL_MS } from '@/domain/hr-messages';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const HrMessageInboxDocument = graphql(`
  query HrMessageInbox {
    hrMessageThreads(take: 200) {
      unread
      lastMessageAt
      employee {
        id
        name
        company {
          name
        }
      }
    }
  }
`);

/** The HR inbox: threads the caller may read, unread first; polled like a thread. */
export function hrMessageInboxQueryOptions() {
  return queryOptions({
    queryKey: ['hr-message-inbox'] as const,
    queryFn: () => gqlRequest(HrMessageInboxDocument),
    refetchInterval: HR_MESSAGES_POLL_MS,
    // A conversation is live: opened again, it shows what is cached at once and fetches anew (the
    // portal's 30 s default would show a thread without the reply the unread badge announced).
    staleTime: 0,
  });
}
