// The audit log's filters (docs/decisions/admin-tools.md), turned into one Keystone where input so the
// screen's query and the server's CSV export select exactly the same events.

export type AuditFilter = {
  /** User id of the real person acting. */
  actor?: string;
  /** User id whose identity was used (impersonation). */
  onBehalfOf?: string;
  action?: string;
  list?: string;
  /** Company id: events by or on behalf of someone employed at that company. */
  company?: string;
  /** Calendar days, inclusive, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
};

export const AUDIT_FILTER_KEYS = ['actor', 'onBehalfOf', 'action', 'list', 'company', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w-]{1,64}$/;
const TEXT = /^[\w.:-]{1,80}$/;

/** Keeps only well-formed values: the URL and the CSV link carry these, and anything may be typed there. */
export function parseAuditFilter(input: Record<string, unknown>): AuditFilter {
  const filter: AuditFilter = {};
  const pick = (key: keyof AuditFilter, pattern: RegExp) => {
    const value = input[key];
    if (typeof value === 'string' && pattern.test(value)) filter[key] = value;
  };
  pick('actor', ID);
  pick('onBehalfOf', ID);
  pick('company', ID);
  pick('action', TEXT);
  pick('list', TEXT);
  pick('from', DAY);
  pick('to', DAY);
  return filter;
}

/** Midnight UTC after `day`: the exclusive end of an inclusive date range. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

export function auditFilterToWhere(filter: AuditFilter): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (filter.actor) and.push({ actor: { id: { equals: filter.actor } } });
  if (filter.onBehalfOf) and.push({ onBehalfOf: { id: { equals: filter.onBehalfOf } } });
  if (filter.action) and.push({ action: { equals: filter.action } });
  if (filter.list) and.push({ list: { equals: filter.list } });
  if (filter.company) {
    const employedThere = { employees: { some: { company: { id: { equals: filter.company } } } } };
    and.push({ OR: [{ actor: employedThere }, { onBehalfOf: employedThere }] });
  }
  if (filter.from) and.push({ at: { gte: `${filter.from}T00:00:00.000Z` } });
  if (filter.to) and.push({ at: { lt: dayAfter(filter.to) } });
  return { AND: and };
}
