// One list: its read definition (fields, read access) and its mutations.
export { hrDocumentTypeList, hrDocumentList } from './list';
export { hrDocumentMutations } from './mutations';
