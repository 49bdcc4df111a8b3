export { AUTH_CONFIG_PATH, PROVIDER_UNAVAILABLE, type ProviderConfig } from './provider-config';
export {
  assertCodeFlowResponse,
  completeOidcSignIn,
  completeOidcSignOut,
  completeSilentRenew,
  endOidcSession,
  onRenewal,
  revokeOidcTokens,
  startOidcSignIn,
  watchOidcSession,
  type OidcUser,
} from './user-manager';
export { createRenewal, RETRY_AFTER_MS, type RenewEvent, type RenewListener } from './renewal';
