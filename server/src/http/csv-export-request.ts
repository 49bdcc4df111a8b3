// What each CSV export endpoint (the audit log's, the accounting readings') checks first and how it
// answers: the same CSRF rule as the GraphQL endpoint, a signed-in caller, the endpoint's own gate.
import { CSRF_HEADER } from '../../../src/domain/api-transport';
import type { Authenticator } from '../auth/authenticate';
import type { Principal } from '../principal';

export function refusal(status: number, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message }] }), { status, headers: { 'content-type': 'application/json' } });
}

/** The signed-in caller whom the endpoint's gate lets export, else the refusal to answer with. */
export async function exportCaller(request: Request, authenticator: Authenticator, gate: (principal: Principal) => boolean, forbidden: string): Promise<Principal | Response> {
  // A plain cross-site link cannot start an export.
  if (!request.headers.get(CSRF_HEADER)) return refusal(400, `This request requires the "${CSRF_HEADER}" header (CSRF protection)`);
  const principal = await authenticator.authenticate(request);
  if (!principal) return refusal(401, 'You are not signed in');
  return gate(principal) ? principal : refusal(403, forbidden);
}

/** A CSV download, never cached. */
export function csvAttachment(body: BodyInit, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
