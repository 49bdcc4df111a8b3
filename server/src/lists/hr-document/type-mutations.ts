// The HR document type catalogue (issue #14): create, edit, reorder and delete unused types.
import { count, eq } from 'drizzle-orm';
import { auditAs } from '../../audit/record';
import { EXPIRATION_DATE_TYPES, LANGUAGES } from '../../../../src/domain/enums';
import { mayManageHrDocumentTypes } from '../../access/manager';
import { requireScope } from '../../access/scope';
import type { GraphQLContext, SchemaModule } from '../../context';
import { hrDocuments, hrDocumentTypes } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { badInput, forbidden, notFound } from '../shared/errors';
import { changedValues, refused, updateVersioned } from '../shared/manager-edit';

interface TypeInput {
  name?: string | null;
  names?: Partial<Record<(typeof LANGUAGES)[number], string | null>> | null;
  isRequired?: boolean | null;
  expirationDateType?: string | null;
  appShowExpiringInfoInDays?: number | null;
  manualOrder?: number | null;
}

function typeColumns(data: TypeInput): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (data.name != null) {
    const name = data.name.trim();
    if (!name || name.length > 200) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
    columns.name = name;
  }
  if (data.names != null) {
    const entries = LANGUAGES.map((language) => [language, data.names?.[language]?.trim() ?? ''] as const).filter(([, name]) => name);
    if (entries.some(([, name]) => name.length > 200)) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
    columns.nameTranslations = Object.fromEntries(entries);
  }
  if (data.isRequired != null) columns.isRequired = data.isRequired;
  if (data.expirationDateType != null) columns.expirationDateType = data.expirationDateType;
  if (data.appShowExpiringInfoInDays != null) {
    const days = data.appShowExpiringInfoInDays;
    if (days < 0 || days > 3650) throw refused('BAD_USER_INPUT', 'INVALID_DAYS', 'The warning period must be between 0 and 3650 days');
    columns.appShowExpiringInfoInDays = days;
  }
  if (data.manualOrder != null) columns.manualOrder = data.manualOrder;
  return columns;
}

function refuseUnlessProviderHr(context: GraphQLContext) {
  if (!mayManageHrDocumentTypes(requireScope(context))) throw forbidden('You do not have permission to manage HR document types');
}

async function updateOne(context: GraphQLContext, id: string, data: TypeInput & { expectedVersion?: number | null }) {
  const [stored] = await context.db.select().from(hrDocumentTypes).where(eq(hrDocumentTypes.id, id));
  if (!stored) throw notFound('Document type');
  const columns = typeColumns(data);
  return { stored, columns, expectedVersion: data.expectedVersion };
}

const names = LANGUAGES.map((language) => `  ${language}: String`).join('\n');

export const hrDocumentTypeMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
type HrDocumentTypeNames {
${names}
}

input HrDocumentTypeNamesInput {
${names}
}

input HrDocumentTypeCreateInput {
  name: String
  names: HrDocumentTypeNamesInput
  isRequired: Boolean
  expirationDateType: HrDocumentTypeExpirationDateTypeType
  appShowExpiringInfoInDays: Int
  manualOrder: Int
}

input HrDocumentTypeUpdateInput {
  name: String
  names: HrDocumentTypeNamesInput
  isRequired: Boolean
  expirationDateType: HrDocumentTypeExpirationDateTypeType
  appShowExpiringInfoInDays: Int
  manualOrder: Int
  "The version the editor started from; a newer one on the server refuses the edit (CONFLICT)."
  expectedVersion: Int
}

input HrDocumentTypeUpdateArgs {
  where: HrDocumentTypeWhereUniqueInput!
  data: HrDocumentTypeUpdateInput!
}

extend type Mutation {
  createHrDocumentType(data: HrDocumentTypeCreateInput!): HrDocumentType
  updateHrDocumentType(where: HrDocumentTypeWhereUniqueInput!, data: HrDocumentTypeUpdateInput!): HrDocumentType
  "All or nothing, in one transaction: a new manualOrder for several types is one reordering."
  updateHrDocumentTypes(data: [HrDocumentTypeUpdateArgs!]!): [HrDocumentType]
  "Deletes a type nobody has uploaded a document of; a type in use is refused (TYPE_HAS_DOCUMENTS)."
  deleteHrDocumentType(where: HrDocumentTypeWhereUniqueInput!): HrDocumentType
}`,
  resolvers: {
    Mutation: {
      async createHrDocumentType(_, { data }, context) {
        refuseUnlessProviderHr(context);
        if (data.name == null) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
        const columns = typeColumns(data);
        if (columns.expirationDateType && !(EXPIRATION_DATE_TYPES as readonly unknown[]).includes(columns.expirationDateType)) throw badInput('Unknown expiration date type');
        const id = await context.db.transaction(async (tx) => {
          const [row] = await tx.insert(hrDocumentTypes).values(columns as typeof hrDocumentTypes.$inferInsert).returning({ id: hrDocumentTypes.id });
          const id = String(row?.id);
          await auditAs(tx, context, { action: 'create', list: 'HrDocumentType', itemId: id, details: changedValues({}, columns) });
          return id;
        });
        return findOne(lists, lists.HrDocumentType, context, id);
      },

      async updateHrDocumentType(_, { where, data }, context) {
        refuseUnlessProviderHr(context);
        const id = where.id ?? '';
        const edit = await updateOne(context, id, data);
        await context.db.transaction(async (tx) => {
          await updateVersioned(tx, hrDocumentTypes, id, edit.expectedVersion, edit.columns);
          await auditAs(tx, context, { action: 'update', list: 'HrDocumentType', itemId: id, details: changedValues(edit.stored, edit.columns) });
        });
        return findOne(lists, lists.HrDocumentType, context, id);
      },

      async updateHrDocumentTypes(_, { data }, context) {
        refuseUnlessProviderHr(context);
        const edits = await Promise.all(data.map(async (args) => ({ id: args.where.id ?? '', ...(await updateOne(context, args.where.id ?? '', args.data)) })));
        await context.db.transaction(async (tx) => {
          for (const edit of edits) {
            await updateVersioned(tx, hrDocumentTypes, edit.id, edit.expectedVersion, edit.columns);
            await auditAs(tx, context, { action: 'update', list: 'HrDocumentType', itemId: edit.id, details: changedValues(edit.stored, edit.columns) });
          }
        });
        return Promise.all(edits.map((edit) => findOne(lists, lists.HrDocumentType, context, edit.id)));
      },

      async deleteHrDocumentType(_, { where }, context) {
        refuseUnlessProviderHr(context);
        const id = where.id ?? '';
        const type = await findOne(lists, lists.HrDocumentType, context, id);
        if (!type) throw notFound('Document type');
        const [used] = await context.db.select({ n: count() }).from(hrDocuments).where(eq(hrDocuments.typeId, id));
        if ((used?.n ?? 0) > 0) throw refused('BAD_USER_INPUT', 'TYPE_HAS_DOCUMENTS', 'Documents of this type exist; it cannot be deleted');
        const [stored] = await context.db.select().from(hrDocumentTypes).where(eq(hrDocumentTypes.id, id));
        await context.db.transaction(async (tx) => {
          await tx.delete(hrDocumentTypes).where(eq(hrDocumentTypes.id, id));
          await auditAs(tx, context, { action: 'delete', list: 'HrDocumentType', itemId: id, details: { before: stored ?? {}, after: null } });
        });
        return type;
      },
    },
  },
};
