import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const PortalConfigDocument = graphql(`
  query PortalConfig {
    portalConfig {
      managerUrl
    }
  }
`);

/** MANAGER_URL as the API gives it (only to users with canAccessKeystone). */
export function portalConfigQueryOptions() {
  return queryOptions({
    queryKey: ['portal-config'] as const,
    queryFn: async () => (await gqlRequest(PortalConfigDocument)).portalConfig,
  });
}
