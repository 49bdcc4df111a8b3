import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** Every write is recorded with the real actor, and on whose behalf when impersonating. */
export async function recordCreate(
  db: Pick<Db, 'insert'>,
  context: GraphQLContext,
  list: string,
  itemId: string,
  action = 'create',
  details: Record<string, unknown> = {},
): Promise<void> {
  const principal = context.principal;
  await db.insert(auditEvents).values({
    actorId: principal?.actor.id ?? null,
    onBehalfOfId: principal && principal.actor.id !== principal.user.id ? principal.user.id : null,
    action,
    list,
    itemId,
    details,
  });
}
