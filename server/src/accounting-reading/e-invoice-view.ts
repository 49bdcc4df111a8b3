// An e-invoice as a person reads it (issue #46: "an XML upload is kept as it came and also rendered
// readably"): the parties with their addresses, the invoice lines, the VAT breakdown and the totals,
// parsed on the server by the reader's one safe parser (safe-xml.ts). The portal only lays it out;
// it never parses the XML itself, so a hostile file costs the tab nothing.
import { normalizeDecimal } from '../../../src/domain/accounting-reading-amounts';
import type { Reading } from '../../../src/domain/accounting-reading-fields';
import { isCii, readCii } from './cii';
import { find, findAll, parseXml, textAt, XmlRefused, type XmlElement, type XmlRefusal } from './safe-xml';
import { isUbl, readUbl } from './ubl';

export interface EInvoiceAddress {
  /** Street lines, in order (BT-35..37 / BT-50..52). */
  lines: string[];
  postalCode: string | null;
  city: string | null;
  subdivision: string | null;
  /** ISO 3166-1 alpha-2 (BT-40 / BT-55). */
  country: string | null;
}

export interface EInvoiceParty {
  name: string | null;
  vatId: string | null;
  address: EInvoiceAddress | null;
}

export interface EInvoiceLine {
  id: string | null;
  name: string | null;
  description: string | null;
  /** A decimal as written ('3', '2.5'); null when absent or not a number. */
  quantity: string | null;
  /** UN/ECE Recommendation 20 ('C62' one, 'HUR' hour, …). */
  unitCode: string | null;
  /** Net price of one unit (BT-146), a decimal as written (may have more than two decimals). */
  unitPrice: string | null;
  /** Net amount of the line (BT-131), '1234.50'. */
  netAmount: string | null;
  /** VAT rate of the line (BT-152), '17'. */
  vatRate: string | null;
}

export interface EInvoiceVat {
  rate: string;
  taxable: string | null;
  tax: string;
}

export interface EInvoiceView {
  format: 'ubl' | 'cii';
  kind: 'invoice' | 'credit_note';
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  supplier: EInvoiceParty;
  buyer: EInvoiceParty;
  /** At most MAX_VIEW_LINES; lineCount says how many the invoice has. */
  lines: EInvoiceLine[];
  lineCount: number;
  vatBreakdown: EInvoiceVat[];
  netAmount: string | null;
  vatAmount: string | null;
  totalAmount: string | null;
  amountDue: string | null;
  iban: string | null;
  /** The payment reference (BT-83), as written. */
  paymentReference: string | null;
}

export type EInvoiceViewResult =
  | { outcome: 'read'; invoice: EInvoiceView }
  | { outcome: 'refused'; refusal: XmlRefusal }
  /** Well-formed XML that is neither UBL nor CII. */
  | { outcome: 'unrecognised' };

/** The lines sent to the screen at most: an invoice with more is shown in part and says so. */
export const MAX_VIEW_LINES = 500;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const decimal = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed && DECIMAL.test(trimmed) ? trimmed : null;
};
const amount = (text: string | undefined) => (text === undefined ? null : normalizeDecimal(text));
const rateOf = (text: string | undefined) => {
  const value = decimal(text);
  return value === null ? null : String(Number(value));
};
const oneLine = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim() || null;

function address(lines: (string | undefined)[], postalCode: string | undefined, city: string | undefined, subdivision: string | undefined, country: string | undefined): EInvoiceAddress | null {
  const result: EInvoiceAddress = {
    lines: lines.map(oneLine).filter((line): line is string => line !== null),
    postalCode: oneLine(postalCode),
    city: oneLine(city),
    subdivision: oneLine(subdivision),
    country: oneLine(country),
  };
  return result.lines.length > 0 || result.postalCode || result.city || result.country ? result : null;
}

function ublAddress(party: XmlElement | undefined): EInvoiceAddress | null {
  const postal = find(party, 'PostalAddress');
  if (!postal) return null;
  const street = [textAt(postal, 'StreetName'), textAt(postal, 'AdditionalStreetName'), ...findAll(postal, 'AddressLine').map((line) => textAt(line, 'Line'))];
  return address(street, textAt(postal, 'PostalZone'), textAt(postal, 'CityName'), textAt(postal, 'CountrySubentity'), textAt(postal, 'Country/IdentificationCode'));
}

function ciiAddress(party: XmlElement | undefined): EInvoiceAddress | null {
  const postal = find(party, 'PostalTradeAddress');
  if (!postal) return null;
  return address([textAt(postal, 'LineOne'), textAt(postal, 'LineTwo'), textAt(postal, 'LineThree')], textAt(postal, 'PostcodeCode'), textAt(postal, 'CityName'), textAt(postal, 'CountrySubDivisionName'), textAt(postal, 'CountryID'));
}

function ublLines(root: XmlElement): XmlElement[] {
  return root.children.filter((child) => child.name === 'InvoiceLine' || child.name === 'CreditNoteLine');
}

function ublLine(line: XmlElement): EInvoiceLine {
  const quantity = find(line, 'InvoicedQuantity') ?? find(line, 'CreditedQuantity');
  return {
    id: oneLine(textAt(line, 'ID')),
    name: oneLine(textAt(line, 'Item/Name')),
    description: oneLine(textAt(line, 'Item/Description')),
    quantity: decimal(quantity?.text),
    unitCode: oneLine(quantity?.attributes.unitCode),
    unitPrice: decimal(textAt(line, 'Price/PriceAmount')),
    netAmount: amount(textAt(line, 'LineExtensionAmount')),
    vatRate: rateOf(textAt(line, 'Item/ClassifiedTaxCategory/Percent')),
  };
}

function ciiLines(root: XmlElement): XmlElement[] {
  return findAll(root, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem');
}

function ciiLine(line: XmlElement): EInvoiceLine {
  const quantity = find(line, 'SpecifiedLineTradeDelivery/BilledQuantity');
  const settlement = find(line, 'SpecifiedLineTradeSettlement');
  return {
    id: oneLine(textAt(line, 'AssociatedDocumentLineDocument/LineID')),
    name: oneLine(textAt(line, 'SpecifiedTradeProduct/Name')),
    description: oneLine(textAt(line, 'SpecifiedTradeProduct/Description')),
    quantity: decimal(quantity?.text),
    unitCode: oneLine(quantity?.attributes.unitCode),
    unitPrice: decimal(textAt(line, 'SpecifiedLineTradeAgreement/NetPriceProductTradePrice/ChargeAmount')),
    netAmount: amount(textAt(settlement, 'SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount')),
    vatRate: rateOf(textAt(settlement, 'ApplicableTradeTax/RateApplicablePercent')),
  };
}

function fromReading(reading: Reading, parts: { supplier: EInvoiceParty['address']; buyer: EInvoiceParty['address']; lines: XmlElement[]; toLine: (line: XmlElement) => EInvoiceLine; paymentReference: string | undefined }): EInvoiceView {
  const value = (name: keyof Reading['fields']) => reading.fields[name]?.value ?? null;
  return {
    format: reading.format ?? 'ubl',
    kind: value('documentKind') === 'credit_note' ? 'credit_note' : 'invoice',
    number: value('invoiceNumber'),
    issueDate: value('issueDate'),
    dueDate: value('dueDate'),
    currency: value('currency'),
    supplier: { name: value('supplierName'), vatId: value('supplierVatId'), address: parts.supplier },
    buyer: { name: value('buyerName'), vatId: value('buyerVatId'), address: parts.buyer },
    lines: parts.lines.slice(0, MAX_VIEW_LINES).map(parts.toLine),
    lineCount: parts.lines.length,
    vatBreakdown: reading.vatLines,
    netAmount: value('netAmount'),
    vatAmount: value('vatAmount'),
    totalAmount: value('totalAmount'),
    amountDue: value('amountDue'),
    iban: value('iban'),
    paymentReference: oneLine(parts.paymentReference),
  };
}

/** The e-invoice's view, or why it cannot be shown: refused by the safe parser, or neither UBL nor CII. */
export function eInvoiceViewOf(xml: string | Uint8Array): EInvoiceViewResult {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlRefused) return { outcome: 'refused', refusal: error.reason };
    throw error;
  }
  if (isUbl(root)) {
    return {
      outcome: 'read',
      invoice: fromReading(readUbl(root), {
        supplier: ublAddress(find(root, 'AccountingSupplierParty/Party')),
        buyer: ublAddress(find(root, 'AccountingCustomerParty/Party')),
        lines: ublLines(root),
        toLine: ublLine,
        paymentReference: textAt(root, 'PaymentMeans/PaymentID'),
      }),
    };
  }
  if (isCii(root)) {
    const agreement = find(root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement');
    return {
      outcome: 'read',
      invoice: fromReading(readCii(root), {
        supplier: ciiAddress(find(agreement, 'SellerTradeParty')),
        buyer: ciiAddress(find(agreement, 'BuyerTradeParty')),
        lines: ciiLines(root),
        toLine: ciiLine,
        paymentReference: textAt(root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/PaymentReference'),
      }),
    };
  }
  return { outcome: 'unrecognised' };
}
