import { SALARY_TYPES } from '../../../../src/domain/enums';
import type { GraphQLContext } from '../../context';
import { hrSalaries } from '../../db/schema';
import type { ListDef } from '../../keystone/types';
import { downloadCountsAsSeen } from '../../access/salary-receipts';
import { ownOrCompanyHr } from '../company-employee/list';
import type { SQL } from 'drizzle-orm';

/**
 * Salary documents: the employee they belong to, that company's HR, and the fiduciary's payroll
 * staff. Nobody else, whatever they filter on.
 */
export function salaryReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = context.scope;
  if (!scope) return false;
  if (scope.provider.humanResources) return true;
  return ownOrCompanyHr(scope, hrSalaries.employeeId);
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
    // Links issued to the employee themself carry a receipt: downloading the file records firstSeenAt.
    attachment: {
      kind: 'file',
      keyColumn: hrSalaries.fileKey,
      reads: ['id', 'employeeId'],
      receipt: (row, context) => (downloadCountsAsSeen(context.principal, String(row.employeeId)) ? String(row.id) : null),
    },
    firstSeenAt: { kind: 'timestamp', column: hrSalaries.firstSeenAt },
    createdAt: { kind: 'timestamp', column: hrSalaries.createdAt },
    updateAt: { kind: 'timestamp', column: hrSalaries.updatedAt },
  },
  readFilter: salaryReadFilter,
  readers: 'the employee they belong to; the company\'s HR, hidden employees excepted; the fiduciary\'s payroll staff',
};
