import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// A year of salary documents as one ZIP: the server checks every id, then streams the ZIP from a
// short-lived signed link (never built in memory).

export const SalaryArchiveDocument = graphql(`
  mutation SalaryArchive($ids: [ID!]!, $list: ArchiveList!) {
    downloadArchiveUrl(ids: $ids, list: $list)
  }
`);

/** Asks for the link and starts the download in the browser. */
export function useDownloadSalaryArchive() {
  return useMutation({
    mutationFn: async (ids: string[]) => (await gqlRequest(SalaryArchiveDocument, { ids, list: 'HrSalary' })).downloadArchiveUrl,
    onSuccess: (url) => {
      window.location.assign(url);
    },
  });
}
