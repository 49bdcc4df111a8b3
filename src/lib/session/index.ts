export { needsAllCompanies, reachOf, resolveAccess, type Access } from './access';
export { checkAuthentication, establishSession, type AuthCheck, type NewSession } from './auth';
export { companiesQueryOptions, COMPANIES_STALE_TIME_MS, type CompanySummary } from './companies-query';
export { clearLocalData } from './local-data';
export { meQueryKey, meQueryOptions, type Me, type MeEmployee } from './me-query';
export {
  activeSession,
  isSessionExpired,
  readSession,
  removeSession,
  saveSession,
  sessionToken,
  startWithSession,
  subscribeSession,
  updateSession,
  type Session,
  type SignInMethod,
} from './session-store';
export { signoutOnServer } from './signout-mutation';
export type { StoreResult } from './store-result';
export { useAccess } from './use-access';
export { beginImpersonation, readImpersonation, restoreAdminSession, type ImpersonatedUser, type Impersonation } from './impersonation';
export { employeePlacementQueryOptions, type EmployeePlacement } from './employee-placement-query';
