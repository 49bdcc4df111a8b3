// Who may call each HTTP endpoint of the one origin (architecture.md). http-server.ts routes every
// path to one of these names and runs the rule before the handler; a new endpoint needs a name here,
// so it cannot go without a rule.
import type { Principal } from '../../principal';
import { mayUseAdminTools } from '../impersonation';

export interface EndpointRule {
  /**
   * - `anyone`: no identity involved (health, the portal's files, the development provider's pages).
   * - `operations`: the GraphQL endpoint, where each operation runs its own rule (queries.ts, mutations.ts).
   * - `signedLink`: a link signed by the API (HMAC, minutes long) for a caller whom the item's list let
   *   read it; the signature is the credential.
   * - a function of the signed-in principal: the endpoint's right.
   */
  gate: 'anyone' | 'operations' | 'signedLink' | ((principal: Principal) => boolean);
  who: string;
}

export const endpointRules = {
  health: { gate: 'anyone', who: 'anyone (load balancers): ok or draining' },
  graphql: { gate: 'operations', who: 'each operation by its own rule' },
  // Admin tools: the effective user's rights, as for the audit log's GraphQL query.
  auditCsv: { gate: (principal) => mayUseAdminTools(principal.user), who: 'admins (canAccessAllCompanies)' },
  // Signed in; then only what the accounting list's read filter lets the caller read (readings-csv.ts).
  accountingReadingsCsv: { gate: () => true, who: 'signed-in users: the confirmed fields of the accounting documents they read' },
  authConfig: { gate: 'anyone', who: 'anyone: which identity provider, client and scopes the portal signs in with' },
  fileDownload: { gate: 'signedLink', who: 'holders of a 5-minute link issued to a reader of the item' },
  archiveDownload: { gate: 'signedLink', who: 'holders of a 5-minute link issued to a reader of every file in it' },
  developmentProvider: { gate: 'anyone', who: 'anyone: the built-in identity provider (only without OIDC_ISSUER)' },
  portal: { gate: 'anyone', who: 'anyone: the portal\'s own files' },
} satisfies Record<string, EndpointRule>;

export type EndpointName = keyof typeof endpointRules;
