// What every manager edit shares: refusals the portal can translate, the version check that stops
// two people overwriting each other, and the audit event with the values before and after.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createGraphQLError } from 'graphql-yoga';
import type { ManagerRefusal } from '../../../../src/domain/manager-refusals';
import type { Db } from '../../db/client';

type Code = 'BAD_USER_INPUT' | 'CONFLICT' | 'FORBIDDEN';

/** An expected refusal: a safe English message, its code, and the reason the portal translates. */
export function refused(code: Code, reason: ManagerRefusal, message: string, details: Record<string, unknown> = {}) {
  // createGraphQLError: the graphql copy yoga loaded, so the refusal reaches the caller unmasked.
  return createGraphQLError(message, { extensions: { code, reason, ...details } });
}

export const versionConflict = () =>
  refused('CONFLICT', 'VERSION_CONFLICT', 'Someone else changed this record since you opened it; reload it and try again');

/**
 * `update … set changes, version = version + 1 where id = ? and version = expected`: when another
 * edit came first, no row matches and the caller gets VERSION_CONFLICT instead of overwriting it.
 * Without an expected version (a Keystone client), the update applies as Keystone's would.
 */
export async function updateVersioned(
  tx: Db,
  table: PgTable & { id: AnyPgColumn; version: AnyPgColumn },
  id: string,
  expectedVersion: number | null | undefined,
  changes: Record<string, unknown>,
): Promise<void> {
  const conditions: SQL[] = [eq(table.id, id)];
  if (expectedVersion != null) conditions.push(eq(table.version, expectedVersion));
  const rows = await tx
    .update(table)
    .set({ ...changes, version: sql`${table.version} + 1` })
    .where(and(...conditions))
    .returning({ id: table.id });
  if (rows.length === 0) throw versionConflict();
}

/** Only the fields that change, as { before, after }: what the audit screen shows. */
export function changedValues(before: Record<string, unknown>, changes: Record<string, unknown>) {
  const keys = Object.keys(changes).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(changes[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, changes[key] ?? null])),
  };
}
