// Which manager lists a user edits (issue #14), read by the manager's route guards and screens
// and by the API's write checks (server/src/access/manager.ts), so both always agree.
import type { UserFlags } from './permissions';

export const MANAGER_LISTS = ['companies', 'users', 'employees', 'documentTypes'] as const;
export type ManagerList = (typeof MANAGER_LISTS)[number];

export function managesList(user: UserFlags, list: ManagerList): boolean {
  switch (list) {
    case 'companies':
    case 'users':
      return user.canManageAccounts;
    case 'employees':
      // Employee records: account managers and the fiduciary's HR staff.
      return user.canManageAccounts || user.canManageHumanResources;
    case 'documentTypes':
      return user.canManageHumanResources;
  }
}
