import { createContext } from 'react';

// The e-invoice behind an XML document, as the page that lists it can read it: the viewer is shared
// (src/components never imports a feature), so the feature whose documents may be e-invoices
// (finance) provides this loader around its page. The XML is parsed by the server's safe parser,
// never in the tab. Without a loader the viewer offers an XML file for download only.

export type XmlRefusal = 'doctype' | 'tooDeep' | 'tooManyElements' | 'tooLarge' | 'malformed';

export type EInvoiceAddress = { lines: string[]; postalCode?: string | null; city?: string | null; subdivision?: string | null; country?: string | null };
export type EInvoiceParty = { name?: string | null; vatId?: string | null; address?: EInvoiceAddress | null };
export type EInvoiceLine = {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  /** Decimals as 2.5, amounts as 1234.50, the rate as 17. */
  quantity?: string | null;
  /** UN/ECE Recommendation 20: C62 one, HUR hour, DAY day… */
  unitCode?: string | null;
  unitPrice?: string | null;
  netAmount?: string | null;
  vatRate?: string | null;
};
export type EInvoice = {
  format: string;
  /** invoice or credit_note */
  kind: string;
  number?: string | null;
  issueDate?: string | null;
  dueDate?: string | null;
  currency?: string | null;
  supplier: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  lineCount: number;
  vatBreakdown: { rate: string; taxable?: string | null; tax: string }[];
  netAmount?: string | null;
  vatAmount?: string | null;
  totalAmount?: string | null;
  amountDue?: string | null;
  iban?: string | null;
  paymentReference?: string | null;
};

/** null: no e-invoice of the page's behind that file. */
export type EInvoiceResult = { outcome: 'read' | 'refused' | 'unrecognised'; refusal?: XmlRefusal | null; invoice?: EInvoice | null } | null;

export type EInvoiceLoader = (file: { url: string; filename: string }) => Promise<EInvoiceResult>;

export const EInvoiceLoaderContext = createContext<EInvoiceLoader | null>(null);
