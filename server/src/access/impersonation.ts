import type { UserFlags } from '../../../src/domain/permissions';

/** Only the fiduciary's admins impersonate; the real actor decides, never the impersonated user. */
export function mayImpersonate(actor: Pick<UserFlags, 'canAccessAllCompanies'>): boolean {
  return actor.canAccessAllCompanies;
}

/** An admin is never impersonated, so impersonation cannot be used to gain another admin's rights. */
export function mayBeImpersonated(target: Pick<UserFlags, 'canAccessAllCompanies'>): boolean {
  return !target.canAccessAllCompanies;
}
