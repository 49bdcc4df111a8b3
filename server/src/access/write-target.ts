// The item a write is about, read through its list's read filter: an id the caller may not read is
// "not found", as for a read. When such an id does exist, someone named a record of another company
// or one hidden from them: the attempt is audit-logged (a refusal that looks like probing for reach).
import { eq } from 'drizzle-orm';
import { recordRefusal } from '../audit/record';
import type { GraphQLContext } from '../context';
import { findOne, loadById } from '../keystone/query';
import type { ListKey, Row } from '../keystone/types';
import type { Lists } from '../keystone/where';
import { notFound } from '../lists/shared/errors';

async function refuseOutOfReach(context: GraphQLContext, lists: Lists, list: ListKey, id: string, label: string): Promise<never> {
  const definition = lists[list];
  const [exists] = await context.db.select({ id: definition.idColumn }).from(definition.table).where(eq(definition.idColumn, id)).limit(1);
  if (exists) await recordRefusal(context.db, context, { list, itemId: id, reason: 'OUT_OF_REACH', operation: 'write' });
  throw notFound(label);
}

/** The stored item to update or delete, as the caller reads it; NOT_FOUND (and audited when it exists) otherwise. */
export async function loadWriteTarget(context: GraphQLContext, lists: Lists, list: ListKey, id: string | null | undefined, label: string): Promise<Row> {
  const row = id ? await findOne(lists, lists[list], context, id) : null;
  if (!row) return refuseOutOfReach(context, lists, list, id ?? '', label);
  return row;
}

/** A related item named by `{ connect: { id } }` (batched with the request's other lookups), under the same rule. */
export async function loadConnectTarget(context: GraphQLContext, lists: Lists, list: ListKey, id: string, label: string): Promise<Row> {
  const row = await loadById(lists, lists[list], context, id);
  if (!row) return refuseOutOfReach(context, lists, list, id, label);
  return row;
}
