import path from 'node:path';
import type { SchemaModule } from '../schema/schema-module';
import { forbidden } from '../lists/shared/errors';
import { readOutbox } from './outbox';

const NEWEST = 200;

/**
 * `/dev/mail`: the development outbox (the .eml files written when SMTP_URL is unset), newest
 * first. Refused in production and whenever mail really goes out over SMTP, and to everyone but a
 * signed-in administrator: the outbox holds everyone's sign-in links, so reading it is signing in
 * as anyone (issue #42). Whoever runs the server reads the links in its console or DATA_DIR/outbox.
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
        // Who may read it (a signed-in administrator) is the operation table's rule (access/rules/queries.ts).
        const messages = await readOutbox(path.join(context.config.dataDir, 'outbox'));
        return messages
          .slice(-NEWEST)
          .reverse()
          .map((m) => ({ file: path.basename(m.file), to: m.to, subject: m.subject, text: m.text }));
      },
    },
  },
};
