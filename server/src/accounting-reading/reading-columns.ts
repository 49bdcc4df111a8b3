import type { ReadFieldName, ReadFields } from '../../../src/domain/accounting-reading-fields';
import { normalizeIban } from '../../../src/domain/iban';
import { normalizeVatId } from '../../../src/domain/vat-id';

type Values = Partial<Record<ReadFieldName, string>>;

/** The values in force: what a person confirmed, else what was read. */
export function valuesInForce(fields: ReadFields, confirmed: Values | null): Values {
  if (confirmed) return confirmed;
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value]));
}

/**
 * Who the supplier is, for the duplicate check: the VAT ID, else the IBAN, else the name in lower
 * case — the same supplier read from a PDF and from its e-invoice gives the same key.
 */
function supplierKeyOf(values: Values): string | null {
  if (values.supplierVatId) return `vat:${normalizeVatId(values.supplierVatId)}`;
  if (values.iban) return `iban:${normalizeIban(values.iban)}`;
  const name = values.supplierName?.trim().toLowerCase().replace(/\s+/g, ' ');
  return name ? `name:${name}` : null;
}

/** The columns the list filters on and the duplicate check compares, from the values in force. */
export function filterColumns(values: Values) {
  const total = values.totalAmount && /^-?\d+(\.\d{1,2})?$/.test(values.totalAmount) ? values.totalAmount : null;
  const issueDate = values.issueDate && /^\d{4}-\d{2}-\d{2}$/.test(values.issueDate) ? values.issueDate : null;
  return {
    supplierName: values.supplierName ?? null,
    supplierKey: supplierKeyOf(values),
    invoiceNumber: values.invoiceNumber?.trim() || null,
    totalAmount: total,
    issueDate,
  };
}
