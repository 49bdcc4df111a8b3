import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { NOTIFICATION_CENTRE_KEY } from './unread-count-query';

const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids)
  }
`);

const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

/** Marks some (ids) or all (null) of the caller's notifications read; the list and the count follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[] | null): Promise<number> =>
      ids ? (await gqlRequest(MarkNotificationsReadDocument, { ids })).markNotificationsRead : (await gqlRequest(MarkAllNotificationsReadDocument)).markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_CENTRE_KEY }),
  });
}
