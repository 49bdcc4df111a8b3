import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// The server streams the ZIP from a signed link valid five minutes, so the link is asked for at
// the moment of the click, never kept.

export const DownloadArchiveUrlDocument = graphql(`
  mutation DownloadArchiveUrl($list: ArchiveList!, $ids: [ID!]!) {
    downloadArchiveUrl(list: $list, ids: $ids)
  }
`);

export async function accountingArchiveUrl(ids: readonly string[]): Promise<string> {
  return (await gqlRequest(DownloadArchiveUrlDocument, { list: 'AccountingDocument', ids: [...ids] })).downloadArchiveUrl;
}
