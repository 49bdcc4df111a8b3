// An uploaded e-invoice as a person reads it (issue #46): the in-app viewer shows an XML document by
// this query instead of its raw text. The stored file is parsed here by the reader's safe parser
// (accounting-reading/e-invoice-view.ts); the portal never parses the XML. The document is found
// through the accounting list's own read filter: a file the caller may not read is not found (null).
import { and, eq, type SQL } from 'drizzle-orm';
import { eInvoiceViewOf } from '../../accounting-reading/e-invoice-view';
import { XML_LIMITS } from '../../accounting-reading/safe-xml';
import { requireScope } from '../../access/caller';
import { accountingDocuments } from '../../db/schema';
import { accessSql } from '../../keystone/where';
import type { SchemaModule } from '../../schema/schema-module';
import { mimeTypes } from '../../storage/file-kind';
import type { FileStorage } from '../../storage/file-storage';
import { notFound } from '../shared/errors';
import { accountingReadFilter } from './list';

const typeDefs = /* GraphQL */ `
"read: shown below; refused: the safe parser refused the XML (refusal says why); unrecognised: not a UBL or CII e-invoice (or not XML at all)."
enum AccountingEInvoiceOutcome { read refused unrecognised }

"Why an XML file was refused: a document type declaration (it could declare entities: XXE, entity bombs), nested too deep, too many elements, too large, not well-formed."
enum AccountingXmlRefusal { doctype tooDeep tooManyElements tooLarge malformed }

type AccountingEInvoiceAddress {
  lines: [String!]!
  postalCode: String
  city: String
  subdivision: String
  "ISO 3166-1 alpha-2."
  country: String
}

type AccountingEInvoiceParty {
  name: String
  vatId: String
  address: AccountingEInvoiceAddress
}

type AccountingEInvoiceLine {
  id: String
  name: String
  description: String
  "A decimal as written (2.5)."
  quantity: String
  "UN/ECE Recommendation 20 (C62 one, HUR hour, DAY day…)."
  unitCode: String
  "Net price of one unit, a decimal as written (may have more than two decimals)."
  unitPrice: String
  "1234.50"
  netAmount: String
  "17"
  vatRate: String
}

type AccountingEInvoice {
  "ubl or cii."
  format: String!
  "invoice or credit_note."
  kind: String!
  number: String
  issueDate: CalendarDay
  dueDate: CalendarDay
  currency: String
  supplier: AccountingEInvoiceParty!
  buyer: AccountingEInvoiceParty!
  "The first 500 lines; lineCount says how many the invoice has."
  lines: [AccountingEInvoiceLine!]!
  lineCount: Int!
  vatBreakdown: [AccountingVatLine!]!
  netAmount: String
  vatAmount: String
  totalAmount: String
  amountDue: String
  iban: String
  paymentReference: String
}

type AccountingEInvoiceView {
  outcome: AccountingEInvoiceOutcome!
  refusal: AccountingXmlRefusal
  invoice: AccountingEInvoice
}

extend type Query {
  "The e-invoice stored as this file (its key, as in its link /files/<key>), read for a person; null when no accounting document the caller reads has that file."
  accountingEInvoice(file: String!): AccountingEInvoiceView
}`;

/** The stored file's first `limit` + 1 bytes at most: past the parser's limit it is refused without reading the rest. */
async function headOf(storage: FileStorage, key: string, limit: number): Promise<Uint8Array | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size > limit) break;
  }
  return Buffer.concat(chunks);
}

export const accountingEInvoiceModule: SchemaModule = {
  typeDefs,
  resolvers: {
    Query: {
      async accountingEInvoice(_, { file }, context) {
        requireScope(context);
        const [document] = await context.db
          .select({ fileKey: accountingDocuments.fileKey, mimetype: accountingDocuments.mimetype })
          .from(accountingDocuments)
          .where(and(accessSql(accountingReadFilter(context)), eq(accountingDocuments.fileKey, file)) as SQL)
          .limit(1);
        if (!document?.fileKey) return null;
        if (document.mimetype !== mimeTypes.xml) return { outcome: 'unrecognised', refusal: null, invoice: null };
        const bytes = await headOf(context.storage, document.fileKey, XML_LIMITS.maxBytes);
        if (!bytes) throw notFound('Stored file');
        const result = eInvoiceViewOf(bytes);
        if (result.outcome === 'read') return { outcome: 'read', refusal: null, invoice: result.invoice };
        if (result.outcome === 'refused') return { outcome: 'refused', refusal: result.refusal, invoice: null };
        return { outcome: 'unrecognised', refusal: null, invoice: null };
      },
    },
  },
};
