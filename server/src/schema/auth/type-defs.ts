/** Keystone 6's magic-link operations, plus impersonation (contract.md, "Extensions"). */
export const authTypeDefs = /* GraphQL */ `
  extend type Mutation {
    sendUserMagicAuthLink(email: String!): Boolean!
    redeemUserMagicAuthToken(email: String!, token: String!): RedeemUserMagicAuthTokenResult!
    signout: Boolean!
    "Acts as another user for IMPERSONATION_MINUTES; the reason is recorded in the audit log."
    startImpersonation(userId: ID!, reason: String!): RedeemUserMagicAuthTokenResult!
    stopImpersonation: Boolean!
  }

  extend type Query {
    "Who is acting as whom, while this request is impersonated; otherwise null."
    currentImpersonation: CurrentImpersonation
    "When and by whom the signed-in user's account was used, newest first."
    myAccountUses(take: Int! = 20): [AccountUse!]!
  }

  type CurrentImpersonation {
    actorName: String!
    actorEmail: String!
    userName: String!
    userEmail: String!
    startedAt: DateTime!
    expiresAt: DateTime!
  }

  type AccountUse {
    id: ID!
    byName: String!
    startedAt: DateTime!
    "Null while it still runs."
    endedAt: DateTime
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
