export type { DocumentViewerDialogProps, ViewedFile } from './document-viewer-dialog';
export { LazyDocumentViewer, LazyInlineDocument } from './lazy-document-viewer';
export { OpenDocumentButton } from './open-document-button';
export { EInvoiceLoaderContext, type EInvoiceLoader, type EInvoiceResult } from './e-invoice-loader';
