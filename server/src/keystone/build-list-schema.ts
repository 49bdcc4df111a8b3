import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../schema/resolvers.gen';
import { signFileUrl } from '../storage/signed-url';
import { countMany, countManyOfParent, findMany, findManyOfParent, findOne, loadById, type FindArgs } from './query';
import { selectedColumns } from './selected-columns';
import type { FieldDef, ListDef, Row } from './types';
import type { Lists } from './where';

/** How long a download link stays valid: long enough to click, short enough not to share. */
const FILE_URL_TTL_SECONDS = 300;

const scalarType: Partial<Record<FieldDef['kind'], string>> = {
  id: 'ID!',
  text: 'String',
  boolean: 'Boolean',
  int: 'Int',
  calendarDay: 'CalendarDay',
  timestamp: 'DateTime',
  json: 'JSON',
  file: 'FileFieldOutput',
};

const filterType: Partial<Record<FieldDef['kind'], string>> = {
  id: 'IDFilter',
  text: 'StringFilter',
  boolean: 'BooleanFilter',
  int: 'IntFilter',
  calendarDay: 'CalendarDayFilter',
  timestamp: 'DateTimeFilter',
};

function listArgs(key: string) {
  return `(where: ${key}WhereInput! = {}, orderBy: [${key}OrderByInput!]! = [], take: Int, skip: Int! = 0)`;
}

function outputType(field: FieldDef): string {
  switch (field.kind) {
    case 'select':
      return field.enumName;
    case 'one':
      return field.ref;
    case 'many':
      return `[${field.ref}!]`;
    case 'virtual':
      return field.graphqlType;
    default:
      return scalarType[field.kind] as string;
  }
}

function fieldFilterType(field: FieldDef): string | null {
  if (field.filter === false) return null;
  if (field.kind === 'select') return `${field.enumName}Filter`;
  if (field.kind === 'one') return `${field.ref}WhereInput`;
  if (field.kind === 'many') return `${field.ref}ManyRelationFilter`;
  return filterType[field.kind] ?? null;
}

function orderable(field: FieldDef): boolean {
  return field.order !== false && field.filter !== false && 'column' in field && field.kind !== 'one' && field.kind !== 'json';
}

/** The SDL of one list, in Keystone 6's shape. */
export function listTypeDefs(list: ListDef): string {
  const k = list.key;
  const out: string[] = [];
  const where: string[] = [`AND: [${k}WhereInput!]`, `OR: [${k}WhereInput!]`, `NOT: [${k}WhereInput!]`];
  const order: string[] = [];
  for (const [name, field] of Object.entries(list.fields)) {
    if (field.kind === 'many') {
      out.push(`  ${name}${listArgs(field.ref)}: [${field.ref}!]`);
      out.push(`  ${name}Count(where: ${field.ref}WhereInput! = {}): Int`);
    } else {
      out.push(`  ${name}: ${outputType(field)}`);
    }
    const filter = fieldFilterType(field);
    if (filter) where.push(`${name}: ${filter}`);
    if (orderable(field)) order.push(`${name}: OrderDirection`);
  }
  const enums = Object.values(list.fields)
    .filter((f): f is Extract<FieldDef, { kind: 'select' }> => f.kind === 'select')
    .map(
      (f) =>
        `enum ${f.enumName} {\n${f.values.map((v) => `  ${v}`).join('\n')}\n}\n` +
        `input ${f.enumName}Filter { equals: ${f.enumName} in: [${f.enumName}!] notIn: [${f.enumName}!] not: ${f.enumName}Filter }`,
    );
  return [
    ...new Set(enums),
    `type ${k} {\n${out.join('\n')}\n}`,
    `input ${k}WhereUniqueInput { id: ID }`,
    `input ${k}WhereInput { ${where.join(' ')} }`,
    `input ${k}OrderByInput { ${order.join(' ')} }`,
    `input ${k}ManyRelationFilter { every: ${k}WhereInput some: ${k}WhereInput none: ${k}WhereInput }`,
    `extend type Query {\n  ${list.singular}(where: ${k}WhereUniqueInput!): ${k}\n  ${list.plural}${listArgs(k)}: [${k}!]\n  ${list.plural}Count(where: ${k}WhereInput! = {}): Int\n}`,
  ].join('\n\n');
}

/** The JS property name under which Drizzle returns a column in a row. */
export function columnKey(table: PgTable, column: AnyPgColumn): string {
  for (const [key, col] of Object.entries(getTableColumns(table))) if (col === column) return key;
  throw new Error(`column ${column.name} is not in table`);
}

function fieldResolver(lists: Lists, list: ListDef, name: string, field: FieldDef) {
  const custom = field.resolve;
  if (custom) return (row: Row, _: unknown, context: GraphQLContext) => custom(row, context);
  switch (field.kind) {
    case 'one': {
      const key = columnKey(list.table, field.column);
      return (row: Row, _: unknown, context: GraphQLContext) =>
        row[key] ? loadById(lists, lists[field.ref], context, String(row[key])) : null;
    }
    case 'many': {
      const ref = lists[field.ref];
      const key = columnKey(ref.table, field.foreignColumn);
      return (row: Row, args: FindArgs, context: GraphQLContext, info: GraphQLResolveInfo) =>
        findManyOfParent(lists, ref, context, args, { column: field.foreignColumn, key, id: String(row.id) }, selectedColumns(ref, info));
    }
    case 'file': {
      const key = columnKey(list.table, field.keyColumn);
      return (row: Row, _: unknown, context: GraphQLContext) => fileOutput(row, key, context, field.receipt?.(row, context) ?? undefined);
    }
    case 'virtual':
      return (row: Row, _: unknown, context: GraphQLContext) => field.resolve(row, context);
    default: {
      const key = columnKey(list.table, field.column);
      // A column read under the field's own name needs no resolver: GraphQL reads the property
      // (absent reads as null), and the compiled query reads it inline instead of calling a
      // function for each cell (6,000 calls for 2,000 employees' id, name and code).
      if (key === name) return null;
      return (row: Row) => row[key] ?? null;
    }
  }
}

function fileOutput(row: Row, keyProperty: string, context: GraphQLContext, receipt: string | undefined) {
  const key = row[keyProperty];
  if (typeof key !== 'string') return null;
  const filename = String(row.filename ?? 'file');
  return {
    filename,
    filesize: Number(row.filesize ?? 0),
    sha256: row.sha256 ?? null,
    url: signFileUrl(context.config.secret, { key, filename, ...(receipt ? { receipt } : {}) }, FILE_URL_TTL_SECONDS),
  };
}

/**
 * Query and type resolvers for one list; every read goes through the list's access filter. Built
 * from the list definition, so its keys are only known at run time: the generated per-list types
 * cannot be checked here, and the object is declared as the schema's Resolvers.
 */
export function listResolvers(lists: Lists, list: ListDef): Resolvers {
  const typeResolvers: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(list.fields)) {
    const resolve = fieldResolver(lists, list, name, field);
    if (resolve) typeResolvers[name] = resolve;
    if (field.kind === 'many') {
      typeResolvers[`${name}Count`] = (row: Row, args: FindArgs, context: GraphQLContext) =>
        countManyOfParent(lists, lists[field.ref], context, args, field.foreignColumn, String(row.id));
    }
  }
  return {
    Query: {
      [list.singular]: (_: unknown, args: { where: { id?: string | null } }, context: GraphQLContext) =>
        findOne(lists, list, context, args.where.id),
      [list.plural]: (_: unknown, args: FindArgs, context: GraphQLContext, info: GraphQLResolveInfo) =>
        findMany(lists, list, context, args, undefined, selectedColumns(list, info)),
      [`${list.plural}Count`]: (_: unknown, args: FindArgs, context: GraphQLContext) => countMany(lists, list, context, args),
    },
    [list.key]: typeResolvers,
  } as Resolvers;
}
