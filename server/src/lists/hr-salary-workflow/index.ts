// One list: its read definition (fields, read access) and its mutations.
export { hrSalaryWorkflowList, hrSalaryWorkflowDocumentList } from './list';
export { hrSalaryWorkflowMutations } from './mutations';
