import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditFilterToWhere, type AuditFilter } from '@/domain/audit-filter';
import { graphql } from '@/gql';
import type { AuditEventWhereInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const AUDIT_PAGE_SIZE = 25;

export const AuditEventsDocument = graphql(`
  query AuditEvents($where: AuditEventWhereInput!, $take: Int!, $skip: Int!) {
    auditEvents(where: $where, orderBy: [{ at: desc }], take: $take, skip: $skip) {
      id
      at
      action
      list
      itemId
      details
      actor {
        id
        email
      }
      onBehalfOf {
        id
        email
      }
    }
    auditEventsCount(where: $where)
  }
`);

export function auditEventsQueryOptions(filter: AuditFilter, page: number) {
  return queryOptions({
    queryKey: ['audit-events', filter, page] as const,
    queryFn: () =>
      gqlRequest(AuditEventsDocument, {
        // The same translation the CSV export uses, so the file holds exactly the listed events.
        where: auditFilterToWhere(filter) as AuditEventWhereInput,
        take: AUDIT_PAGE_SIZE,
        skip: (page - 1) * AUDIT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
