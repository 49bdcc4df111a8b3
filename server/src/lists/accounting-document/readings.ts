// The reader's findings on accounting documents: the `reading` of a document, the company's
// documents filtered by what was read in them, and a person's confirmation (with corrections, which
// teach the company's supplier match). Reads go through the list's read filter; the confirmation
// through its declared write rule (access.ts) and run-write.ts, audited.
import { and, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { normalizeConfirmed } from '../../../../src/domain/accounting-reading-confirm';
import type { ReadFieldName, ReadFields } from '../../../../src/domain/accounting-reading-fields';
import { findDuplicate } from '../../accounting-reading/duplicates';
import { filterColumns } from '../../accounting-reading/reading-columns';
import { teachSupplier } from '../../accounting-reading/supplier-match';
import { requireScope } from '../../access/caller';
import { authorizeWrite, commitWrite } from '../../access/run-write';
import type { GraphQLContext } from '../../context';
import { accountingDocuments, accountingReadings } from '../../db/schema';
import { requestLoader } from '../../keystone/batch-loader';
import { findOne, loadById } from '../../keystone/query';
import type { Row } from '../../keystone/types';
import { accessSql } from '../../keystone/where';
import type { SchemaModule } from '../../schema/schema-module';
import { lists } from '..';
import { badInput, notFound } from '../shared/errors';
import { accountingReadingWrites } from './access';
import { accountingReadingTypeDefs } from './reading-types';
import { accountingReadFilter } from './list';

const MAX_TAKE = 500;
type ReadingRow = typeof accountingReadings.$inferSelect;

/** One query per request for the readings of the documents it shows (the request's batch loader). */
function readingOf(context: GraphQLContext, documentId: string): Promise<ReadingRow | null> {
  const load = requestLoader<ReadingRow | null>(
    context.loaders,
    'accountingReading',
    async (ids) => {
      const rows = await context.db.select().from(accountingReadings).where(inArray(accountingReadings.documentId, ids));
      return new Map(rows.map((row) => [row.documentId, row]));
    },
    null,
  );
  return load(documentId);
}

/** A filter's amount by the rule the portal's filter form checks it with (a total as a person may type it). */
function amountBound(text: string): string | null {
  const result = normalizeConfirmed('totalAmount', text);
  return 'value' in result && result.value !== '' ? result.value : null;
}

const asFieldList = (fields: ReadFields) => Object.entries(fields).map(([name, field]) => ({ name, ...field }));
const asValueList = (values: Partial<Record<ReadFieldName, string>> | null) => (values ? Object.entries(values).map(([name, value]) => ({ name, value })) : null);

export const accountingReadingModule: SchemaModule = {
  typeDefs: accountingReadingTypeDefs,
  resolvers: {
    AccountingDocument: {
      async reading(parent, _, context) {
        const row = await readingOf(context, String((parent as Row).id));
        if (!row) return null;
        return {
          status: row.status as 'pending' | 'done' | 'failed',
          method: row.method,
          format: row.format,
          fields: asFieldList(row.fields),
          vatLines: row.vatLines,
          differences: row.differences,
          confirmed: asValueList(row.confirmed),
          confirmedAt: row.confirmedAt,
          // Through the read filter: a duplicate the caller may not read is not named.
          duplicateOf: row.duplicateOfId ? await loadById(lists, lists.AccountingDocument, context, row.duplicateOfId) : null,
        };
      },
    },
    Query: {
      async accountingDocumentsByReading(_, { where, take, skip }, context) {
        requireScope(context);
        const amountFrom = where.amountFrom ? amountBound(where.amountFrom) : null;
        const amountTo = where.amountTo ? amountBound(where.amountTo) : null;
        if ((where.amountFrom && !amountFrom) || (where.amountTo && !amountTo)) throw badInput('Amounts are written as 1234.56');
        const matches = and(
          where.supplier ? ilike(accountingReadings.supplierName, `%${where.supplier.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
          amountFrom ? gte(accountingReadings.totalAmount, amountFrom) : undefined,
          amountTo ? lte(accountingReadings.totalAmount, amountTo) : undefined,
          where.from ? gte(accountingReadings.issueDate, where.from) : undefined,
          where.to ? lte(accountingReadings.issueDate, where.to) : undefined,
        );
        // Documents still being read cannot be judged by the filters yet: they are listed, so the screen shows them arriving.
        const conditions = and(
          accessSql(accountingReadFilter(context)),
          eq(accountingDocuments.companyId, where.company),
          matches ? or(eq(accountingReadings.status, 'pending'), matches) : undefined,
        ) as SQL;
        const rows = await context.db
          .select({ id: accountingDocuments.id })
          .from(accountingDocuments)
          .innerJoin(accountingReadings, eq(accountingReadings.documentId, accountingDocuments.id))
          .where(conditions)
          .orderBy(desc(accountingReadings.issueDate), desc(accountingDocuments.createdAt))
          .limit(Math.min(take ?? MAX_TAKE, MAX_TAKE))
          .offset(Math.max(skip, 0));
        const documents = await Promise.all(rows.map((row) => loadById(lists, lists.AccountingDocument, context, row.id)));
        return documents.filter((document) => document !== null);
      },
    },
    Mutation: {
      async confirmAccountingReading(_, { document, values }, context) {
        const scope = requireScope(context);
        const readable = await findOne(lists, lists.AccountingDocument, context, document);
        if (!readable) throw notFound('Accounting document');
        const stored = { companyId: String(readable.companyId), type: String(readable.type) };
        await authorizeWrite(context, accountingReadingWrites, { list: 'AccountingDocument', operation: 'update', item: { id: document, ...stored } });
        // Confirming accepts what was read; the values sent are the person's corrections (an empty one removes the field).
        const corrections: Partial<Record<ReadFieldName, string>> = {};
        for (const { name, value } of values) {
          const result = normalizeConfirmed(name, value);
          if ('problem' in result) throw badInput(`${name}: ${result.problem === 'unknownField' ? 'not a field of the reading' : `not a valid ${result.problem}`}`);
          corrections[name as ReadFieldName] = result.value;
        }
        const [reading] = await context.db.select({ fields: accountingReadings.fields }).from(accountingReadings).where(eq(accountingReadings.documentId, document));
        const read = reading?.fields ?? {};
        const merged: Partial<Record<ReadFieldName, string>> = { ...Object.fromEntries(Object.entries(read).map(([name, field]) => [name, field.value])), ...corrections };
        const confirmed = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')) as Partial<Record<ReadFieldName, string>>;
        const corrected = Object.keys(corrections).filter((name) => read[name as ReadFieldName]?.value !== confirmed[name as ReadFieldName]);
        const columns = filterColumns(confirmed);
        const duplicateOfId = await findDuplicate(context.db, document, stored.companyId, columns);
        await commitWrite(context, {
          list: 'AccountingDocument',
          action: 'confirmReading',
          details: { corrected },
          write: async (tx) => {
            const set = { confirmed, confirmedById: scope.userId, confirmedAt: new Date(), duplicateOfId, ...columns };
            await tx
              .insert(accountingReadings)
              .values({ documentId: document, companyId: stored.companyId, status: 'done', readAt: new Date(), ...set })
              .onConflictDoUpdate({ target: accountingReadings.documentId, set });
            if (confirmed.supplierName) await teachSupplier(tx, stored.companyId, confirmed.supplierName, confirmed);
            return document;
          },
        });
        return findOne(lists, lists.AccountingDocument, context, document);
      },
    },
  },
};
