import { inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import { contacts, users } from '../../db/schema';
import { requestLoader } from '../../keystone/batch-loader';

// Values a field looks up by an id in its row, batched per request (batch-loader.ts): a thread of
// 500 messages or a page of 50 workflows asks once, not once a row.

/**
 * Who wrote or acted, as every reader of the row is shown them: the name, or the email when
 * unnamed. Readers may not read the user record itself (User's access); only this leaves the server.
 */
export function userDisplayName(context: GraphQLContext, userId: string): Promise<string | null> {
  return requestLoader(context.loaders, 'userDisplayName', async (ids: string[]) => {
    const rows = await context.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [String(row.id), row.name || row.email]));
  }, null)(userId);
}

export type ContactRow = typeof contacts.$inferSelect;

/** A contact record (a company's person in charge). */
export function contactById(context: GraphQLContext, contactId: string): Promise<ContactRow | null> {
  return requestLoader(context.loaders, 'contact', async (ids: string[]) => {
    const rows = await context.db.select().from(contacts).where(inArray(contacts.id, ids));
    return new Map(rows.map((row) => [String(row.id), row]));
  }, null)(contactId);
}
