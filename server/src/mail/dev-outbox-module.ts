import path from 'node:path';
import type { SchemaModule } from '../context';
import { forbidden } from '../lists/shared/errors';
import { readOutbox } from './outbox';

const NEWEST = 200;

/**
 * `/dev/mail`: the development outbox (the .eml files written when SMTP_URL is unset), newest
 * first. Refused in production and whenever mail really goes out over SMTP: the outbox holds
 * sign-in links, which nobody may read off a real server.
 */
export const devOutboxModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
type DevOutboxMail {
  file: String!
  to: String!
  subject: String!
  text: String!
}

extend type Query {
  "Development only: the mails written to the outbox folder, newest first."
  devOutbox: [DevOutboxMail!]!
}`,
  resolvers: {
    Query: {
      async devOutbox(_, __, context) {
        if (context.config.production || context.config.smtpUrl) throw forbidden('The outbox is only readable in development');
        const messages = await readOutbox(path.join(context.config.dataDir, 'outbox'));
        return messages
          .slice(-NEWEST)
          .reverse()
          .map((m) => ({ file: path.basename(m.file), to: m.to, subject: m.subject, text: m.text }));
      },
    },
  },
};
