// One list: its read definition (fields, read access) and its mutations.
export { companyList } from './list';
export { companyMutations } from './mutations';
