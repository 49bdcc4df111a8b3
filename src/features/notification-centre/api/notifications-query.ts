import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { NOTIFICATION_CENTRE_KEY } from './unread-count-query';

const MyNotificationsDocument = graphql(`
  query MyNotifications($take: Int!) {
    myNotifications(take: $take) {
      id
      kind
      path
      createdAt
      readAt
      employeeName
      companyName
      period
      documentType
      authorName
      days
    }
  }
`);

/** The newest notifications the centre lists (the API keeps them all; older ones are in the mails). */
const PAGE_SIZE = 50;

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATION_CENTRE_KEY, 'list'] as const,
    queryFn: async () => (await gqlRequest(MyNotificationsDocument, { take: PAGE_SIZE })).myNotifications,
  });
}
