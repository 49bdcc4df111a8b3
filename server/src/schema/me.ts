import { eq } from 'drizzle-orm';
import { isLanguage } from '../../../src/domain/enums';
import type { SchemaModule } from './schema-module';
import { users } from '../db/schema';
import { findOne, loadById, requireSignedIn } from '../keystone/query';
import { lists } from '../lists';
import { badInput } from '../lists/shared/errors';

export const meModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
type UpdateLanguageResult {
  status: String!
}

extend type Query {
  "The signed-in user (the impersonated one while impersonating), or null."
  me: User
  myLanguage: String
  "True while an admin is impersonating this session's user."
  isImpersonating: Boolean!
}

extend type Mutation {
  updateMyProfileLanguage(language: String!): UpdateLanguageResult!
}`,
  resolvers: {
    Query: {
      me: (_, __, context) => (context.principal ? findOne(lists, lists.User, context, context.principal.user.id) : null),
      myLanguage: (_, __, context) => context.principal?.user.language ?? null,
      isImpersonating: (_, __, context) => Boolean(context.principal && context.principal.actor.id !== context.principal.user.id),
    },
    Mutation: {
      async updateMyProfileLanguage(_, { language }, context) {
        const principal = requireSignedIn(context);
        if (!isLanguage(language)) throw badInput('Language not supported');
        if (principal.user.language === language) return { status: 'Language already set' };
        await context.db.update(users).set({ language }).where(eq(users.id, principal.user.id));
        return { status: 'Language changed' };
      },
    },
    ProfileVersion: {
      changedBy: (row, _, context) => (row.changedById ? loadById(lists, lists.User, context, String(row.changedById)) : null),
    },
  },
};
