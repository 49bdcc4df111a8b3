// The SDL of what the reader found in an accounting document and what a person confirmed.
export const accountingReadingTypeDefs = /* GraphQL */ `
"How a value was obtained: exact (the e-invoice's XML), read (a rule confirmed it), guessed (the likeliest candidate)."
enum AccountingFieldSource { exact read guessed }

"pending: queued for the reader; done: read (or nothing readable); failed: the reader gave up (nothing read)."
enum AccountingReadingStatus { pending done failed }

type AccountingReadField {
  "documentKind, supplierName, supplierVatId, buyerName, buyerVatId, invoiceNumber, issueDate, dueDate, currency, netAmount, vatAmount, totalAmount, amountDue, iban."
  name: String!
  "Amounts as 1234.56, dates as YYYY-MM-DD, IBANs and VAT IDs without spaces, documentKind invoice or credit_note."
  value: String!
  source: AccountingFieldSource!
  "0 to 1."
  confidence: Float!
}

type AccountingVatLine {
  rate: String!
  taxable: String
  tax: String!
}

"A Factur-X / ZUGFeRD PDF whose printed page says something else than its XML: the XML's value is the one read."
type AccountingReadingDifference {
  field: String!
  xml: String!
  text: String!
}

type AccountingFieldValue {
  name: String!
  value: String!
}

type AccountingReading {
  status: AccountingReadingStatus!
  "structured (an e-invoice), text (a PDF's text), ocr (a scan or photo), none (nothing read)."
  method: String
  "ubl or cii for an e-invoice."
  format: String
  fields: [AccountingReadField!]!
  vatLines: [AccountingVatLine!]!
  differences: [AccountingReadingDifference!]!
  "The values a person confirmed (with their corrections); null until then."
  confirmed: [AccountingFieldValue!]
  confirmedAt: DateTime
  "An earlier document of the company with the same supplier, invoice number and total."
  duplicateOf: AccountingDocument
}

extend type AccountingDocument {
  "What the reader found, and what a person confirmed. Null for documents uploaded before the reader."
  reading: AccountingReading
}

input AccountingReadingsWhere {
  company: ID!
  "Part of the supplier's name (confirmed, else read), any case."
  supplier: String
  "Totals from and to, inclusive, as 1234.56."
  amountFrom: String
  amountTo: String
  "Issue dates from and to, inclusive."
  from: CalendarDay
  to: CalendarDay
}

input AccountingFieldValueInput {
  name: String!
  value: String!
}

extend type Query {
  "The company's documents by what was read in them (supplier, total, issue date), newest issue date first; at most 500. Documents still being read are listed whatever the filters."
  accountingDocumentsByReading(where: AccountingReadingsWhere!, take: Int, skip: Int! = 0): [AccountingDocument!]!
}

extend type Mutation {
  "Confirms what was read in a document; values are the person's corrections (an empty value removes a field). Teaches the company's supplier match."
  confirmAccountingReading(document: ID!, values: [AccountingFieldValueInput!]!): AccountingDocument
}`;
