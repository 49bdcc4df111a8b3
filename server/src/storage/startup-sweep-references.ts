import { and, asc, getTableColumns, getTableName, gt, inArray, is, isNotNull } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/** A table whose rows point at stored files, through the `fileKey` column attachmentColumns() adds. */
export interface AttachmentTable {
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  fileKey: AnyPgColumn;
}

/**
 * Every table of the schema with attachment columns, found rather than listed: a list added to the
 * schema later is covered without anyone remembering this sweep (a forgotten table would have its
 * files removed as orphans).
 */
export function attachmentTables(): AttachmentTable[] {
  return Object.values(schema).flatMap((value) => {
    if (!is(value, PgTable)) return [];
    const columns: Record<string, AnyPgColumn> = getTableColumns(value);
    const { id, fileKey } = columns;
    return id && fileKey ? [{ name: getTableName(value), table: value, id, fileKey }] : [];
  });
}

const PAGE_ROWS = 5000;

/**
 * Visits every (table, id, key) that references a stored file, a page at a time in id order
 * (keyset pagination), so 200,000 rows never sit in memory at once.
 */
export async function forEachReference(db: Db, tables: AttachmentTable[], visit: (table: string, id: string, key: string) => void): Promise<void> {
  for (const table of tables) {
    let after: string | null = null;
    for (;;) {
      const page: { id: unknown; key: unknown }[] = await db
        .select({ id: table.id, key: table.fileKey })
        .from(table.table)
        .where(and(isNotNull(table.fileKey), after === null ? undefined : gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(PAGE_ROWS);
      for (const row of page) visit(table.name, String(row.id), String(row.key));
      if (page.length < PAGE_ROWS) break;
      after = String(page[page.length - 1]!.id);
    }
  }
}

const CHECK_BATCH = 500;

/** Which of `keys` some row references now (a second look just before removing anything). */
export async function referencedAmong(db: Db, tables: AttachmentTable[], keys: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let start = 0; start < keys.length; start += CHECK_BATCH) {
    const batch = keys.slice(start, start + CHECK_BATCH);
    for (const table of tables) {
      const rows: { key: unknown }[] = await db.select({ key: table.fileKey }).from(table.table).where(inArray(table.fileKey, batch));
      for (const row of rows) referenced.add(String(row.key));
    }
  }
  return referenced;
}
