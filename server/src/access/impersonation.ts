import type { UserFlags } from '../../../src/domain/permissions';
import type { Principal } from '../principal';

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

/** Admin tools (inspection, the audit log, records): provider staff who reach every company. */
export function mayUseAdminTools(actor: Pick<UserFlags, 'canAccessAllCompanies'>): boolean {
  return actor.canAccessAllCompanies;
}
