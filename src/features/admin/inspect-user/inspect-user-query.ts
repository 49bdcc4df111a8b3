import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const RECENT_SHOWN = 20;

export const InspectUserDocument = graphql(`
  query InspectUser($id: ID!, $take: Int!) {
    user(where: { id: $id }) {
      ...UserAccount
      employees {
        ...UserEmployment
        isHiddenInHr
      }
    }
    adminUserStagedUploads(userId: $id) {
      count
      devices
      reportedAt
    }
    adminUserSessions(userId: $id, take: $take) {
      id
      startedAt
      expiresAt
      revokedAt
      active
      impersonatedBy
    }
    auditEvents(
      where: { OR: [{ actor: { id: { equals: $id } } }, { onBehalfOf: { id: { equals: $id } } }] }
      orderBy: [{ at: desc }]
      take: $take
    ) {
      id
      at
      action
      list
      itemId
      actor {
        email
      }
      onBehalfOf {
        email
      }
    }
  }
`);

export function inspectUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['inspect-user', id] as const,
    queryFn: () => gqlRequest(InspectUserDocument, { id, take: RECENT_SHOWN }),
  });
}
