// UBL 2.1 as Peppol BIS Billing 3.0 uses it (Invoice and CreditNote), read into EN 16931's business terms.
import type { ReadFields, Reading } from '../../../src/domain/accounting-reading-fields';
import { CREDIT_NOTE_CODES, setExact, vatLine } from './exact-fields';
import { find, findAll, textAt, type XmlElement } from './safe-xml';

const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const UBL_CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';

export function isUbl(root: XmlElement): boolean {
  return (root.name === 'Invoice' && root.namespace === UBL_INVOICE_NS) || (root.name === 'CreditNote' && root.namespace === UBL_CREDIT_NOTE_NS);
}

/** A party's VAT ID (BT-31/BT-48): the PartyTaxScheme whose scheme is VAT. */
function partyVatId(party: XmlElement | undefined): string | undefined {
  const schemes = findAll(party, 'PartyTaxScheme');
  const vat = schemes.find((scheme) => textAt(scheme, 'TaxScheme/ID') === 'VAT') ?? schemes[0];
  return textAt(vat, 'CompanyID');
}

const partyName = (party: XmlElement | undefined) => textAt(party, 'PartyLegalEntity/RegistrationName') ?? textAt(party, 'PartyName/Name');

export function readUbl(root: XmlElement): Reading {
  const isCreditNote = root.name === 'CreditNote';
  const fields: ReadFields = {};
  const typeCode = textAt(root, isCreditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode');
  fields.documentKind = { value: isCreditNote || (typeCode !== undefined && CREDIT_NOTE_CODES.has(typeCode)) ? 'credit_note' : 'invoice', source: 'exact', confidence: 1 };
  setExact(fields, 'invoiceNumber', 'text', textAt(root, 'ID'));
  setExact(fields, 'issueDate', 'date', textAt(root, 'IssueDate'));
  setExact(fields, 'dueDate', 'date', textAt(root, 'DueDate') ?? textAt(root, 'PaymentMeans/PaymentDueDate'));
  const currency = textAt(root, 'DocumentCurrencyCode');
  setExact(fields, 'currency', 'text', currency);
  const supplier = find(root, 'AccountingSupplierParty/Party');
  const buyer = find(root, 'AccountingCustomerParty/Party');
  setExact(fields, 'supplierName', 'text', partyName(supplier));
  setExact(fields, 'supplierVatId', 'vatId', partyVatId(supplier));
  setExact(fields, 'buyerName', 'text', partyName(buyer));
  setExact(fields, 'buyerVatId', 'vatId', partyVatId(buyer));
  const totals = find(root, 'LegalMonetaryTotal');
  setExact(fields, 'netAmount', 'amount', textAt(totals, 'TaxExclusiveAmount'));
  setExact(fields, 'totalAmount', 'amount', textAt(totals, 'TaxInclusiveAmount'));
  setExact(fields, 'amountDue', 'amount', textAt(totals, 'PayableAmount'));
  // BT-110 is the TaxTotal in the document's currency; a second one (BT-111) is in the accounting currency.
  const taxTotals = findAll(root, 'TaxTotal');
  const taxTotal = taxTotals.find((total) => find(total, 'TaxAmount')?.attributes.currencyID === currency) ?? taxTotals[0];
  setExact(fields, 'vatAmount', 'amount', textAt(taxTotal, 'TaxAmount'));
  setExact(fields, 'iban', 'iban', textAt(root, 'PaymentMeans/PayeeFinancialAccount/ID'));
  const vatLines = findAll(taxTotal, 'TaxSubtotal').map((subtotal) => vatLine(textAt(subtotal, 'TaxCategory/Percent'), textAt(subtotal, 'TaxableAmount'), textAt(subtotal, 'TaxAmount')));
  return { method: 'structured', format: 'ubl', fields, vatLines, differences: [] };
}
