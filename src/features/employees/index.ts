// The employee lists at /hr: what the route mounts and the query its loader ensures.
export { employeeListQueryOptions, type ListedEmployee } from './api/employee-list-query';
export { EmployeesPage } from './employees-page';
export {
  parseEmployeeListSearch,
  readStoredPreferences,
  resolvePreferences,
  storePreferences,
  toSearch,
  type EmployeeListPreferences,
  type EmployeeListSearch,
} from './list-preferences';
