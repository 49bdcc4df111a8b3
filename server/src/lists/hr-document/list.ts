import type { SQL } from 'drizzle-orm';
import { EXPIRATION_DATE_TYPES, HR_DOCUMENT_DECLINED } from '../../../../src/domain/enums';
import type { GraphQLContext } from '../../context';
import { hrDocuments, hrDocumentTypes } from '../../db/schema';
import type { ListDef } from '../../keystone/types';
import { ownOrCompanyHr } from '../company-employee/list';

/** HR documents: the employee's own, their company's HR, and fiduciary admins (who review them). */
export function hrDocumentReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = context.scope;
  if (!scope) return false;
  if (scope.provider.allCompanies) return true;
  return ownOrCompanyHr(scope, hrDocuments.employeeId);
}

export const hrDocumentTypeList: ListDef = {
  key: 'HrDocumentType',
  singular: 'hrDocumentType',
  plural: 'hrDocumentTypes',
  table: hrDocumentTypes,
  idColumn: hrDocumentTypes.id,
  fields: {
    id: { kind: 'id', column: hrDocumentTypes.id },
    name: { kind: 'text', column: hrDocumentTypes.name },
    isRequired: { kind: 'boolean', column: hrDocumentTypes.isRequired },
    expirationDateType: {
      kind: 'select',
      column: hrDocumentTypes.expirationDateType,
      enumName: 'HrDocumentTypeExpirationDateTypeType',
      values: EXPIRATION_DATE_TYPES,
    },
    appShowExpiringInfoInDays: { kind: 'int', column: hrDocumentTypes.appShowExpiringInfoInDays },
    manualOrder: { kind: 'int', column: hrDocumentTypes.manualOrder },
    names: { kind: 'virtual', graphqlType: 'HrDocumentTypeNames', resolve: (row) => row.nameTranslations ?? {} },
    version: { kind: 'int', column: hrDocumentTypes.version },
    documents: { kind: 'many', ref: 'HrDocument', foreignColumn: hrDocuments.typeId },
  },
  // The catalogue of document types is the same for every signed-in user.
  readFilter: (context) => Boolean(context.principal),
  readers: 'every signed-in user: the catalogue of document types is shared',
};

export const hrDocumentList: ListDef = {
  key: 'HrDocument',
  singular: 'hrDocument',
  plural: 'hrDocuments',
  table: hrDocuments,
  idColumn: hrDocuments.id,
  fields: {
    id: { kind: 'id', column: hrDocuments.id },
    attachment: { kind: 'file', keyColumn: hrDocuments.fileKey },
    requestedRemoval: { kind: 'boolean', column: hrDocuments.requestedRemoval },
    removalReason: { kind: 'text', column: hrDocuments.removalReason, nullable: true },
    needsReview: { kind: 'boolean', column: hrDocuments.needsReview },
    declined: { kind: 'select', column: hrDocuments.declined, enumName: 'HrDocumentDeclinedType', values: HR_DOCUMENT_DECLINED },
    declineReason: { kind: 'text', column: hrDocuments.declineReason, nullable: true },
    expirationDate: { kind: 'calendarDay', column: hrDocuments.expirationDate },
    replaces: { kind: 'one', ref: 'HrDocument', column: hrDocuments.replacesId },
    employee: { kind: 'one', ref: 'CompanyEmployee', column: hrDocuments.employeeId },
    type: { kind: 'one', ref: 'HrDocumentType', column: hrDocuments.typeId },
    createdAt: { kind: 'timestamp', column: hrDocuments.createdAt },
    updateAt: { kind: 'timestamp', column: hrDocuments.updatedAt },
  },
  readFilter: hrDocumentReadFilter,
  readers: 'the employee\'s own; the company\'s HR, hidden employees excepted; admins',
};
