import { and, eq, type SQL } from 'drizzle-orm';
import { ACCOUNTING_TYPES } from '../../../../src/domain/enums';
import { anyAccess, inIds } from '../../access/scope';
import type { GraphQLContext } from '../../context';
import { accountingDocuments } from '../../db/schema';
import type { ListDef } from '../../keystone/types';

/**
 * Accounting documents: finance of that company and the fiduciary's accountants; tax documents
 * also to taxation of that company and the fiduciary's tax staff (the Taxation screen).
 */
export function accountingReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = context.scope;
  if (!scope) return false;
  if (scope.provider.accounting) return true;
  const isTax = eq(accountingDocuments.type, 'tax');
  const taxCompanies = inIds(accountingDocuments.companyId, scope.companiesWith('canAccessTaxation'));
  return anyAccess(
    inIds(accountingDocuments.companyId, scope.companiesWith('canAccessFinance')),
    scope.provider.taxation ? isTax : false,
    taxCompanies === false ? false : (and(isTax, taxCompanies) as SQL),
  );
}

export const accountingDocumentList: ListDef = {
  key: 'AccountingDocument',
  singular: 'accountingDocument',
  plural: 'accountingDocuments',
  table: accountingDocuments,
  idColumn: accountingDocuments.id,
  fields: {
    id: { kind: 'id', column: accountingDocuments.id },
    type: { kind: 'select', column: accountingDocuments.type, enumName: 'AccountingDocumentTypeType', values: ACCOUNTING_TYPES },
    date: { kind: 'calendarDay', column: accountingDocuments.date },
    tag: { kind: 'text', column: accountingDocuments.tag },
    company: { kind: 'one', ref: 'Company', column: accountingDocuments.companyId },
    attachment: { kind: 'file', keyColumn: accountingDocuments.fileKey },
    // Extensions, filterable: the screen searches by file name and finds files the company already holds (same bytes).
    attachmentFilename: { kind: 'text', column: accountingDocuments.filename, nullable: true },
    attachmentSha256: { kind: 'text', column: accountingDocuments.sha256, nullable: true },
    createdAt: { kind: 'timestamp', column: accountingDocuments.createdAt },
    updateAt: { kind: 'timestamp', column: accountingDocuments.updatedAt },
  },
  readFilter: accountingReadFilter,
  readers: 'finance of the document\'s company and the fiduciary\'s accountants; tax documents also taxation of that company and the fiduciary\'s tax staff',
};
