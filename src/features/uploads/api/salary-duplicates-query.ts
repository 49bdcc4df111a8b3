import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { HrSalaryTypeType } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';
import { salaryDuplicateKey } from '@/domain/staging';

// Spec §7 duplicate check: one OR query per chunk of staged salary files (employee, type, date).

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

/** Keeps each OR list short enough for the server's query-cost limit. */
const CHUNK = 100;

/** The duplicate keys (salaryDuplicateKey) that already exist on the server. */
export function salaryDuplicatesQueryOptions(keys: readonly SalaryKey[]) {
  return queryOptions({
    queryKey: ['uploads', 'salary-duplicates', keys] as const,
    queryFn: async () => {
      const found = new Set<string>();
      for (let i = 0; i < keys.length; i += CHUNK) {
        const OR = keys.slice(i, i + CHUNK).map((k) => ({ employee: { id: { equals: k.employee } }, type: { equals: k.type }, date: { equals: k.date } }));
        const result = await gqlRequest(SalaryDuplicatesDocument, { where: { OR } });
        for (const s of result.hrSalaries ?? []) {
          const key = salaryDuplicateKey({ employee: s.employee?.id ?? null, type: s.type ?? null, date: s.date ?? null });
          if (key) found.add(key);
        }
      }
      // An array, not the Set: the query cache is persisted as JSON, where a Set comes back as {}.
      return [...found];
    },
    enabled: keys.length > 0,
    // Never answered from cache: a file just sent makes the same question's old answer wrong.
    gcTime: 0,
    staleTime: 0,
  });
}
