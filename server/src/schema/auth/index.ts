import { clearSessionCookie, cookieSecure, sessionCookie } from '../../auth/cookies';
import { redeemMagicLink, sendMagicLink } from '../../auth/magic-link';
import { revokeSession } from '../../auth/sessions';
import type { GraphQLContext, SchemaModule } from '../../context';
import { startImpersonation, stopImpersonation, type RedemptionPayload } from './impersonation';
import { authTypeDefs } from './type-defs';

export { auditImpersonatedOperation } from './impersonation';

export const authModule: SchemaModule = {
  typeDefs: authTypeDefs,
  resolvers: {
    Mutation: {
      sendUserMagicAuthLink: (_: unknown, args: { email: string }, context: GraphQLContext) =>
        sendMagicLink(context, args.email, context.clientIp),

      redeemUserMagicAuthToken: async (_: unknown, args: { email: string; token: string }, context: GraphQLContext): Promise<RedemptionPayload> => {
        const result = await redeemMagicLink(context, args.email, args.token, context.clientIp);
        if (!result.ok) return { code: result.code, message: result.message };
        context.responseCookies.push(sessionCookie(result.token, result.expiresAt, cookieSecure(context.config.publicUrl)));
        return { token: result.token, item: result.user };
      },

      signout: async (_: unknown, __: unknown, context: GraphQLContext) => {
        if (context.principal?.sessionId) await revokeSession(context.db, context.principal.sessionId);
        context.responseCookies.push(clearSessionCookie(cookieSecure(context.config.publicUrl)));
        return true;
      },

      startImpersonation: (_: unknown, args: { userId: string }, context: GraphQLContext) => startImpersonation(context, args.userId),

      stopImpersonation: (_: unknown, __: unknown, context: GraphQLContext) => stopImpersonation(context),
    },
    RedeemUserMagicAuthTokenResult: {
      __resolveType: (result: RedemptionPayload) =>
        'token' in result ? 'RedeemUserMagicAuthTokenSuccess' : 'RedeemUserMagicAuthTokenFailure',
    },
  },
};
