import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { EmployeeListQuery } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

// Spec §7 companyEmployees (orderBy name ascending, a where filter), for the HR lists: one company's
// employees, or every company's for the fiduciary's staff. Hidden employees are left out here and
// not only by the API, which shows them to provider staff (decisions.md).

export const EmployeeListDocument = graphql(`
  query EmployeeList($where: CompanyEmployeeWhereInput!, $take: Int!, $skip: Int!) {
    companyEmployees(where: $where, orderBy: [{ name: asc }], take: $take, skip: $skip) {
      id
      code
      name
      jobDescription
      isArchived
      isHiddenInHr
      company {
        id
        code
      }
    }
  }
`);

type EmployeeListRow = NonNullable<EmployeeListQuery['companyEmployees']>[number];

/** An employee as the lists show them, with the API's optional fields settled once, here. */
export type ListedEmployee = {
  id: string;
  code: string | null;
  name: string;
  jobDescription: string;
  isArchived: boolean;
  isHiddenInHr: boolean;
  companyId: string;
  companyCode: string;
};

function listed(row: EmployeeListRow): ListedEmployee {
  return {
    id: row.id,
    code: row.code ?? null,
    name: row.name ?? '',
    jobDescription: row.jobDescription ?? '',
    isArchived: row.isArchived ?? false,
    isHiddenInHr: row.isHiddenInHr ?? false,
    companyId: row.company?.id ?? '',
    companyCode: row.company?.code ?? '',
  };
}

/** The API answers at most 5,000 rows per query (decisions.md), so larger lists come in pages. */
export const EMPLOYEE_PAGE_SIZE = 5000;

/** `companyId` null: every company the caller reaches (the fiduciary's staff). */
export function employeeListQueryOptions(companyId: string | null) {
  return queryOptions({
    queryKey: ['employees', 'list', companyId ?? 'all'] as const,
    queryFn: async () => {
      const where = {
        isHiddenInHr: { equals: false },
        ...(companyId ? { company: { id: { equals: companyId } } } : {}),
      };
      const employees: ListedEmployee[] = [];
      for (;;) {
        const page = (await gqlRequest(EmployeeListDocument, { where, take: EMPLOYEE_PAGE_SIZE, skip: employees.length })).companyEmployees ?? [];
        employees.push(...page.map(listed));
        if (page.length < EMPLOYEE_PAGE_SIZE) return employees;
      }
    },
  });
}

/**
 * The key prefix of every query over employees (these lists, the selection bar's choices): a new
 * employee refreshes them all.
 */
export const EMPLOYEE_QUERIES_KEY = ['employees'] as const;
