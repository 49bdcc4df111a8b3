import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const SignoutDocument = graphql(`
  mutation Signout {
    signout
  }
`);

/** Ends the API session (and its cookie); best effort, the local sign-out happens regardless. */
export async function signoutOnServer(): Promise<void> {
  try {
    await gqlRequest(SignoutDocument);
  } catch {
    // Offline or already expired: nothing left to end on the server.
  }
}
