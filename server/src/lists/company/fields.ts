// A company's editable fields, checked with the domain's formats before anything is written.
import { COMPANY_IDENTIFIER_FIELDS, isValidCompanyCode, isValidCompanyIdentifier, normalizeCompanyIdentifier, type CompanyIdentifierField } from '../../../../src/domain/company-identifiers';
import type { ManagerRefusal } from '../../../../src/domain/manager-refusals';
import { refused } from '../shared/manager-edit';

const identifierRefusal: Record<CompanyIdentifierField, ManagerRefusal> = {
  taxId: 'INVALID_TAX_ID',
  rcsId: 'INVALID_RCS_ID',
  vatId: 'INVALID_VAT_ID',
  naceId: 'INVALID_NACE_ID',
};

export interface CompanyFieldsInput {
  code?: string | null;
  name?: string | null;
  taxId?: string | null;
  rcsId?: string | null;
  vatId?: string | null;
  naceId?: string | null;
  hrEnabled?: boolean | null;
}

/** The columns to write for the given input: only the keys present, trimmed and normalised. */
export function companyColumns(data: CompanyFieldsInput): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (data.code != null) {
    const code = data.code.trim();
    if (!isValidCompanyCode(code)) throw refused('BAD_USER_INPUT', 'INVALID_COMPANY_CODE', 'The company code must be 1 to 6 digits');
    columns.code = code;
  }
  if (data.name != null) {
    const name = data.name.trim();
    if (!name || name.length > 200) throw refused('BAD_USER_INPUT', 'NAME_REQUIRED', 'A name of at most 200 characters is required');
    columns.name = name;
  }
  for (const field of COMPANY_IDENTIFIER_FIELDS) {
    const value = data[field];
    if (value == null) continue;
    if (!isValidCompanyIdentifier(field, value)) throw refused('BAD_USER_INPUT', identifierRefusal[field], `The ${field} is not in a valid format`, { field });
    columns[field] = normalizeCompanyIdentifier(value);
  }
  if (data.hrEnabled != null) columns.hrEnabled = data.hrEnabled;
  return columns;
}
