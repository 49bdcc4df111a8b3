import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EMPLOYEE_ROLE_FLAGS } from '../../../../src/domain/permissions';
import { employeeLetter } from '../../../../src/domain/employees';
import { anyAccess, inIds, inReadable, type Scope } from '../../access/scope';
import type { GraphQLContext } from '../../context';
import { companyEmployees, profileVersions } from '../../db/schema';
import { requestLoader } from '../../keystone/batch-loader';
import type { ListDef, Row } from '../../keystone/types';
import { unreadInThreads } from '../hr-message/unread';

export const companyEmployeeExtraTypeDefs = `type EmployeeRole {\n${EMPLOYEE_ROLE_FLAGS.map((f) => `  ${f}: Boolean!`).join('\n')}\n}

type ProfileVersion {
  id: ID!
  data: JSON
  changedBy: User
  "Who saved this version, by name, for everyone who may read the profile (changedBy follows the User list's access)."
  changedByName: String
  createdAt: DateTime
}`;

/**
 * The employee records a company's HR reaches: every record of a company where the caller is HR,
 * hidden ones excepted (decisions.md: isHiddenInHr hides the employee and everything of theirs).
 */
function companyHrRecords(scope: Scope): SQL | false {
  const hrCompanies = inIds(companyEmployees.companyId, scope.companiesWith('canManageHumanResources'));
  return hrCompanies === false ? false : (and(hrCompanies, eq(companyEmployees.isHiddenInHr, false)) as SQL);
}

/**
 * Employee records the caller may read: their own; every record of a company where they are HR,
 * hidden ones excepted; all of them for the fiduciary's HR staff and admins.
 */
export function employeeReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = context.scope;
  if (!scope) return false;
  // Account managers read every record too: the manager links records to accounts (issue #14).
  if (scope.provider.allCompanies || scope.provider.humanResources || scope.provider.accounts) return true;
  return anyAccess(eq(companyEmployees.userId, scope.userId), companyHrRecords(scope));
}

/**
 * Rows of a list that belongs to an employee (salaries, HR documents, messages): the caller's own,
 * and those of the employees their company HR role reaches — never a hidden employee's.
 */
export function ownOrCompanyHr(scope: Scope, employeeColumn: AnyPgColumn): SQL | boolean {
  return anyAccess(inIds(employeeColumn, scope.employeeIds), inReadable(employeeColumn, companyEmployees.id, companyEmployees, companyHrRecords(scope)));
}

async function profileHistory(row: Row, context: GraphQLContext) {
  return context.db
    .select()
    .from(profileVersions)
    .where(eq(profileVersions.employeeId, String(row.id)))
    .orderBy(desc(profileVersions.createdAt), desc(profileVersions.id));
}

export const companyEmployeeList: ListDef = {
  key: 'CompanyEmployee',
  singular: 'companyEmployee',
  plural: 'companyEmployees',
  table: companyEmployees,
  idColumn: companyEmployees.id,
  fields: {
    id: { kind: 'id', column: companyEmployees.id },
    code: { kind: 'text', column: companyEmployees.code },
    name: { kind: 'text', column: companyEmployees.name },
    jobDescription: { kind: 'text', column: companyEmployees.jobDescription },
    letter: { kind: 'virtual', graphqlType: 'String', reads: ['name'], resolve: (row) => employeeLetter(String(row.name)) },
    isHiddenInHr: { kind: 'boolean', column: companyEmployees.isHiddenInHr },
    isArchived: { kind: 'boolean', column: companyEmployees.isArchived },
    hrDocumentNotification: { kind: 'boolean', column: companyEmployees.hrDocumentNotification },
    // Per reader: the caller's unread messages in this employee's HR thread (not a stored count).
    hrUnReadChatMessages: {
      kind: 'int',
      column: companyEmployees.hrUnReadChatMessages,
      filter: false,
      order: false,
      reads: ['id'],
      resolve: (row, context) => {
        const scope = context.scope;
        if (!scope) return 0;
        return requestLoader(context.loaders, 'hrUnReadChatMessages', (ids) => unreadInThreads(context.db, ids, scope.userId), 0)(String(row.id));
      },
    },
    settingWantsSalaryWorkflowNotification: { kind: 'boolean', column: companyEmployees.settingWantsSalaryWorkflowNotification },
    settingWantsAccountingNotification: { kind: 'boolean', column: companyEmployees.settingWantsAccountingNotification },
    settingWantsHRSalariesNotification: { kind: 'boolean', column: companyEmployees.settingWantsHRSalariesNotification },
    settingHrDocumentsDisabled: { kind: 'boolean', column: companyEmployees.settingHrDocumentsDisabled },
    user: { kind: 'one', ref: 'User', column: companyEmployees.userId },
    company: { kind: 'one', ref: 'Company', column: companyEmployees.companyId },
    profileData: { kind: 'json', column: companyEmployees.profileData, filter: false },
    /** Beyond Keystone: counts saved profile edits; pass it back as updateHrProfile's expectedVersion. */
    profileVersion: { kind: 'int', column: companyEmployees.profileVersion },
    profileHistory: { kind: 'virtual', graphqlType: '[ProfileVersion!]', resolve: profileHistory },
    role: {
      kind: 'virtual',
      graphqlType: 'EmployeeRole',
      reads: EMPLOYEE_ROLE_FLAGS,
      resolve: (row) => Object.fromEntries(EMPLOYEE_ROLE_FLAGS.map((f) => [f, Boolean(row[f])])),
    },
    version: { kind: 'int', column: companyEmployees.version },
    createdAt: { kind: 'timestamp', column: companyEmployees.createdAt },
    updateAt: { kind: 'timestamp', column: companyEmployees.updatedAt },
  },
  readFilter: employeeReadFilter,
  readers: 'the employee themself; the company\'s HR, hidden records excepted; the fiduciary\'s HR staff, admins and account managers',
};
