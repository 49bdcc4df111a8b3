export { oidcSettings } from './settings';
export {
  assertCodeFlowResponse,
  completeOidcSignIn,
  completeOidcSignOut,
  completeSilentRenew,
  forgetOidcUser,
  onRenewal,
  startOidcSignIn,
  startOidcSignOut,
  watchOidcSession,
  type OidcUser,
} from './user-manager';
export { createRenewal, RETRY_AFTER_MS, type RenewEvent, type RenewListener } from './renewal';
