import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';

export const RedeemMagicLinkDocument = graphql(`
  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {
    redeemUserMagicAuthToken(email: $email, token: $token) {
      __typename
      ... on RedeemUserMagicAuthTokenSuccess {
        token
        item {
          id
        }
      }
      ... on RedeemUserMagicAuthTokenFailure {
        code
        message
      }
    }
  }
`);

/** API sessions from magic links last 12 hours (the server's SESSION_TTL_HOURS default). */
export const MAGIC_LINK_SESSION_SECONDS = 12 * 3_600;

export type Redemption = { ok: true; token: string } | { ok: false; code: string; message: string };

export async function redeemMagicLink(email: string, token: string): Promise<Redemption> {
  const { redeemUserMagicAuthToken: result } = await gqlRequest(RedeemMagicLinkDocument, { email, token });
  if (result.__typename === 'RedeemUserMagicAuthTokenSuccess') return { ok: true, token: result.token };
  return { ok: false, code: result.code, message: result.message };
}
