// updateCompanyEmployee: the manager's edit of an employee record (issue #14) — its code, name,
// job, flags and settings, and which user account it belongs to.
import { eq } from 'drizzle-orm';
import { isValidEmployeeCode } from '../../../../src/domain/manager-refusals';
import { EMPLOYEE_ROLE_FLAGS } from '../../../../src/domain/permissions';
import { mayManageEmployeeRecords } from '../../access/manager';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import { companyEmployees, users } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { forbidden, isUniqueViolation, notFound } from '../shared/errors';
import { auditManagerWrite, changedValues, refused, updateVersioned } from '../shared/manager-edit';

/** The record's own switches: visibility, archive, and the employee's notification settings. */
const EMPLOYEE_SWITCHES = [
  'isArchived',
  'isHiddenInHr',
  'hrDocumentNotification',
  'settingWantsSalaryWorkflowNotification',
  'settingWantsAccountingNotification',
  'settingWantsHRSalariesNotification',
  'settingHrDocumentsDisabled',
] as const;
const BOOLEAN_FIELDS = [...EMPLOYEE_SWITCHES, ...EMPLOYEE_ROLE_FLAGS];

type EmployeeInput = { code?: string | null; name?: string | null; jobDescription?: string | null } & Partial<Record<(typeof BOOLEAN_FIELDS)[number], boolean | null>>;

function employeeColumns(data: EmployeeInput): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (data.code != null) {
    // An empty code makes the record 'new' again (spec §4: new = no code and not archived).
    const code = data.code.trim() || null;
    if (code !== null && !isValidEmployeeCode(code)) throw refused('BAD_USER_INPUT', 'INVALID_EMPLOYEE_CODE', 'The employee code must be 1 to 6 digits');
    columns.code = code;
  }
  if (data.name != null) {
    const name = data.name.trim();
    if (!name || name.length > 200) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
    columns.name = name;
  }
  if (data.jobDescription != null) columns.jobDescription = data.jobDescription.trim().slice(0, 500);
  for (const field of BOOLEAN_FIELDS) if (data[field] != null) columns[field] = data[field];
  return columns;
}

export const employeeManagerMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input CompanyEmployeeUpdateInput {
  code: String
  name: String
  jobDescription: String
${BOOLEAN_FIELDS.map((field) => `  ${field}: Boolean`).join('\n')}
  "Links the record to a user account (connect) or unlinks it (disconnect: true)."
  user: UserRelateToOneForUpdateInput
  "The version the editor started from; a newer one on the server refuses the edit (CONFLICT)."
  expectedVersion: Int
}

extend type Mutation {
  updateCompanyEmployee(where: CompanyEmployeeWhereUniqueInput!, data: CompanyEmployeeUpdateInput!): CompanyEmployee
}`,
  resolvers: {
    Mutation: {
      async updateCompanyEmployee(_, { where, data }, context) {
        const scope = requireScope(context);
        if (!mayManageEmployeeRecords(scope)) throw forbidden('You do not have permission to manage employee records');
        const id = where.id ?? '';
        if (!(await findOne(lists, lists.CompanyEmployee, context, id))) throw notFound('Employee');
        const [stored] = await context.db.select().from(companyEmployees).where(eq(companyEmployees.id, id));
        const { expectedVersion, user, ...input } = data;
        const columns = employeeColumns(input);
        if (user?.disconnect) columns.userId = null;
        else if (user?.connect?.id) {
          const [linked] = await context.db.select({ id: users.id }).from(users).where(eq(users.id, user.connect.id));
          if (!linked) throw notFound('User');
          columns.userId = linked.id;
        }
        try {
          await context.db.transaction(async (tx) => {
            await updateVersioned(tx, companyEmployees, id, expectedVersion, columns);
            await auditManagerWrite(tx, context, 'update', 'CompanyEmployee', id, changedValues(stored ?? {}, columns));
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw refused('BAD_USER_INPUT', 'DUPLICATE_EMPLOYEE_CODE', 'Another employee of this company has this code');
          throw error;
        }
        return findOne(lists, lists.CompanyEmployee, context, id);
      },
    },
  },
};
