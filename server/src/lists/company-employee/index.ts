// One list: its read definition (fields, read access) and its mutations.
export { companyEmployeeList } from './list';
export { companyEmployeeMutations } from './mutations';
export { employeeManagerMutations } from './manager-mutations';
