import { queryOptions } from '@tanstack/react-query';
import { slipKey } from '@/domain/payroll-completeness';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// Slips the server already holds for the companies and months of a staged batch: an employee who
// got this month's slip in an earlier batch is not missing one.

export const MonthSlipsDocument = graphql(`
  query MonthSlips($companyIds: [ID!]!, $dates: [CalendarDay!]!) {
    hrSalaries(where: { type: { equals: slip }, date: { in: $dates }, employee: { company: { id: { in: $companyIds } } } }) {
      date
      employee {
        id
      }
    }
  }
`);

export function monthSlipsQueryOptions(companyIds: string[], dates: string[]) {
  return queryOptions({
    queryKey: ['uploads', 'month-slips', companyIds, dates] as const,
    queryFn: async () => {
      const slips = (await gqlRequest(MonthSlipsDocument, { companyIds, dates })).hrSalaries ?? [];
      return slips.flatMap((s) => (s.employee && s.date ? [slipKey(s.employee.id, s.date)] : []));
    },
  });
}
