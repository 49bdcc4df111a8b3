// The manager's write decisions (issue #14): who edits companies, user accounts and their role
// flags, employee records and HR document types. The screens are opened with canAccessKeystone;
// the API asks for each list's own right, so another client gets the same answers.
import { managesList } from '../../../src/domain/manager-lists';
import type { UserFlag } from '../../../src/domain/permissions';
import type { Scope } from './scope';

/** Companies and user accounts: the fiduciary's account managers. */
export function mayManageAccounts(scope: Scope): boolean {
  return managesList(scope.userFlags, 'companies');
}

/** Role flags other than canSignInToApp change what a user may do: canManageRoles only. */
export function mayChangeRoleFlags(scope: Scope): boolean {
  return scope.userFlags.canManageRoles;
}

/** Which right a change of this user flag needs: enabling or disabling an account is account work. */
export function mayChangeUserFlag(scope: Scope, flag: UserFlag): boolean {
  return flag === 'canSignInToApp' ? mayManageAccounts(scope) : mayChangeRoleFlags(scope);
}

/**
 * Flags nobody takes away from themself, so an admin cannot lock themself out by a slip of the
 * mouse: their own canManageRoles, canAccessAllCompanies, and their own sign-in.
 */
export const SELF_KEPT_FLAGS = ['canManageRoles', 'canAccessAllCompanies', 'canSignInToApp'] as const satisfies readonly UserFlag[];

export function removesOwnKeptFlag(scope: Scope, targetUserId: string, changes: Partial<Record<UserFlag, boolean>>): boolean {
  return targetUserId === scope.userId && SELF_KEPT_FLAGS.some((flag) => changes[flag] === false);
}

/** Employee records: account managers and the fiduciary's HR staff (user canManageHumanResources). */
export function mayManageEmployeeRecords(scope: Scope): boolean {
  return managesList(scope.userFlags, 'employees');
}

/** The HR document type catalogue is the fiduciary HR staff's. */
export function mayManageHrDocumentTypes(scope: Scope): boolean {
  return managesList(scope.userFlags, 'documentTypes');
}
