import { createGraphQLError } from 'graphql-yoga';
import { BLOCKED_WHILE_IMPERSONATING_MESSAGE, type SensitiveAction } from '../../../src/domain/impersonation';
import type { UserFlags } from '../../../src/domain/permissions';
import type { Principal } from '../context';

/** Only the fiduciary's admins impersonate; the real actor decides, never the impersonated user. */
export function mayImpersonate(actor: Pick<UserFlags, 'canAccessAllCompanies'>): boolean {
  return actor.canAccessAllCompanies;
}

/** An admin is never impersonated, so impersonation cannot be used to gain another admin's rights. */
export function mayBeImpersonated(target: Pick<UserFlags, 'canAccessAllCompanies'>): boolean {
  return !target.canAccessAllCompanies;
}

/** Whether this request is made by one user acting as another. */
export function isImpersonating(principal: Pick<Principal, 'actor' | 'user'> | null): boolean {
  return Boolean(principal && principal.actor.id !== principal.user.id);
}

/**
 * The guard every resolver of a sensitive action calls (src/domain/impersonation.ts lists them):
 * while impersonating, the action is refused and nothing changes.
 */
export function refuseWhileImpersonating(principal: Pick<Principal, 'actor' | 'user'> | null, action: SensitiveAction): void {
  if (!isImpersonating(principal)) return;
  throw createGraphQLError(BLOCKED_WHILE_IMPERSONATING_MESSAGE, { extensions: { code: 'FORBIDDEN', blockedAction: action } });
}

/** Admin tools (inspection, the audit log, records): provider staff who reach every company. */
export function mayUseAdminTools(actor: Pick<UserFlags, 'canAccessAllCompanies'>): boolean {
  return actor.canAccessAllCompanies;
}
