import type { ReactNode } from 'react';
import { EInvoiceLoaderContext } from '@/components/document-viewer';
import { loadAccountingEInvoice } from './e-invoice-query';

/** Around the accounting pages: the viewer shows an XML document they list as its e-invoice, read by the server. */
export function AccountingEInvoiceViewer({ children }: { children: ReactNode }) {
  return <EInvoiceLoaderContext value={loadAccountingEInvoice}>{children}</EInvoiceLoaderContext>;
}
