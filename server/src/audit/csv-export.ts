// GET /api/audit-events.csv?{filters}: the audit log as CSV, streamed page by page from the
// database, so an export of a year of events never sits in memory whole.
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditFilterToWhere, parseAuditFilter } from '../../../src/domain/audit-filter';
import { endpointRules } from '../access/rules/endpoints';
import type { Authenticator } from '../auth/authenticate';
import type { Services } from '../context';
import { csvAttachment, exportCaller } from '../http/csv-export-request';
import { auditEvents, users } from '../db/schema';
import { accessSql, whereToSql } from '../keystone/where';
import { lists } from '../lists';
import { createRequestContext } from '../request-context';
import { recordAudit } from './record';
import { csvLine } from './csv';

const PAGE = 500;
const HEADER = ['at', 'action', 'actor id', 'actor email', 'on behalf of id', 'on behalf of email', 'list', 'item id', 'details'];

export function createAuditCsvHandler(services: Services, authenticator: Authenticator) {
  const { db } = services;
  const actor = alias(users, 'actor');
  const onBehalfOf = alias(users, 'on_behalf_of');

  return async function exportAuditCsv(request: Request, clientIp: string): Promise<Response> {
    const principal = await exportCaller(request, authenticator, endpointRules.auditCsv.gate, 'You do not have permission to use the admin tools');
    if (principal instanceof Response) return principal;
    const context = createRequestContext(services, { request, principal, clientIp });
    const filter = parseAuditFilter(Object.fromEntries(new URL(request.url).searchParams));
    const selected = and(accessSql(lists.AuditEvent.readFilter(context)), whereToSql(lists, lists.AuditEvent, auditFilterToWhere(filter), context)) as SQL;
    await recordAudit(db, { actorId: principal.actor.id, onBehalfOfId: null, action: 'auditEvents.export', list: 'AuditEvent', details: { filter } });

    // Keyset paging on (at, id), newest first: stable while new events keep arriving.
    let after: { at: Date; id: string } | null = null;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
      },
      async pull(controller) {
        const before: SQL | undefined = after ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id))) : undefined;
        const rows = await db
          .select({ event: auditEvents, actorEmail: actor.email, onBehalfOfEmail: onBehalfOf.email })
          .from(auditEvents)
          .leftJoin(actor, eq(actor.id, auditEvents.actorId))
          .leftJoin(onBehalfOf, eq(onBehalfOf.id, auditEvents.onBehalfOfId))
          .where(and(selected, before))
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(PAGE);
        const text = rows
          .map(({ event: e, actorEmail, onBehalfOfEmail }) => csvLine([e.at, e.action, e.actorId, actorEmail, e.onBehalfOfId, onBehalfOfEmail, e.list, e.itemId, e.details]))
          .join('');
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (rows.length < PAGE || !last) controller.close();
        else after = { at: last.event.at, id: last.event.id };
      },
    });
    return csvAttachment(body, 'audit-events.csv');
  };
}
