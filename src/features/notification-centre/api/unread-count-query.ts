import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

const MyUnreadNotificationsCountDocument = graphql(`
  query MyUnreadNotificationsCount {
    myUnreadNotificationsCount
  }
`);

/** Every notification-centre query lives under this key: a mark invalidates them together. */
export const NOTIFICATION_CENTRE_KEY = ['notification-centre'] as const;

/** How often the header asks again while the page stays open (a push or a focus asks at once). */
const UNREAD_REFRESH_MS = 5 * 60 * 1000;

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATION_CENTRE_KEY, 'unread'] as const,
    queryFn: async () => (await gqlRequest(MyUnreadNotificationsCountDocument)).myUnreadNotificationsCount,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}
