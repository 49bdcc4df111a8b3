import { reachesEveryCompany } from '../../../../src/domain/permissions';
import { companies, companyEmployees } from '../../db/schema';
import { inIds } from '../../access/scope';
import type { GraphQLContext } from '../../context';
import type { ListDef, Row } from '../../keystone/types';
import { contactById } from '../shared/rows-by-id';

export const companyExtraTypeDefs = `type Contact {\n  id: ID!\n  name: String\n  email: String\n  phone: String\n}`;

/** Tax, RCS, VAT and NACE identifiers: companyCodes in that company, or fiduciary rights. */
function identifier(key: 'taxId' | 'rcsId' | 'vatId' | 'naceId') {
  return (row: Row, context: GraphQLContext) => {
    const scope = context.scope;
    if (!scope) return null;
    const { allCompanies, accounting, taxation } = scope.provider;
    const allowed = allCompanies || accounting || taxation || scope.companiesWith('canAccessCompanyCodes').includes(String(row.id));
    return allowed ? row[key] : null;
  };
}

/** Persons in charge: companyContacts in that company, or the fiduciary's account managers. */
function personInCharge(key: 'personInChargeAccountingId' | 'personInChargeHumanResourcesId') {
  return (row: Row, context: GraphQLContext) => {
    const scope = context.scope;
    const contactId = row[key];
    if (!scope || typeof contactId !== 'string') return null;
    const allowed = scope.provider.allCompanies || scope.provider.contacts || scope.companiesWith('canAccessCompanyContacts').includes(String(row.id));
    if (!allowed) return null;
    return contactById(context, contactId);
  };
}

export const companyList: ListDef = {
  key: 'Company',
  singular: 'company',
  plural: 'companies',
  table: companies,
  idColumn: companies.id,
  fields: {
    id: { kind: 'id', column: companies.id },
    code: { kind: 'text', column: companies.code },
    name: { kind: 'text', column: companies.name },
    taxId: { kind: 'text', column: companies.taxId, filter: false, resolve: identifier('taxId') },
    rcsId: { kind: 'text', column: companies.rcsId, filter: false, resolve: identifier('rcsId') },
    vatId: { kind: 'text', column: companies.vatId, filter: false, resolve: identifier('vatId') },
    naceId: { kind: 'text', column: companies.naceId, filter: false, resolve: identifier('naceId') },
    hrEnabled: { kind: 'boolean', column: companies.hrEnabled },
    isArchived: { kind: 'boolean', column: companies.isArchived },
    version: { kind: 'int', column: companies.version },
    personInChargeAccounting: { kind: 'virtual', graphqlType: 'Contact', resolve: personInCharge('personInChargeAccountingId') },
    personInChargeHumanResources: { kind: 'virtual', graphqlType: 'Contact', resolve: personInCharge('personInChargeHumanResourcesId') },
    employees: { kind: 'many', ref: 'CompanyEmployee', foreignColumn: companyEmployees.companyId },
  },
  readFilter(context) {
    const scope = context.scope;
    if (!scope) return false;
    // Fiduciary staff work across client companies; everyone else sees the companies they belong to.
    if (reachesEveryCompany(scope.userFlags)) return true;
    return inIds(companies.id, scope.memberOf);
  },
  readers: 'every company for admins and the fiduciary\'s staff of each area; otherwise the companies where the caller has an employee record',
};
