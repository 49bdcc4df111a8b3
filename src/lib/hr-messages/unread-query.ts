import { queryOptions } from '@tanstack/react-query';
import { HR_MESSAGES_POLL_MS } from '@/domain/hr-messages';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const HrUnreadMessagesDocument = graphql(`
  query HrUnreadMessages {
    hrUnreadMessages
  }
`);

/**
 * The caller's unread HR messages, for the navigation badge: polled like a thread while the tab is
 * visible, and refreshed at once when a thread is read or a message is sent.
 */
export function hrUnreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['hr-unread-messages'] as const,
    queryFn: () => gqlRequest(HrUnreadMessagesDocument),
    refetchInterval: HR_MESSAGES_POLL_MS,
  });
}
