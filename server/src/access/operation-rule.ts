// What every GraphQL operation and HTTP endpoint declares before it may run: who may call it, and
// what an administrator acting as someone else may do with it. guardSchema (guard-schema.ts) runs
// these declarations for every root field; an operation without one stops the API at start.
import type { SensitiveAction } from '../../../src/domain/impersonation';
import type { ListKey } from '../keystone/types';
import type { Scope } from './scope';

/**
 * Who may call the operation at all.
 * - `anyone`: signing in (there is no session yet) and the portal's public configuration.
 * - `signedIn`: every signed-in user; the list's read filter and its declared write rules
 *   (lists/<list>/access.ts) decide item by item.
 * - a function of the caller's scope: a right the operation needs whatever the item.
 */
export type Gate = 'anyone' | 'signedIn' | ((scope: Scope) => boolean);

/**
 * While an administrator acts as someone (impersonation): `acts` — they see and do what the person
 * may, to help them; otherwise the action changes rights or personal settings, and is refused.
 */
export type ImpersonationRule = 'acts' | SensitiveAction;

export interface OperationRule {
  gate: Gate;
  impersonation: ImpersonationRule;
  /** The rule in words, for people: docs/access-rules.md is generated from it. */
  who: string;
  /** The lists whose declared write rules decide per item (the matrix and the docs name them). */
  writes?: readonly ListKey[];
}

/** The short form of the common cases, so the tables read as a table. */
export const rule = (gate: Gate, who: string, options: { impersonation?: ImpersonationRule; writes?: readonly ListKey[] } = {}): OperationRule => ({
  gate,
  who,
  impersonation: options.impersonation ?? 'acts',
  ...(options.writes ? { writes: options.writes } : {}),
});
