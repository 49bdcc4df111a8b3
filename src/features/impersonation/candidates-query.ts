import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest, userSearchWhere } from '@/lib/graphql';

export const CANDIDATES_SHOWN = 25;

// By what a support request usually names (the shared user search): email, name, codes, company.
export const ImpersonationCandidatesDocument = graphql(`
  query ImpersonationCandidates($where: UserWhereInput!, $take: Int!) {
    users(where: $where, orderBy: [{ name: asc }], take: $take) {
      id
      email
      name
      role {
        canAccessAllCompanies
        canSignInToApp
      }
      employees {
        id
        code
        company {
          id
          code
          name
        }
      }
    }
  }
`);

export function impersonationCandidatesQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['impersonation-candidates', text] as const,
    queryFn: () => gqlRequest(ImpersonationCandidatesDocument, { where: userSearchWhere(text), take: CANDIDATES_SHOWN }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
