// The HR document type catalogue (issue #14): create, edit, reorder and delete unused types.
import { count, eq } from 'drizzle-orm';
import { EXPIRATION_DATE_TYPES, LANGUAGES } from '../../../../src/domain/enums';
import { authorizeWrite, commitWrite, commitWrites, runWrite, type Commit } from '../../access/run-write';
import { loadWriteTarget } from '../../access/write-target';
import type { GraphQLContext } from '../../context';
import type { SchemaModule } from '../../schema/schema-module';
import { hrDocuments, hrDocumentTypes } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { badInput, notFound } from '../shared/errors';
import { changedValues, refused, updateVersioned } from '../shared/manager-edit';
import { hrDocumentTypeWrites } from './access';

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

/** An edit of one type, authorized by HrDocumentType's rules and ready to commit. */
async function planEdit(context: GraphQLContext, id: string, data: TypeInput & { expectedVersion?: number | null }): Promise<Commit> {
  const [stored] = await context.db.select().from(hrDocumentTypes).where(eq(hrDocumentTypes.id, id));
  if (!stored) throw notFound('Document type');
  const columns = typeColumns(data);
  await authorizeWrite(context, hrDocumentTypeWrites, { list: 'HrDocumentType', operation: 'update', item: stored, changes: columns });
  return {
    list: 'HrDocumentType',
    action: 'update',
    details: changedValues(stored, columns),
    write: async (tx) => {
      await updateVersioned(tx, hrDocumentTypes, id, data.expectedVersion, columns);
      return id;
    },
  };
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
        if (data.name == null) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
        const columns = typeColumns(data);
        if (columns.expirationDateType && !(EXPIRATION_DATE_TYPES as readonly unknown[]).includes(columns.expirationDateType)) throw badInput('Unknown expiration date type');
        return runWrite(context, lists, hrDocumentTypeWrites, { list: 'HrDocumentType', operation: 'create', item: columns, changes: columns }, {
          action: 'create',
          details: changedValues({}, columns),
          write: async (tx) => {
            const [row] = await tx.insert(hrDocumentTypes).values(columns as typeof hrDocumentTypes.$inferInsert).returning({ id: hrDocumentTypes.id });
            return String(row?.id);
          },
        });
      },

      async updateHrDocumentType(_, { where, data }, context) {
        const [id] = await commitWrites(context, [await planEdit(context, where.id ?? '', data)]);
        return findOne(lists, lists.HrDocumentType, context, id);
      },

      async updateHrDocumentTypes(_, { data }, context) {
        const edits = await Promise.all(data.map((args) => planEdit(context, args.where.id ?? '', args.data)));
        const ids = await commitWrites(context, edits);
        return Promise.all(ids.map((id) => findOne(lists, lists.HrDocumentType, context, id)));
      },

      async deleteHrDocumentType(_, { where }, context) {
        const id = where.id ?? '';
        const type = await loadWriteTarget(context, lists, 'HrDocumentType', id, 'Document type');
        await authorizeWrite(context, hrDocumentTypeWrites, { list: 'HrDocumentType', operation: 'delete', item: type });
        const [used] = await context.db.select({ n: count() }).from(hrDocuments).where(eq(hrDocuments.typeId, id));
        if ((used?.n ?? 0) > 0) throw refused('BAD_USER_INPUT', 'TYPE_HAS_DOCUMENTS', 'Documents of this type exist; it cannot be deleted');
        await commitWrite(context, {
          list: 'HrDocumentType',
          action: 'delete',
          details: { before: type, after: null },
          write: async (tx) => {
            await tx.delete(hrDocumentTypes).where(eq(hrDocumentTypes.id, id));
            return id;
          },
        });
        return type;
      },
    },
  },
};
