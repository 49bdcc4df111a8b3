// UBL 2.1 (Peppol BIS Billing 3.0) and CII (XRechnung / Factur-X EN 16931) written from a sample, with
// the business terms the reader takes: BT-1 number, BT-2/BT-9 dates, BT-3 type, BT-5 currency,
// BG-4/BG-7 parties with BT-31/BT-48 VAT IDs, BT-84 IBAN, BG-23 VAT breakdown, BG-22 totals.
import { lineNet, taxOf, totalsOf, type SampleInvoice } from './samples';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function writeUbl(s: SampleInvoice): string {
  const credit = s.kind === 'credit_note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const { net, vat, total } = totalsOf(s);
  const c = `currencyID="${s.currency}"`;
  const party = (p: SampleInvoice['supplier']) => `<cac:Party>
      <cac:PartyName><cbc:Name>${esc(p.name)}</cbc:Name></cac:PartyName>
      ${p.address ? `<cac:PostalAddress><cbc:StreetName>${esc(p.address.street)}</cbc:StreetName><cbc:CityName>${esc(p.address.city)}</cbc:CityName><cbc:PostalZone>${esc(p.address.postalCode)}</cbc:PostalZone><cac:Country><cbc:IdentificationCode>${p.address.country}</cbc:IdentificationCode></cac:Country></cac:PostalAddress>` : ''}
      <cac:PartyTaxScheme><cbc:CompanyID>${p.vatId}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity><cbc:RegistrationName>${esc(p.name)}</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>`;
  const subtotals = s.taxes
    .map((line) => `<cac:TaxSubtotal><cbc:TaxableAmount ${c}>${line.taxable}</cbc:TaxableAmount><cbc:TaxAmount ${c}>${taxOf(line)}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${line.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`)
    .join('\n    ');
  const lines = (s.lines ?? [])
    .map((line, i) => `<cac:${root}Line><cbc:ID>${i + 1}</cbc:ID><cbc:${credit ? 'Credited' : 'Invoiced'}Quantity unitCode="${line.unitCode}">${line.quantity}</cbc:${credit ? 'Credited' : 'Invoiced'}Quantity><cbc:LineExtensionAmount ${c}>${lineNet(line)}</cbc:LineExtensionAmount><cac:Item>${line.description ? `<cbc:Description>${esc(line.description)}</cbc:Description>` : ''}<cbc:Name>${esc(line.name)}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${line.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount ${c}>${line.unitPrice}</cbc:PriceAmount></cac:Price></cac:${root}Line>`)
    .join('\n  ');
  // A foreign-currency invoice also states its VAT in the seller's accounting currency (BT-111): the reader must keep BT-110.
  const accountingTax = s.currency !== 'EUR' ? `<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">999.99</cbc:TaxAmount></cac:TaxTotal>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>${esc(s.number)}</cbc:ID>
  <cbc:IssueDate>${s.issueDate}</cbc:IssueDate>
  ${credit ? '' : `<cbc:DueDate>${s.dueDate}</cbc:DueDate>`}
  <cbc:${root}TypeCode>${credit ? 381 : 380}</cbc:${root}TypeCode>
  <cbc:DocumentCurrencyCode>${s.currency}</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty>${party(s.supplier)}</cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>${party(s.buyer)}</cac:AccountingCustomerParty>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>${credit ? `<cbc:PaymentDueDate>${s.dueDate}</cbc:PaymentDueDate>` : ''}${s.supplier.iban ? `<cac:PayeeFinancialAccount><cbc:ID>${s.supplier.iban}</cbc:ID></cac:PayeeFinancialAccount>` : ''}</cac:PaymentMeans>
  <cac:TaxTotal><cbc:TaxAmount ${c}>${vat}</cbc:TaxAmount>
    ${subtotals}
  </cac:TaxTotal>${accountingTax}
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount ${c}>${net}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount ${c}>${net}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount ${c}>${total}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount ${c}>${total}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  ${lines}
</${root}>
`;
}

const d102 = (iso: string) => `<udt:DateTimeString format="102">${iso.replace(/-/g, '')}</udt:DateTimeString>`;

export function writeCii(s: SampleInvoice): string {
  const { net, vat, total } = totalsOf(s);
  const address = (p: SampleInvoice['supplier']) =>
    p.address ? `<ram:PostalTradeAddress><ram:PostcodeCode>${esc(p.address.postalCode)}</ram:PostcodeCode><ram:LineOne>${esc(p.address.street)}</ram:LineOne><ram:CityName>${esc(p.address.city)}</ram:CityName><ram:CountryID>${p.address.country}</ram:CountryID></ram:PostalTradeAddress>` : '';
  const party = (tag: string, p: SampleInvoice['supplier']) => `<ram:${tag}><ram:Name>${esc(p.name)}</ram:Name>${address(p)}<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${p.vatId}</ram:ID></ram:SpecifiedTaxRegistration></ram:${tag}>`;
  const taxes = s.taxes
    .map((line) => `<ram:ApplicableTradeTax><ram:CalculatedAmount>${taxOf(line)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>${line.taxable}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${line.rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`)
    .join('\n      ');
  const lines = (s.lines ?? [])
    .map((line, i) => `<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>${i + 1}</ram:LineID></ram:AssociatedDocumentLineDocument><ram:SpecifiedTradeProduct><ram:Name>${esc(line.name)}</ram:Name>${line.description ? `<ram:Description>${esc(line.description)}</ram:Description>` : ''}</ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${line.unitPrice}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement><ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="${line.unitCode}">${line.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery><ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${line.rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${lineNet(line)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>`)
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>${esc(s.number)}</ram:ID><ram:TypeCode>${s.kind === 'credit_note' ? 381 : 380}</ram:TypeCode><ram:IssueDateTime>${d102(s.issueDate)}</ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    ${lines}
    <ram:ApplicableHeaderTradeAgreement>${party('SellerTradeParty', s.supplier)}${party('BuyerTradeParty', s.buyer)}</ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>${s.currency}</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>${s.supplier.iban ? `<ram:PayeePartyCreditorFinancialAccount><ram:IBANID>${s.supplier.iban}</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>` : ''}</ram:SpecifiedTradeSettlementPaymentMeans>
      ${taxes}
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime>${d102(s.dueDate)}</ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>${net}</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>${net}</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="${s.currency}">${vat}</ram:TaxTotalAmount>${s.currency !== 'EUR' ? '<ram:TaxTotalAmount currencyID="EUR">999.99</ram:TaxTotalAmount>' : ''}
        <ram:GrandTotalAmount>${total}</ram:GrandTotalAmount>
        <ram:DuePayableAmount>${total}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
}
