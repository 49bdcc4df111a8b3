// What each list declares about writes, next to its read filter (lists/<list>/access.ts): who may
// create, update and delete an item, and who may write which field. run-write.ts runs them.
import type { AccessRefusalReason } from '../../../src/domain/access-refusals';
import type { SensitiveAction } from '../../../src/domain/impersonation';
import type { Principal } from '../principal';
import type { Row } from '../keystone/types';
import type { Scope } from './scope';

/** `true` allows; `false` refuses as NOT_ALLOWED; a reason refuses with its own text. */
export type Verdict = boolean | AccessRefusalReason;

export interface WriteArgs {
  operation: WriteOperation;
  scope: Scope;
  principal: Principal;
  /** The stored item as the caller reads it (update, delete), or the row about to be inserted (create). */
  item: Row;
  /** The columns the write sets, by their property names. */
  changes: Row;
}

export interface FieldRule {
  /** The rule in words (docs/access-rules.md). */
  who?: string;
  /** Who may set this field on this item; absent: whoever may update the item. */
  write?: (args: WriteArgs) => Verdict;
  /** Rights and personal settings: never set by an administrator acting for someone. */
  impersonation?: SensitiveAction;
}

export interface WriteRules {
  /** Each operation's rule in words (docs/access-rules.md). */
  who?: Partial<Record<WriteOperation, string>>;
  create?: (args: WriteArgs) => Verdict;
  update?: (args: WriteArgs) => Verdict;
  delete?: (args: WriteArgs) => Verdict;
  fields?: Readonly<Record<string, FieldRule>>;
}

export type WriteOperation = 'create' | 'update' | 'delete';

/**
 * Refusals that look like someone trying to give themselves more than they have: the audit log keeps
 * each attempt with the actor, the target and the reason. Most telling first: when a write is refused
 * for several reasons, the caller is answered with the first of these, else NOT_ALLOWED.
 */
export const ESCALATION_REASONS: readonly AccessRefusalReason[] = ['SELF_LINK', 'SELF_RIGHTS', 'SELF_REVIEW', 'GRANT_NEEDS_ROLE_MANAGER'];
// Naming a record out of one's reach in a write is audited too, as 'OUT_OF_REACH' (write-target.ts);
// the caller is answered NOT_FOUND, as for a record that does not exist.
