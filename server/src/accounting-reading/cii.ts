// UN/CEFACT Cross Industry Invoice D16B, as XRechnung (CII syntax) and Factur-X / ZUGFeRD carry it.
import type { ReadFields, Reading } from '../../../src/domain/accounting-reading-fields';
import { CREDIT_NOTE_CODES, setExact, vatLine } from './exact-fields';
import { find, findAll, textAt, type XmlElement } from './safe-xml';

const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

export function isCii(root: XmlElement): boolean {
  return root.name === 'CrossIndustryInvoice' && root.namespace === CII_NS;
}

/** A trade party's VAT ID: the tax registration with scheme VA (FC is a national tax number). */
function partyVatId(party: XmlElement | undefined): string | undefined {
  const registrations = findAll(party, 'SpecifiedTaxRegistration');
  const vat = registrations.find((registration) => find(registration, 'ID')?.attributes.schemeID === 'VA');
  return textAt(vat, 'ID');
}

export function readCii(root: XmlElement): Reading {
  const fields: ReadFields = {};
  const header = find(root, 'ExchangedDocument');
  const typeCode = textAt(header, 'TypeCode');
  fields.documentKind = { value: typeCode !== undefined && CREDIT_NOTE_CODES.has(typeCode) ? 'credit_note' : 'invoice', source: 'exact', confidence: 1 };
  setExact(fields, 'invoiceNumber', 'text', textAt(header, 'ID'));
  setExact(fields, 'issueDate', 'date', textAt(header, 'IssueDateTime/DateTimeString'));
  const transaction = find(root, 'SupplyChainTradeTransaction');
  const agreement = find(transaction, 'ApplicableHeaderTradeAgreement');
  const seller = find(agreement, 'SellerTradeParty');
  const buyer = find(agreement, 'BuyerTradeParty');
  setExact(fields, 'supplierName', 'text', textAt(seller, 'Name'));
  setExact(fields, 'supplierVatId', 'vatId', partyVatId(seller));
  setExact(fields, 'buyerName', 'text', textAt(buyer, 'Name'));
  setExact(fields, 'buyerVatId', 'vatId', partyVatId(buyer));
  const settlement = find(transaction, 'ApplicableHeaderTradeSettlement');
  const currency = textAt(settlement, 'InvoiceCurrencyCode');
  setExact(fields, 'currency', 'text', currency);
  setExact(fields, 'dueDate', 'date', textAt(settlement, 'SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString'));
  setExact(fields, 'iban', 'iban', textAt(settlement, 'SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID'));
  const summation = find(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  setExact(fields, 'netAmount', 'amount', textAt(summation, 'TaxBasisTotalAmount'));
  // BT-110 carries the invoice currency; a second TaxTotalAmount (BT-111) is in the accounting currency.
  const taxTotals = findAll(summation, 'TaxTotalAmount');
  const taxTotal = taxTotals.find((total) => total.attributes.currencyID === currency) ?? taxTotals[0];
  setExact(fields, 'vatAmount', 'amount', taxTotal?.text);
  setExact(fields, 'totalAmount', 'amount', textAt(summation, 'GrandTotalAmount'));
  setExact(fields, 'amountDue', 'amount', textAt(summation, 'DuePayableAmount'));
  const vatLines = findAll(settlement, 'ApplicableTradeTax').map((tax) => vatLine(textAt(tax, 'RateApplicablePercent'), textAt(tax, 'BasisAmount'), textAt(tax, 'CalculatedAmount')));
  return { method: 'structured', format: 'cii', fields, vatLines, differences: [] };
}
