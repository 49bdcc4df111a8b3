import { auditEvents } from '../../db/schema';
import type { ListDef } from '../../keystone/types';

export const auditEventList: ListDef = {
  key: 'AuditEvent',
  singular: 'auditEvent',
  plural: 'auditEvents',
  table: auditEvents,
  idColumn: auditEvents.id,
  fields: {
    id: { kind: 'id', column: auditEvents.id },
    at: { kind: 'timestamp', column: auditEvents.at },
    actor: { kind: 'one', ref: 'User', column: auditEvents.actorId },
    onBehalfOf: { kind: 'one', ref: 'User', column: auditEvents.onBehalfOfId },
    action: { kind: 'text', column: auditEvents.action },
    list: { kind: 'text', column: auditEvents.list },
    itemId: { kind: 'text', column: auditEvents.itemId },
    details: { kind: 'json', column: auditEvents.details, filter: false },
  },
  // The audit log is for the fiduciary's admins only.
  readFilter: (context) => Boolean(context.scope?.provider.allCompanies),
  readers: 'admins (canAccessAllCompanies)',
};
