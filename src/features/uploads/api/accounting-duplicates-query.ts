import { graphql } from '@/gql';
import { accountingDuplicateKey, type AccountingData } from '@/domain/staging';
import { gqlRequest } from '@/lib/graphql';
import { duplicateKeysQueryOptions } from './duplicate-keys';

// Accounting duplicates: the same bytes (SHA-256) already uploaded for the same company.

export const AccountingDuplicatesDocument = graphql(`
  query AccountingDuplicates($where: AccountingDocumentWhereInput!) {
    accountingDocuments(where: $where) {
      id
      attachmentSha256
      company {
        id
      }
    }
  }
`);

export type AccountingKey = { company: string; sha256: string };

export function accountingKeys(staged: readonly AccountingData[], contents: readonly { sha256: string }[]): AccountingKey[] {
  return staged.flatMap((data, i) => {
    const sha256 = contents[i]?.sha256;
    return data.company && sha256 ? [{ company: data.company, sha256 }] : [];
  });
}

export function accountingDuplicatesQueryOptions(keys: readonly AccountingKey[]) {
  return duplicateKeysQueryOptions('accounting-duplicates', keys, async (chunk) => {
    const OR = chunk.map((k) => ({ company: { id: { equals: k.company } }, attachmentSha256: { equals: k.sha256 } }));
    const result = await gqlRequest(AccountingDuplicatesDocument, { where: { OR } });
    return (result.accountingDocuments ?? []).map((d) => accountingDuplicateKey({ company: d.company?.id ?? null }, { sha256: d.attachmentSha256 ?? '' }));
  });
}
