import { and, count, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isAccountingType } from '../../../../src/domain/enums';
import { authorizeWrite, commitWrite } from '../../access/run-write';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { accountingDocuments, companyLastLooks } from '../../db/schema';
import { accessSql } from '../../keystone/where';
import { findOne, loadById } from '../../keystone/query';
import { lists } from '..';
import { badInput, notFound } from '../shared/errors';
import { accountingDocumentsSeenWrites } from './access';
import { accountingReadFilter } from './list';

/** The most tag suggestions sent back: enough to choose from, bounded for a company with years of tags. */
const MAX_TAGS = 200;

/**
 * Extensions beyond Keystone for the accounting screens: the filter choices of one company (its tags
 * and years, through the list's read access) and "uploaded since you last looked" per company.
 */
export const accountingDocumentInsights: SchemaModule = {
  typeDefs: /* GraphQL */ `
type AccountingDocumentFacets {
  "The company's tags in use, most recent first: suggestions for a new upload and the tag filter."
  tags: [String!]!
  "The years of the company's document dates, newest first."
  years: [Int!]!
}

type CompanyNewAccountingDocuments {
  company: Company!
  "Documents uploaded by others since the caller last opened the company's accounting screen (all of them if never)."
  count: Int!
}

extend type Query {
  accountingDocumentFacets(company: ID!, type: AccountingDocumentTypeType): AccountingDocumentFacets!
  "Companies with accounting documents the caller has not seen yet; the caller's own uploads do not count."
  newAccountingDocuments: [CompanyNewAccountingDocuments!]!
}

extend type Mutation {
  "Records that the caller looked at the company's accounting documents now."
  markAccountingDocumentsSeen(company: ID!): Boolean!
}`,
  resolvers: {
    Query: {
      async accountingDocumentFacets(_, { company, type }, context) {
        requireScope(context);
        if (type && !isAccountingType(type)) throw badInput('Unknown document type');
        const readable = and(
          accessSql(accountingReadFilter(context)),
          eq(accountingDocuments.companyId, company),
          type ? eq(accountingDocuments.type, type) : undefined,
        ) as SQL;
        const year = sql<number>`cast(extract(year from ${accountingDocuments.date}) as int)`;
        const [tags, years] = await Promise.all([
          context.db
            .select({ tag: accountingDocuments.tag, last: sql`max(${accountingDocuments.createdAt})` })
            .from(accountingDocuments)
            .where(and(readable, ne(accountingDocuments.tag, '')))
            .groupBy(accountingDocuments.tag)
            .orderBy(desc(sql`max(${accountingDocuments.createdAt})`))
            .limit(MAX_TAGS),
          context.db.selectDistinct({ year }).from(accountingDocuments).where(readable).orderBy(desc(year)),
        ]);
        return { tags: tags.map((t) => t.tag), years: years.map((y) => Number(y.year)) };
      },
      async newAccountingDocuments(_, __, context) {
        const scope = requireScope(context);
        const rows = await context.db
          .select({ companyId: accountingDocuments.companyId, count: count() })
          .from(accountingDocuments)
          .leftJoin(companyLastLooks, and(eq(companyLastLooks.companyId, accountingDocuments.companyId), eq(companyLastLooks.userId, scope.userId)))
          .where(
            and(
              accessSql(accountingReadFilter(context)),
              or(isNull(accountingDocuments.createdById), ne(accountingDocuments.createdById, scope.userId)),
              or(isNull(companyLastLooks.lookedAt), gt(accountingDocuments.createdAt, companyLastLooks.lookedAt)),
            ),
          )
          .groupBy(accountingDocuments.companyId);
        const withCompany = await Promise.all(rows.map(async (row) => ({ company: await loadById(lists, lists.Company, context, row.companyId), count: Number(row.count) })));
        return withCompany.filter((row) => row.company !== null && row.count > 0);
      },
    },
    Mutation: {
      async markAccountingDocumentsSeen(_, { company }, context) {
        const scope = requireScope(context);
        if (!(await findOne(lists, lists.Company, context, company))) throw notFound('Company');
        await authorizeWrite(context, accountingDocumentsSeenWrites, { list: 'AccountingDocument', operation: 'update', item: { companyId: company } });
        const lookedAt = new Date();
        await commitWrite(context, {
          list: 'AccountingDocument',
          action: 'seen',
          // Not audited, as before: a mark of the caller's own, set each time they open the screen.
          audit: false,
          write: async (tx) => {
            await tx
              .insert(companyLastLooks)
              .values({ userId: scope.userId, companyId: company, lookedAt })
              .onConflictDoUpdate({ target: [companyLastLooks.userId, companyLastLooks.companyId], set: { lookedAt } });
            return company;
          },
        });
        return true;
      },
    },
  },
};
