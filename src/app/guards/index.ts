export { explainsFailedCheck, homeBeforeLoad } from './home';
export { requireAuthentication } from './require-authentication';
export { currentAccess, requireArea } from './require-area';
export { requireManagerList } from './require-manager-list';
export { toEmployeeAddress } from './employee-address';
// Not openEmployeeAddress: its route imports open-employee-address.ts lazily, and a re-export here
// would invite an eager import into every first load.
