import { graphql } from '@/gql';
import type { AccountingReadingDetailsFragment } from '@/gql/graphql';

// What the screens show of a document's reading, written once: the accounting list (its state and
// key fields), the viewer beside the document, and "What was read" all spread it. Fragments are
// unmasked (codegen.ts): a query that spreads it gets plain typed fields.

export const AccountingReadingDetails = graphql(`
  fragment AccountingReadingDetails on AccountingReading {
    status
    method
    format
    fields {
      name
      value
      source
      confidence
    }
    vatLines {
      rate
      taxable
      tax
    }
    differences {
      field
      xml
      text
    }
    confirmed {
      name
      value
    }
    confirmedAt
    duplicateOf {
      id
      attachment {
        filename
      }
    }
  }
`);

export type ReadingDetails = AccountingReadingDetailsFragment;

/** A document as the reading's screens need it, from whichever query listed it. */
export type DocumentWithReading = { id: string; attachment?: { filename: string } | null; reading?: ReadingDetails | null };
