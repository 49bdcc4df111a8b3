import { count, eq } from 'drizzle-orm';
import { auditAs } from '../../audit/record';
import { mayManageAccounts } from '../../access/manager';
import { requireScope } from '../../access/scope';
import type { GraphQLContext, SchemaModule } from '../../context';
import { accountingDocuments, companies, companyEmployees, hrSalaryWorkflows } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { forbidden, isUniqueViolation, notFound } from '../shared/errors';
import { changedValues, refused, updateVersioned } from '../shared/manager-edit';
import { companyColumns, type CompanyFieldsInput } from './fields';
import { personInChargeContact, type PersonInChargeInput } from './persons-in-charge';

const refuseUnlessAccountManager = (context: GraphQLContext) => {
  if (!mayManageAccounts(requireScope(context))) throw forbidden('You do not have permission to manage companies');
};

const duplicateCode = () => refused('BAD_USER_INPUT', 'DUPLICATE_COMPANY_CODE', 'Another company already has this code');

interface CompanyInput extends CompanyFieldsInput {
  isArchived?: boolean | null;
  expectedVersion?: number | null;
  personInChargeAccounting?: PersonInChargeInput | null;
  personInChargeHumanResources?: PersonInChargeInput | null;
}

async function writeColumns(context: GraphQLContext, data: CompanyInput, tx: Parameters<typeof personInChargeContact>[0]) {
  const columns = companyColumns(data);
  if (data.isArchived != null) columns.isArchived = data.isArchived;
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
        refuseUnlessAccountManager(context);
        if (data.code == null) throw refused('BAD_USER_INPUT', 'INVALID_COMPANY_CODE', 'The company code must be 1 to 6 digits');
        if (data.name == null) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
        try {
          const id = await context.db.transaction(async (tx) => {
            const columns = await writeColumns(context, data, tx);
            const [row] = await tx.insert(companies).values(columns as typeof companies.$inferInsert).returning();
            const id = String(row?.id);
            await auditAs(tx, context, { action: 'create', list: 'Company', itemId: id, details: changedValues({}, columns) });
            return id;
          });
          return findOne(lists, lists.Company, context, id);
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateCode();
          throw error;
        }
      },

      async updateCompany(_, { where, data }, context) {
        refuseUnlessAccountManager(context);
        const id = where.id ?? '';
        const before = await findOne(lists, lists.Company, context, id);
        if (!before) throw notFound('Company');
        const [stored] = await context.db.select().from(companies).where(eq(companies.id, id));
        try {
          await context.db.transaction(async (tx) => {
            const columns = await writeColumns(context, data, tx);
            await updateVersioned(tx, companies, id, data.expectedVersion, columns);
            await auditAs(tx, context, { action: 'update', list: 'Company', itemId: id, details: changedValues(stored ?? {}, columns) });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateCode();
          throw error;
        }
        return findOne(lists, lists.Company, context, id);
      },

      async deleteCompany(_, { where }, context) {
        refuseUnlessAccountManager(context);
        const id = where.id ?? '';
        const company = await findOne(lists, lists.Company, context, id);
        if (!company) throw notFound('Company');
        if (await hasRecords(context, id)) {
          await context.db.transaction(async (tx) => {
            await updateVersioned(tx, companies, id, null, { isArchived: true });
            await auditAs(tx, context, { action: 'archive', list: 'Company', itemId: id, details: changedValues({ isArchived: company.isArchived }, { isArchived: true }) });
          });
          return findOne(lists, lists.Company, context, id);
        }
        const [stored] = await context.db.select().from(companies).where(eq(companies.id, id));
        await context.db.transaction(async (tx) => {
          await tx.delete(companies).where(eq(companies.id, id));
          await auditAs(tx, context, { action: 'delete', list: 'Company', itemId: id, details: { before: stored ?? {}, after: null } });
        });
        return company;
      },
    },
  },
};
