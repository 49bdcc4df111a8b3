// One list: its read definition (fields, read access) and its mutations.
export { accountingDocumentList } from './list';
export { accountingDocumentMutations } from './mutations';
