import type { EInvoiceLoader } from '@/components/document-viewer';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

// The e-invoice behind an accounting document's XML, read by the server's safe parser
// (accountingEInvoice, through the accounting list's read filter), for the in-app viewer.

// Supplier and buyer are read alike.
export const AccountingEInvoicePartyFields = graphql(`
  fragment AccountingEInvoicePartyFields on AccountingEInvoiceParty {
    name
    vatId
    address {
      lines
      postalCode
      city
      subdivision
      country
    }
  }
`);

export const AccountingEInvoiceDocument = graphql(`
  query AccountingEInvoice($file: String!) {
    accountingEInvoice(file: $file) {
      outcome
      refusal
      invoice {
        format
        kind
        number
        issueDate
        dueDate
        currency
        supplier {
          ...AccountingEInvoicePartyFields
        }
        buyer {
          ...AccountingEInvoicePartyFields
        }
        lines {
          id
          name
          description
          quantity
          unitCode
          unitPrice
          netAmount
          vatRate
        }
        lineCount
        vatBreakdown {
          rate
          taxable
          tax
        }
        netAmount
        vatAmount
        totalAmount
        amountDue
        iban
        paymentReference
      }
    }
  }
`);

/** The stored file's key, from the signed link the list gave (`/files/<key>?name&exp&sig`). */
export function fileKeyOf(url: string): string {
  return new URL(url, 'http://portal.invalid').pathname.replace(/^\/files\//, '');
}

export const loadAccountingEInvoice: EInvoiceLoader = async ({ url }) => (await gqlRequest(AccountingEInvoiceDocument, { file: fileKeyOf(url) })).accountingEInvoice;
