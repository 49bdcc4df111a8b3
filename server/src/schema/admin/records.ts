// Generic read-only record inspection for /inspect-admin/{name}/{id?}: any list, by its Keystone
// name, through that list's own read filter, so the tool shows nothing its caller could not query.
import { eq } from 'drizzle-orm';
import { columnKey } from '../../keystone/build-list-schema';
import { countMany, findMany, findOne } from '../../keystone/query';
import type { FieldDef, ListDef, Row } from '../../keystone/types';
import type { GraphQLContext } from '../../context';
import { lists } from '../../lists';
import { badInput } from '../../lists/shared/errors';

/** The most related items listed per relationship; the record's own page lists the rest. */
const RELATED_SHOWN = 50;
/** The first of these a record has a value in names it (a related record's id never does); else its id. */
const LABEL_FIELDS = ['name', 'email', 'code', 'action', 'date', 'status', 'type', 'createdAt'] as const;

export function listByName(name: string): ListDef {
  const list = (lists as Record<string, ListDef | undefined>)[name];
  if (!list) throw badInput(`Unknown list ${name}`);
  return list;
}

function valueOf(list: ListDef, field: FieldDef, row: Row): unknown {
  if (field.kind === 'many' || field.kind === 'virtual') return undefined;
  const column = field.kind === 'file' ? field.keyColumn : field.column;
  return row[columnKey(list.table, column)] ?? null;
}

/**
 * The record's label and the field it is the value of, so that the portal can say it in words (a
 * date in the reader's format, a status by its name) as it says that field.
 */
function labelOf(list: ListDef, row: Row): { label: string; labelField: string | null } {
  for (const key of LABEL_FIELDS) {
    const field = list.fields[key];
    const value = field && field.kind !== 'one' ? valueOf(list, field, row) : null;
    if (value !== null && value !== undefined && value !== '') return { label: value instanceof Date ? value.toISOString() : String(value), labelField: key };
  }
  return { label: String(row.id), labelField: null };
}

const summary = (list: ListDef, row: Row) => ({ list: list.key, id: String(row.id), ...labelOf(list, row) });

/** Text fields searched case-insensitively, plus an exact id. */
function searchWhere(list: ListDef, search: string | null | undefined) {
  const text = search?.trim();
  if (!text) return {};
  const textFields = Object.entries(list.fields).filter(([, f]) => f.kind === 'text' && f.filter !== false && !f.resolve);
  return { OR: [{ id: { equals: text } }, ...textFields.map(([key]) => ({ [key]: { contains: text, mode: 'insensitive' } }))] };
}

export async function adminRecords(context: GraphQLContext, name: string, search: string | null | undefined, take: number, skip: number) {
  const list = listByName(name);
  const where = searchWhere(list, search);
  const [rows, count] = await Promise.all([
    findMany(lists, list, context, { where, take, skip, orderBy: [{ id: 'asc' }] }),
    countMany(lists, list, context, { where }),
  ]);
  return { count, items: rows.map((row) => summary(list, row)) };
}

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export async function adminRecord(context: GraphQLContext, name: string, id: string) {
  const list = listByName(name);
  const row = await findOne(lists, list, context, id);
  if (!row) return null;
  const fields: Record<string, unknown> = {};
  const relations: { field: string; items: ReturnType<typeof summary>[] }[] = [];
  for (const [key, field] of Object.entries(list.fields)) {
    if (field.kind === 'one') {
      const relatedId = valueOf(list, field, row);
      const related = relatedId ? await findOne(lists, lists[field.ref], context, String(relatedId)) : null;
      relations.push({ field: key, items: related ? [summary(lists[field.ref], related)] : [] });
    } else if (field.kind === 'many') {
      const target = lists[field.ref];
      const related = await findMany(lists, target, context, { take: RELATED_SHOWN }, eq(field.foreignColumn, id));
      relations.push({ field: key, items: related.map((r) => summary(target, r)) });
    } else if (field.kind === 'file') {
      // The storage key is an internal path: only whether a file is attached is worth showing.
      fields[key] = valueOf(list, field, row) ? 'attached' : null;
    } else if (field.kind === 'virtual' || field.resolve) {
      fields[key] = plain(await (field.resolve ?? (() => null))(row, context));
    } else {
      fields[key] = plain(valueOf(list, field, row));
    }
  }
  return { list: list.key, id: String(row.id), ...labelOf(list, row), fields, relations };
}
