// One list: its read definition (fields, read access) and its mutations.
export { hrSalaryList } from './list';
export { hrSalaryMutations } from './mutations';
