import { graphql } from '@/gql';
import type { HrSalaryTypeType } from '@/gql/graphql';
import { isSalaryType } from '@/domain/enums';
import { salaryDuplicateKey, type SalaryData } from '@/domain/staging';
import { gqlRequest } from '@/lib/graphql';
import { duplicateKeysQueryOptions } from './duplicate-keys';

// Spec §7 duplicate check for salary documents: same employee, type and date.

export const SalaryDuplicatesDocument = graphql(`
  query SalaryDuplicates($where: HrSalaryWhereInput!) {
    hrSalaries(where: $where) {
      id
      date
      type
      employee {
        id
      }
    }
  }
`);

export type SalaryKey = { employee: string; type: HrSalaryTypeType; date: string };

/** The complete keys among staged salary data; incomplete files cannot be duplicates yet. */
export function salaryKeys(staged: readonly SalaryData[]): SalaryKey[] {
  return staged.flatMap(({ employee, type, date }) => (employee && date && isSalaryType(type) ? [{ employee, type, date }] : []));
}

/** The duplicate keys (salaryDuplicateKey) that already exist on the server. */
export function salaryDuplicatesQueryOptions(keys: readonly SalaryKey[]) {
  return duplicateKeysQueryOptions('salary-duplicates', keys, async (chunk) => {
    const OR = chunk.map((k) => ({ employee: { id: { equals: k.employee } }, type: { equals: k.type }, date: { equals: k.date } }));
    const result = await gqlRequest(SalaryDuplicatesDocument, { where: { OR } });
    return (result.hrSalaries ?? []).map((s) => salaryDuplicateKey({ employee: s.employee?.id ?? null, type: s.type ?? null, date: s.date ?? null }));
  });
}
