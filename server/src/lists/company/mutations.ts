import { count, eq } from 'drizzle-orm';
import { authorizeWrite, commitWrite, runWrite, type Tx } from '../../access/run-write';
import { loadWriteTarget } from '../../access/write-target';
import type { GraphQLContext } from '../../context';
import type { SchemaModule } from '../../schema/schema-module';
import { accountingDocuments, companies, companyEmployees, hrSalaryWorkflows } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { isUniqueViolation } from '../shared/errors';
import { changedValues, refused, updateVersioned } from '../shared/manager-edit';
import { companyWrites } from './access';
import { companyColumns, type CompanyFieldsInput } from './fields';
import { personInChargeContact, type PersonInChargeInput } from './persons-in-charge';

const duplicateCode = () => refused('BAD_USER_INPUT', 'DUPLICATE_COMPANY_CODE', 'Another company already has this code');

interface CompanyInput extends CompanyFieldsInput {
  isArchived?: boolean | null;
  expectedVersion?: number | null;
  personInChargeAccounting?: PersonInChargeInput | null;
  personInChargeHumanResources?: PersonInChargeInput | null;
}

/** The company's own columns, checked before anything is written (what the write rules judge). */
function ownColumns(data: CompanyInput): Record<string, unknown> {
  const columns = companyColumns(data);
  if (data.isArchived != null) columns.isArchived = data.isArchived;
  return columns;
}

/** With the persons in charge, whose contacts are found or created in the write's transaction. */
async function writeColumns(tx: Tx, data: CompanyInput): Promise<Record<string, unknown>> {
  const columns = ownColumns(data);
  const accounting = await personInChargeContact(tx, data.personInChargeAccounting);
  if (accounting !== undefined) columns.personInChargeAccountingId = accounting;
  const humanResources = await personInChargeContact(tx, data.personInChargeHumanResources);
  if (humanResources !== undefined) columns.personInChargeHumanResourcesId = humanResources;
  return columns;
}

/** Whether anything belongs to the company: then deleting it would orphan documents, so it is archived. */
async function hasRecords(context: GraphQLContext, companyId: string): Promise<boolean> {
  const counts = await Promise.all([
    context.db.select({ n: count() }).from(companyEmployees).where(eq(companyEmployees.companyId, companyId)),
    context.db.select({ n: count() }).from(accountingDocuments).where(eq(accountingDocuments.companyId, companyId)),
    context.db.select({ n: count() }).from(hrSalaryWorkflows).where(eq(hrSalaryWorkflows.companyId, companyId)),
  ]);
  return counts.some(([row]) => (row?.n ?? 0) > 0);
}

export const companyMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input UserRelateToOneForUpdateInput {
  connect: UserWhereUniqueInput
  disconnect: Boolean
}

input CompanyCreateInput {
  code: String
  name: String
  taxId: String
  rcsId: String
  vatId: String
  naceId: String
  hrEnabled: Boolean
  personInChargeAccounting: UserRelateToOneForUpdateInput
  personInChargeHumanResources: UserRelateToOneForUpdateInput
}

input CompanyUpdateInput {
  code: String
  name: String
  taxId: String
  rcsId: String
  vatId: String
  naceId: String
  hrEnabled: Boolean
  isArchived: Boolean
  personInChargeAccounting: UserRelateToOneForUpdateInput
  personInChargeHumanResources: UserRelateToOneForUpdateInput
  "The version the editor started from; a newer one on the server refuses the edit (CONFLICT)."
  expectedVersion: Int
}

extend type Mutation {
  createCompany(data: CompanyCreateInput!): Company
  updateCompany(where: CompanyWhereUniqueInput!, data: CompanyUpdateInput!): Company
  "Deletes a company without records; a company with employees or documents is archived instead."
  deleteCompany(where: CompanyWhereUniqueInput!): Company
}`,
  resolvers: {
    Mutation: {
      async createCompany(_, { data }, context) {
        if (data.code == null) throw refused('BAD_USER_INPUT', 'INVALID_COMPANY_CODE', 'The company code must be 1 to 6 digits');
        if (data.name == null) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
        const own = ownColumns(data);
        let columns: Record<string, unknown> = {};
        try {
          return await runWrite(context, lists, companyWrites, { list: 'Company', operation: 'create', item: own, changes: own }, {
            action: 'create',
            details: () => changedValues({}, columns),
            write: async (tx) => {
              columns = await writeColumns(tx, data);
              const [row] = await tx.insert(companies).values(columns as typeof companies.$inferInsert).returning({ id: companies.id });
              return String(row?.id);
            },
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateCode();
          throw error;
        }
      },

      async updateCompany(_, { where, data }, context) {
        const id = where.id ?? '';
        const stored = await loadWriteTarget(context, lists, 'Company', id, 'Company');
        let columns: Record<string, unknown> = {};
        try {
          return await runWrite(context, lists, companyWrites, { list: 'Company', operation: 'update', item: stored, changes: ownColumns(data) }, {
            action: 'update',
            details: () => changedValues(stored, columns),
            write: async (tx) => {
              columns = await writeColumns(tx, data);
              await updateVersioned(tx, companies, id, data.expectedVersion, columns);
              return id;
            },
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateCode();
          throw error;
        }
      },

      async deleteCompany(_, { where }, context) {
        const id = where.id ?? '';
        const company = await loadWriteTarget(context, lists, 'Company', id, 'Company');
        await authorizeWrite(context, companyWrites, { list: 'Company', operation: 'delete', item: company });
        if (await hasRecords(context, id)) {
          await commitWrite(context, {
            list: 'Company',
            action: 'archive',
            details: changedValues({ isArchived: company.isArchived }, { isArchived: true }),
            write: async (tx) => {
              await updateVersioned(tx, companies, id, null, { isArchived: true });
              return id;
            },
          });
          return findOne(lists, lists.Company, context, id);
        }
        await commitWrite(context, {
          list: 'Company',
          action: 'delete',
          details: { before: company, after: null },
          write: async (tx) => {
            await tx.delete(companies).where(eq(companies.id, id));
            return id;
          },
        });
        return company;
      },
    },
  },
};
