/** Keystone 6's magic-link operations, plus impersonation (contract.md, "Extensions"). */
export const authTypeDefs = /* GraphQL */ `
  extend type Mutation {
    sendUserMagicAuthLink(email: String!): Boolean!
    redeemUserMagicAuthToken(email: String!, token: String!): RedeemUserMagicAuthTokenResult!
    signout: Boolean!
    startImpersonation(userId: ID!): RedeemUserMagicAuthTokenResult!
    stopImpersonation: Boolean!
  }

  union RedeemUserMagicAuthTokenResult = RedeemUserMagicAuthTokenSuccess | RedeemUserMagicAuthTokenFailure

  type RedeemUserMagicAuthTokenSuccess {
    token: String!
    item: User!
  }

  type RedeemUserMagicAuthTokenFailure {
    code: MagicLinkRedemptionErrorCode!
    message: String!
  }

  enum MagicLinkRedemptionErrorCode {
    FAILURE
    TOKEN_EXPIRED
    TOKEN_REDEEMED
  }
`;
