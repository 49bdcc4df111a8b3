import { Column, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';

// Drizzle builds a list read's statement anew on every request: the select builder and `toSQL`
// walk every chunk of the filter with `is()` (a prototype walk per check), about 110 µs of a
// 13-row `hrSalaries` read at one client, the largest part of the API's own JavaScript (issue #43,
// docs/decisions/api-speed.md). The text, though, depends only on the *shape* of what is built:
// which chunks, in which order, which columns and tables, how long each list is; the values only
// fill its parameters. read-rows.ts keeps the text per shape and binds each request's values.
//
// The shape is read off the SQL objects the request built (the caller's read filter, the where
// translation, relationship filters through other lists' read filters, the order), not off the
// GraphQL arguments, so it covers every branch that built them without listing those branches.
// It follows Drizzle's own chunk walk (`SQL.buildQueryFromSourceParams`, drizzle-orm 0.4x) for the
// chunk kinds the API's reads use, and gives up on anything else (`null`): a name, a placeholder, a
// subquery, a view, an SQL with inlined parameters, a value whose encoder yields SQL or an object.
// A statement given up on is built by Drizzle as before: slower, never different.

/** A shape key's parts and the statement's parameters, in the order Drizzle numbers them. */
export interface Shape {
  key: string;
  params: unknown[];
}

const ids = new WeakMap<object, number>();
let nextId = 0;

/** A number for one object for the life of the process (columns, tables, encoders). */
export function identityOf(value: object): number {
  let id = ids.get(value);
  if (id === undefined) {
    id = ++nextId;
    ids.set(value, id);
  }
  return id;
}

function isPrimitive(value: unknown): boolean {
  const type = typeof value;
  return value === null || type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint';
}

/**
 * Appends `chunk`'s shape to `key` and its parameters to `params`; false when the chunk is of a
 * kind this walk does not follow (the caller then builds the statement with Drizzle).
 */
function walk(chunk: unknown, key: string[], params: unknown[]): boolean {
  if (chunk === undefined) return true;
  if (isPrimitive(chunk)) {
    // A bare value: one parameter, Drizzle's typing 'none'.
    key.push('?');
    params.push(chunk);
    return true;
  }
  if (typeof chunk !== 'object') return false;
  if (chunk instanceof StringChunk) {
    // The text itself, quoted so that no two sequences of strings and markers read alike.
    key.push(JSON.stringify(chunk.value.join('')));
    return true;
  }
  if (Array.isArray(chunk)) {
    // Drizzle writes a list as `(a, b, …)`: its length is part of the text.
    key.push(`[${chunk.length}`);
    for (const item of chunk) if (!walk(item, key, params)) return false;
    key.push(']');
    return true;
  }
  if (chunk instanceof SQL) {
    // Drizzle's own flag (not in its types): such an SQL writes its values into the text.
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    key.push('(');
    for (const inner of chunk.queryChunks) if (!walk(inner, key, params)) return false;
    key.push(')');
    return true;
  }
  if (chunk instanceof Table) {
    key.push(`T${identityOf(chunk)}`);
    return true;
  }
  if (chunk instanceof Column) {
    key.push(`C${identityOf(chunk)}`);
    return true;
  }
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return false;
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    // A value the encoder turns into SQL is written into the text: not followed.
    if (!isPrimitive(mapped)) return false;
    // The encoder (a column, or none) decides Drizzle's typing of the parameter: part of the shape.
    key.push(`P${identityOf(chunk.encoder as object)}`);
    params.push(mapped);
    return true;
  }
  // A name, placeholder, view, subquery, alias, enum or other wrapper: not followed.
  return false;
}

/** The shape of `chunks` written one after another, or null when one of them is not followed. */
export function shapeOf(chunks: readonly unknown[]): Shape | null {
  const key: string[] = [];
  const params: unknown[] = [];
  for (const chunk of chunks) {
    key.push('|');
    if (!walk(chunk, key, params)) return null;
  }
  return { key: key.join(''), params };
}
