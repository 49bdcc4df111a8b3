// The words that stand beside each value on invoices and receipts, in French, German, English and
// Portuguese (lower case, accents as printed). Order matters only where said.

/** Totals a person pays: the strongest first. "Total" alone is weaker and comes after. */
export const TOTAL_LABELS = [
  'total ttc', 'montant ttc', 'net à payer', 'total à payer', 'montant total', 'gesamtbetrag', 'rechnungsbetrag', 'bruttobetrag',
  'endbetrag', 'gesamtsumme', 'zu zahlen', 'zahlbetrag', 'total a pagar', 'total geral', 'valor total', 'total com iva', 'grand total', 'total due',
  'amount due', 'balance due', 'total amount', 'invoice total',
];
export const WEAK_TOTAL_LABELS = ['total', 'summe', 'somme', 'betrag'];

/** Before tax: never the total. */
export const NET_LABELS = [
  'total ht', 'montant ht', 'total hors taxes', 'hors tva', 'sous-total', 'nettobetrag', 'netto', 'zwischensumme', 'summe netto', 'subtotal', 'sub-total',
  'net amount', 'total excl', 'total before tax', 'total sem iva', 'total s/ iva', 'base tributável', 'valor sem iva', 'base imponível', 'ht',
];

export const VAT_LABELS = ['tva', 'mwst', 'ust', 'umsatzsteuer', 'mehrwertsteuer', 'vat', 'iva', 'tax'];

export const DUE_AMOUNT_LABELS = ['net à payer', 'reste à payer', 'montant dû', 'zu zahlen', 'zahlbetrag', 'amount due', 'balance due', 'total due', 'total a pagar', 'valor a pagar'];

export const ISSUE_DATE_LABELS = [
  'date de facture', 'date facture', "date d'émission", 'date', 'rechnungsdatum', 'belegdatum', 'datum', 'invoice date', 'issue date', 'data da fatura',
  'data de emissão', 'data',
];
export const DUE_DATE_LABELS = ["date d'échéance", 'échéance', 'echeance', 'payable avant', 'fälligkeitsdatum', 'fällig am', 'fällig', 'zahlbar bis', 'due date', 'payment due', 'due by', 'data de vencimento', 'vencimento', 'pagar até'];

export const CREDIT_NOTE_WORDS = ['avoir', 'note de crédit', 'gutschrift', 'rechnungskorrektur', 'credit note', 'nota de crédito'];
export const INVOICE_WORDS = ['facture', 'rechnung', 'invoice', 'fatura', 'factura', 'reçu', 'quittung', 'receipt', 'recibo', 'ticket', 'kassenbon', 'beleg'];

export const BUYER_LABELS = ['facturé à', 'client', 'destinataire', 'rechnungsempfänger', 'kunde', 'bill to', 'billed to', 'customer', 'cliente', 'faturado a'];

/** Words that open an invoice number, then the number's own marker (n°, Nr., No., #, number, …). */
export const NUMBER_PATTERNS = [
  /(?:rechnungsnummer|rechnungs-nr\.?|belegnummer|invoice number|invoice no\.?|numéro de facture|número da fatura|número de fatura|n\.º da fatura|bon n°|receipt number)\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/._]{1,30})/i,
  /(?:facture|avoir|rechnung|gutschrift|invoice|credit note|fatura|factura|nota de crédito|reçu|receipt|recibo|ticket|beleg|quittung)\s*(?:n°|nº|n\.º|no\.?|nr\.?|#|number|num\.?|numéro|número)\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/._]{1,30})/i,
];

/** Standard and reduced rates seen on our clients' invoices: Luxembourg's 17/14/8/3 first. */
export const KNOWN_VAT_RATES = ['17', '14', '8', '3', '16', '13', '7', '19', '20', '10', '5.5', '2.1', '23', '6', '21', '12', '9', '0'];
