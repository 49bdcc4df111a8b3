import { and, eq } from 'drizzle-orm';
import { authorizeWrite, commitWrite } from '../access/run-write';
import { requireScope } from '../access/caller';
import { pushSubscriptions } from '../db/schema';
import { pushSubscriptionWrites } from '../lists/user/notification-access';
import type { SchemaModule } from '../schema/schema-module';
import { checkSubscription } from './subscription-input';
import { serverVapidKeys } from './vapid-keys';

export const pushModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
"A device's Web Push subscription, as the browser's PushSubscription gives it."
input PushSubscriptionInput {
  endpoint: String!
  p256dh: String!
  auth: String!
}

extend type Query {
  "The server's VAPID public key (base64url): the applicationServerKey a device subscribes with."
  pushPublicKey: String!
}

extend type Mutation {
  "Turns push on for the caller's device: keeps its subscription (the same endpoint again replaces the old one)."
  subscribePush(subscription: PushSubscriptionInput!): Boolean!
  "Turns push off for one of the caller's devices (at sign-out too): forgets its subscription."
  unsubscribePush(endpoint: String!): Boolean!
}`,
  resolvers: {
    Query: {
      pushPublicKey: (_, __, context) => serverVapidKeys(context.config).publicKey,
    },
    Mutation: {
      async subscribePush(_, { subscription }, context) {
        const userId = requireScope(context).userId;
        const target = checkSubscription(subscription, context.config.pushEndpointHosts);
        const row = { userId, ...target };
        await authorizeWrite(context, pushSubscriptionWrites, { list: 'User', operation: 'create', item: row, changes: row });
        await commitWrite(context, {
          list: 'User',
          action: 'push-subscribe',
          // Not the endpoint: it is the device's address at its push service, a secret of sorts.
          details: {},
          write: async (tx) => {
            await tx
              .insert(pushSubscriptions)
              .values(row)
              .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: target.p256dh, auth: target.auth, createdAt: new Date() } });
            return userId;
          },
        });
        return true;
      },
      async unsubscribePush(_, { endpoint }, context) {
        const userId = requireScope(context).userId;
        const mine = and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId));
        const [stored] = await context.db.select().from(pushSubscriptions).where(mine);
        // Nothing of the caller's at that endpoint (already gone, or another user's): nothing to do.
        if (!stored) return false;
        await authorizeWrite(context, pushSubscriptionWrites, { list: 'User', operation: 'delete', item: stored });
        await commitWrite(context, {
          list: 'User',
          action: 'push-unsubscribe',
          details: {},
          write: async (tx) => {
            await tx.delete(pushSubscriptions).where(mine);
            return userId;
          },
        });
        return true;
      },
    },
  },
};
