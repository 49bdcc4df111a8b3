export { explainsFailedCheck, homeBeforeLoad } from './home';
export { requireAuthentication } from './require-authentication';
export { currentAccess, requireArea } from './require-area';
export { requireManagerList } from './require-manager-list';
export { toEmployeeAddress } from './employee-address';
export { openEmployeeAddress } from './open-employee-address';
