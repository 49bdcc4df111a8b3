// One list: its read definition (fields, read access), its mutations and the screens' extensions.
export { accountingEInvoiceModule } from './e-invoice-view';
export { accountingDocumentInsights } from './insights';
export { accountingDocumentList } from './list';
export { accountingDocumentMutations } from './mutations';
export { accountingReadingModule } from './readings';
