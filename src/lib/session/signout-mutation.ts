import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { readImpersonation, restoreAdminSession } from './impersonation';

export const SignoutDocument = graphql(`
  mutation Signout {
    signout
  }
`);

/**
 * Ends the API session (and its cookie); best effort, the local sign-out happens regardless. While
 * impersonating, the impersonation ends first (the API records it), then the admin's own session.
 */
export async function signoutOnServer(): Promise<void> {
  if (readImpersonation()) {
    await gqlRequest(SignoutDocument).catch(() => undefined);
    restoreAdminSession();
  }
  try {
    await gqlRequest(SignoutDocument);
  } catch {
    // Offline or already expired: nothing left to end on the server.
  }
}
