import { clearSessionCookie, cookieSecure } from '../auth/cookies';
import { revokeProviderTokenOf } from '../auth/revoked-tokens';
import { liveSessionsOf, revokeAllSessionsOf } from '../auth/sessions';
import type { GraphQLContext } from '../context';
import type { SchemaModule } from './schema-module';
import { requireSignedIn } from '../keystone/query';
import { endImpersonationsBy } from './auth/impersonation';

// The signed-in user's own API sessions (magic-link sign-ins and support's impersonations of them),
// for /my-profile. Identity-provider sign-ins are bearer JWTs the API cannot list or revoke; they
// end at the provider (docs/decisions/hr-profile.md, "Sessions").

/** The operation table refuses these while impersonating (sessions are the account owner's). */
function ownSessionsCaller(context: GraphQLContext) {
  return requireSignedIn(context);
}

export const sessionsModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
"One live API session of the signed-in user."
type MySession {
  id: ID!
  createdAt: DateTime!
  expiresAt: DateTime!
  "The session this request was made with."
  current: Boolean!
  "Started by the fiduciary's staff to help (impersonation)."
  startedBySupport: Boolean!
}

extend type Query {
  "The signed-in user's live sessions, newest first (beyond Keystone)."
  mySessions: [MySession!]!
}

extend type Mutation {
  "Ends every live session of the signed-in user, this one included; returns how many ended (beyond Keystone)."
  signOutEverywhere: Int!
}`,
  resolvers: {
    Query: {
      async mySessions(_, __, context) {
        const principal = ownSessionsCaller(context);
        const rows = await liveSessionsOf(context.db, principal.user.id);
        return rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
          current: row.id === principal.sessionId,
          startedBySupport: row.impersonatorId !== null,
        }));
      },
    },
    Mutation: {
      async signOutEverywhere(_, __, context) {
        const principal = ownSessionsCaller(context);
        const ended = await revokeAllSessionsOf(context.db, principal.user.id);
        // Signed in with an identity-provider access token: that token too (its other tokens end at the provider).
        if (principal.sessionId === null) await revokeProviderTokenOf(context.db, context.request);
        // And every impersonation the caller started: not counted, they are other users' sessions (issue #42).
        await endImpersonationsBy(context, principal.actor.id, 'actor-signout-everywhere');
        context.responseCookies.push(clearSessionCookie(cookieSecure(context.config.publicUrl)));
        return ended;
      },
    },
  },
};
