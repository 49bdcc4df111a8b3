// The formats of a client company's code and Luxembourg identifiers, checked by the manager's form
// and again by the API (createCompany / updateCompany). Empty identifiers are allowed: a company
// may be entered before its registrations are known.
import { isValidVatId } from './vat-id';

export const COMPANY_IDENTIFIER_FIELDS = ['taxId', 'rcsId', 'vatId', 'naceId'] as const;
export type CompanyIdentifierField = (typeof COMPANY_IDENTIFIER_FIELDS)[number];

/** Company codes are 1 to 6 digits: the salary file names (spec §5) carry them. */
export function isValidCompanyCode(code: string): boolean {
  return /^\d{1,6}$/.test(code);
}

/** Matricule of a legal person: 11 digits starting with the year of registration (19xx or 20xx). */
function isValidTaxId(value: string): boolean {
  return /^(19|20)\d{9}$/.test(value);
}

/** Registre de commerce et des sociétés: a section letter and up to six digits, e.g. B187452. */
function isValidRcsId(value: string): boolean {
  return /^[A-Z]\d{1,6}$/.test(value);
}

/** Luxembourg VAT: LU and eight digits whose check digits hold (vat-id.ts). */
function isValidLuxembourgVatId(value: string): boolean {
  return /^LU\d{8}$/.test(value) && isValidVatId(value);
}

/** NACE Rev. 2 activity: a section letter, two digits for the division, optionally .d or .dd. */
function isValidNaceId(value: string): boolean {
  return /^[A-U]\d{2}(\.\d{1,2})?$/.test(value);
}

const validators: Record<CompanyIdentifierField, (value: string) => boolean> = {
  taxId: isValidTaxId,
  rcsId: isValidRcsId,
  vatId: isValidLuxembourgVatId,
  naceId: isValidNaceId,
};

/** Spaces are typed as grouping only; the stored form has none and uses capitals. */
export function normalizeCompanyIdentifier(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidCompanyIdentifier(field: CompanyIdentifierField, value: string): boolean {
  const normalized = normalizeCompanyIdentifier(value);
  return normalized === '' || validators[field](normalized);
}
