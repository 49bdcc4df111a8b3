import { SALARY_TYPES } from '../../../src/domain/enums';
import { anyAccess, contextScope, inIds } from '../access/scope';
import type { GraphQLContext } from '../context';
import { companyEmployees, hrSalaries } from '../db/schema';
import type { ListDef } from '../keystone/types';
import { ownedByReadableEmployee } from './company-employee';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Salary documents: the employee they belong to, that company's HR, and the fiduciary's payroll
 * staff. Nobody else, whatever they filter on.
 */
export function salaryReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = contextScope(context);
  if (!scope) return false;
  if (scope.provider.humanResources) return true;
  const hrCompanies = inIds(companyEmployees.companyId, scope.companiesWith('canManageHumanResources'));
  return anyAccess(
    inIds(hrSalaries.employeeId, scope.employeeIds),
    ownedByReadableEmployee(hrSalaries.employeeId, hrCompanies === false ? false : sql`${hrCompanies}`),
  );
}

export const hrSalaryList: ListDef = {
  key: 'HrSalary',
  singular: 'hrSalary',
  plural: 'hrSalaries',
  table: hrSalaries,
  idColumn: hrSalaries.id,
  fields: {
    id: { kind: 'id', column: hrSalaries.id },
    date: { kind: 'calendarDay', column: hrSalaries.date },
    type: { kind: 'select', column: hrSalaries.type, enumName: 'HrSalaryTypeType', values: SALARY_TYPES },
    employee: { kind: 'one', ref: 'CompanyEmployee', column: hrSalaries.employeeId },
    attachment: { kind: 'file', keyColumn: hrSalaries.fileKey },
    createdAt: { kind: 'timestamp', column: hrSalaries.createdAt },
    updateAt: { kind: 'timestamp', column: hrSalaries.updatedAt },
  },
  readFilter: salaryReadFilter,
};
