import { clearSessionCookie, cookieSecure, sessionCookie } from '../../auth/cookies';
import { redeemMagicLink, sendMagicLink } from '../../auth/magic-link';
import { revokeProviderTokenOf } from '../../auth/revoked-tokens';
import { revokeSession } from '../../auth/sessions';
import type { SchemaModule } from '../schema-module';
import { isImpersonating } from '../../access/impersonation';
import { currentImpersonation, endImpersonationsBy, myAccountUses, startImpersonation, stopImpersonation } from './impersonation';
import { authTypeDefs } from './type-defs';

export { auditImpersonatedOperation } from './impersonation';

export const authModule: SchemaModule = {
  typeDefs: authTypeDefs,
  resolvers: {
    Query: {
      currentImpersonation: (_, __, context) => currentImpersonation(context),
      myAccountUses: (_, args, context) => myAccountUses(context, args.take),
    },
    Mutation: {
      sendUserMagicAuthLink: (_, args, context) => sendMagicLink(context, args.email, context.clientIp),

      redeemUserMagicAuthToken: async (_, args, context) => {
        const result = await redeemMagicLink(context, args.email, args.token, context.clientIp);
        if (!result.ok) return { code: result.code, message: result.message };
        context.responseCookies.push(sessionCookie(result.token, result.expiresAt, cookieSecure(context.config.publicUrl)));
        return { token: result.token, item: result.user };
      },

      signout: async (_, __, context) => {
        const principal = context.principal;
        // Signing out ends an impersonation too, recorded like a stop; the portal then signs the admin out.
        if (isImpersonating(principal)) await stopImpersonation(context, 'signout');
        else if (principal) {
          if (principal.sessionId) await revokeSession(context.db, principal.sessionId);
          // An identity-provider access token: refused from now until it expires, on every instance.
          else await revokeProviderTokenOf(context.db, context.request);
          // The admin signing out ends what they started as someone else (issue #42).
          await endImpersonationsBy(context, principal.actor.id, 'actor-signout');
        }
        context.responseCookies.push(clearSessionCookie(cookieSecure(context.config.publicUrl)));
        return true;
      },

      startImpersonation: (_, args, context) => startImpersonation(context, args.userId, args.reason),

      stopImpersonation: (_, __, context) => stopImpersonation(context),
    },
    RedeemUserMagicAuthTokenResult: {
      __resolveType: (result) => ('token' in result ? 'RedeemUserMagicAuthTokenSuccess' : 'RedeemUserMagicAuthTokenFailure'),
    },
  },
};
