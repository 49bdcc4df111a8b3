import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const DevOutboxDocument = graphql(`
  query DevOutbox {
    devOutbox {
      file
      to
      subject
      text
    }
  }
`);

/** The development outbox; refreshed every few seconds so a mail just sent shows up. */
export function devOutboxQueryOptions() {
  return queryOptions({ queryKey: ['dev-outbox'] as const, queryFn: () => gqlRequest(DevOutboxDocument), refetchInterval: 5000 });
}
