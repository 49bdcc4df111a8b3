export { oidcSettings } from './settings';
export {
  completeOidcSignIn,
  completeOidcSignOut,
  completeSilentRenew,
  forgetOidcUser,
  onRenewal,
  startOidcSignIn,
  startOidcSignOut,
  watchOidcSession,
  type RenewListener,
  type OidcUser,
} from './user-manager';
