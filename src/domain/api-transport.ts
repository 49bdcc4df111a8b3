// The transport facts the portal, the service worker, the API and the benchmarks share (contract.md
// "Transport and security"): one place, so a renamed endpoint or header cannot drift apart.

/** The one GraphQL endpoint, same origin as the portal. */
export const GRAPHQL_PATH = '/api/graphql';

/** The audit log as CSV, streamed by the API (GET, same filters as the audit-log screen). */
export const AUDIT_CSV_PATH = '/api/audit-events.csv';

/** A company's confirmed accounting fields for a period as CSV, for the accountant's software (GET ?company=&from=&to=). */
export const ACCOUNTING_READINGS_CSV_PATH = '/api/accounting-readings.csv';

/** CSRF guard: every request (multipart included) must carry this header, or the API answers 400. */
export const CSRF_HEADER = 'apollo-require-preflight';

/** The headers every API request carries besides authentication and content type. */
export const CSRF_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: 'true' };
