// Persons in charge are picked among the fiduciary's staff; the company keeps them as contacts
// (name, email, phone), the shape the spec gives them, found again by email.
import { eq } from 'drizzle-orm';
import { reachesEveryCompany } from '../../../../src/domain/permissions';
import type { Db } from '../../db/client';
import { contacts, users } from '../../db/schema';
import { badInput, notFound } from '../shared/errors';

export interface PersonInChargeInput {
  connect?: { id?: string | null } | null;
  disconnect?: boolean | null;
}

/** The contact id to store: undefined leaves the field alone, null clears it. */
// Reads through `tx`: on PGlite's single connection, a query outside the open transaction waits forever.
export async function personInChargeContact(tx: Db, input: PersonInChargeInput | null | undefined): Promise<string | null | undefined> {
  if (!input) return undefined;
  if (input.disconnect) return null;
  const userId = input.connect?.id;
  if (!userId) return undefined;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (!reachesEveryCompany(user)) throw badInput('A person in charge must be a member of the fiduciary staff');
  const [existing] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, user.email)).limit(1);
  if (existing) return existing.id;
  const [created] = await tx.insert(contacts).values({ name: user.name || user.email, email: user.email }).returning({ id: contacts.id });
  return created?.id;
}
