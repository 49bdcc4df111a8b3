// The one write path: authorize (the list's declared rules, field by field) → validate → one typed
// transaction (the write, its audit entry, its notifications) → read the result back through the
// read filter. A refusal writes nothing; one that looks like escalation is audit-logged.
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLContext } from '../context';
import type { Db } from '../db/client';
import { findOne, requireSignedIn } from '../keystone/query';
import type { ListKey, Row } from '../keystone/types';
import type { Lists } from '../keystone/where';
import type { NotificationEvent } from '../notifications/events';
import { auditAs, recordRefusal } from '../audit/record';
import { isImpersonating } from './impersonation';
import { blockedWhileImpersonating, refuse } from './refusals';
import { requireScope } from './caller';
import type { AccessRefusalReason } from '../../../src/domain/access-refusals';
import { ESCALATION_REASONS, type Verdict, type WriteArgs, type WriteOperation, type WriteRules } from './write-rules';

/** A transaction is a database handle of its own (Drizzle's PgTransaction is a PgDatabase). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface WriteTarget {
  list: ListKey;
  operation: WriteOperation;
  /** update/delete: the stored item, read through the list's read filter; create: the row to insert. */
  item: Row;
  /** The columns the write sets (create: the inserted ones). */
  changes?: Row;
}

/**
 * The lists this request's writes were authorized for: commitWrite refuses to write a list that
 * authorizeWrite did not pass, so a mutation cannot skip its list's rules.
 */
const authorized = new WeakMap<GraphQLContext, Set<ListKey>>();
function authorizedLists(context: GraphQLContext): Set<ListKey> {
  let lists = authorized.get(context);
  if (!lists) authorized.set(context, (lists = new Set()));
  return lists;
}

/** The most telling refusal first: an attempt on one's own rights says more than a missing right. */
const PRECEDENCE: readonly AccessRefusalReason[] = [...ESCALATION_REASONS, 'NOT_ALLOWED'];

interface Refusal {
  reason: AccessRefusalReason;
  field?: string;
}

/**
 * The list's declared rules for this write: the operation's, then each changed field's (impersonation
 * first: rights and personal settings are never changed by someone acting for another). Every
 * escalation attempt among the refusals is audit-logged; the caller gets the most telling one.
 */
export async function authorizeWrite(context: GraphQLContext, rules: WriteRules, target: WriteTarget): Promise<void> {
  const principal = requireSignedIn(context);
  const scope = requireScope(context);
  const args: WriteArgs = { operation: target.operation, scope, principal, item: target.item, changes: target.changes ?? {} };
  const refusals: Refusal[] = [];
  const judge = (verdict: Verdict, field?: string) => {
    if (verdict !== true) refusals.push({ reason: verdict === false ? 'NOT_ALLOWED' : verdict, ...(field ? { field } : {}) });
  };
  // An operation the list does not declare is refused: writes are opened by declaring them.
  const operationRule = rules[target.operation];
  judge(operationRule ? operationRule(args) : false);
  for (const field of Object.keys(args.changes)) {
    const fieldRule = rules.fields?.[field];
    if (!fieldRule) continue;
    if (fieldRule.impersonation && isImpersonating(principal)) throw blockedWhileImpersonating(fieldRule.impersonation);
    if (fieldRule.write) judge(fieldRule.write(args), field);
  }
  if (refusals.length === 0) {
    authorizedLists(context).add(target.list);
    return;
  }
  const itemId = String(target.item.id ?? '');
  for (const { reason, field } of refusals) {
    if (ESCALATION_REASONS.includes(reason)) await recordRefusal(context.db, context, { list: target.list, itemId, reason, operation: target.operation, ...(field ? { field } : {}) });
  }
  const first = [...refusals].sort((a, b) => PRECEDENCE.indexOf(a.reason) - PRECEDENCE.indexOf(b.reason))[0] as Refusal;
  throw refuse(context, first.reason, first.field ? { field: first.field } : {});
}

export interface Commit {
  list: ListKey;
  /** The audit entry's action ('create', 'update', 'review', …). */
  action: string;
  /** Writes the rows; returns the item's id. */
  write(tx: Tx): Promise<string>;
  details?: Record<string, unknown> | ((id: string) => Record<string, unknown>);
  /**
   * `false` writes no audit entry: only for the caller's own read markers (a thread read, a company's
   * documents seen), which change nothing of anyone else's and would add an entry per screen opened.
   */
  audit?: false;
  /** Notifications of the change, queued in the same transaction (sent only if it commits). */
  notify?: (id: string) => readonly NotificationEvent[];
}

/** One transaction: the write, its audit entry with the real actor, and its notifications. */
export async function commitWrite(context: GraphQLContext, commit: Commit): Promise<string> {
  const [id] = await commitWrites(context, [commit]);
  return id as string;
}

/**
 * Several writes in one transaction, all or nothing (a reordering, a batch of reviews): each with its
 * own audit entry and notifications, in the order given.
 */
export async function commitWrites(context: GraphQLContext, commits: readonly Commit[]): Promise<string[]> {
  for (const { list } of commits) if (!authorizedLists(context).has(list)) throw new Error(`A write to ${list} was committed without authorizeWrite: declare and run its rule`);
  return context.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const commit of commits) {
      const id = await commit.write(tx);
      if (commit.audit !== false) {
        const details = typeof commit.details === 'function' ? commit.details(id) : (commit.details ?? {});
        await auditAs(tx, context, { action: commit.action, list: commit.list, itemId: id, details });
      }
      for (const event of commit.notify?.(id) ?? []) await context.notifications.enqueue(tx, event);
      ids.push(id);
    }
    return ids;
  });
}

/** The write of a plain update: `changes` set on the row `id` of `table`. */
export function setColumns(table: PgTable, idColumn: AnyPgColumn, id: string, changes: Row): (tx: Tx) => Promise<string> {
  return async (tx) => {
    await tx.update(table).set(changes).where(eq(idColumn, id));
    return id;
  };
}

/** authorize → commit → the item as the caller now reads it (null when they no longer may). */
export async function runWrite(context: GraphQLContext, lists: Lists, rules: WriteRules, target: WriteTarget, commit: Omit<Commit, 'list'>): Promise<Row | null> {
  await authorizeWrite(context, rules, target);
  const id = await commitWrite(context, { ...commit, list: target.list });
  return findOne(lists, lists[target.list], context, id);
}
