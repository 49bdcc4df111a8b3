// updateCompanyEmployee: the manager's edit of an employee record (issue #14) — its code, name,
// job, flags and settings, and which user account it belongs to.
import { eq } from 'drizzle-orm';
import { isValidEmployeeCode } from '../../../../src/domain/manager-refusals';
import { EMPLOYEE_ROLE_FLAGS } from '../../../../src/domain/permissions';
import { runWrite } from '../../access/run-write';
import type { SchemaModule } from '../../schema/schema-module';
import { companyEmployees, users } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { isUniqueViolation, notFound } from '../shared/errors';
import { companyEmployeeWrites } from './access';
import { changedValues, refused, updateVersioned } from '../shared/manager-edit';

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
        const id = where.id ?? '';
        // Read through the list's read filter: an id the caller cannot read is not found.
        const stored = await findOne(lists, lists.CompanyEmployee, context, id);
        if (!stored) throw notFound('Employee');
        const { expectedVersion, user, ...input } = data;
        const changes = employeeColumns(input);
        if (user?.disconnect) changes.userId = null;
        else if (user?.connect?.id) {
          const [linked] = await context.db.select({ id: users.id }).from(users).where(eq(users.id, user.connect.id));
          if (!linked) throw notFound('User');
          changes.userId = linked.id;
        }
        try {
          return await runWrite(context, lists, companyEmployeeWrites, { list: 'CompanyEmployee', operation: 'update', item: stored, changes }, {
            action: 'update',
            details: changedValues(stored, changes),
            write: async (tx) => {
              await updateVersioned(tx, companyEmployees, id, expectedVersion, changes);
              return id;
            },
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw refused('BAD_USER_INPUT', 'DUPLICATE_EMPLOYEE_CODE', 'Another employee of this company has this code');
          throw error;
        }
      },
    },
  },
};
