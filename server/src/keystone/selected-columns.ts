import { getTableColumns } from 'drizzle-orm';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { FieldDef, ListDef } from './types';

// A list query reads only the columns its GraphQL selection needs. Reading every column of 2,000
// employees (profile JSON, timestamps, a dozen flags) cost more in row mapping and garbage
// collection than the whole rest of the request (bench-results profile, issue #16).

/** The names of the fields asked for on the list's type, fragments and inline fragments included. */
function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  info.fieldNodes.forEach((node: FieldNode) => visit(node.selectionSet));
  return names;
}

/** The columns one field's resolver reads, or null when it may read any (a resolver that says nothing). */
function columnsOf(field: FieldDef, propertyOf: (column: unknown) => string): readonly string[] | null {
  if (field.kind === 'file') {
    // fileOutput in build-list-schema reads these; a receipt reads what its `reads` says.
    if (field.receipt && !field.reads) return null;
    return [propertyOf(field.keyColumn), 'filename', 'filesize', 'sha256', ...(field.reads ?? [])];
  }
  if (field.reads) return field.reads;
  if (field.resolve || field.kind === 'virtual') return null;
  return field.kind === 'many' ? ['id'] : [propertyOf(field.column)];
}

type TableColumns = { columns: Record<string, unknown>; propertyOf: (column: unknown) => string };
const tableColumns = new WeakMap<ListDef['table'], TableColumns>();

/** A table's columns and each column's property, built once per table (a table's columns are fixed). */
function columnsByTable(table: ListDef['table']): TableColumns {
  let known = tableColumns.get(table);
  if (!known) {
    const columns = getTableColumns(table);
    const propertyByColumn = new Map<unknown, string>(Object.entries(columns).map(([property, column]) => [column, property]));
    known = { columns, propertyOf: (column) => propertyByColumn.get(column) ?? '' };
    tableColumns.set(table, known);
  }
  return known;
}

/**
 * The table's column properties a list query must read to answer `info`'s selection, always with
 * the id (relations and loaders key on it); null means every column.
 */
export function selectedColumns(list: ListDef, info: GraphQLResolveInfo | undefined): string[] | null {
  if (!info) return null;
  const { columns, propertyOf } = columnsByTable(list.table);
  const wanted = new Set<string>(['id']);
  for (const name of selectedFieldNames(info)) {
    if (name === '__typename') continue;
    // `fooCount` of a to-many field needs the id only, like the field itself.
    const field = list.fields[name] ?? list.fields[name.replace(/Count$/, '')];
    if (!field) return null;
    const needed = columnsOf(field, propertyOf);
    if (!needed) return null;
    for (const property of needed) if (property in columns) wanted.add(property);
  }
  return [...wanted];
}
