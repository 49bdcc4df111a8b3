// Who writes user accounts, field by field (docs/access-rules.md lists them with every other list's).
// Read access is userList's readFilter in list.ts; run-write.ts runs these rules.
import { USER_FLAGS, type UserFlag } from '../../../../src/domain/permissions';
import { mayChangeUserFlag, mayManageAccounts } from '../../access/manager';
import type { FieldRule, WriteArgs, WriteRules } from '../../access/write-rules';

const accountManager = ({ scope }: WriteArgs) => mayManageAccounts(scope);
const ownAccount = ({ item, principal }: WriteArgs) => item.id != null && item.id === principal.user.id;

/**
 * A user flag is a right: never changed by an administrator acting for someone. Enabling or
 * disabling sign-in is account work; every other flag needs a role manager (canManageRoles).
 */
const userFlag = (flag: UserFlag): FieldRule => ({
  who: flag === 'canSignInToApp' ? 'account managers (canManageAccounts)' : 'role managers (canManageRoles)',
  impersonation: 'roles',
  write: ({ scope }) => mayChangeUserFlag(scope, flag) || (flag === 'canSignInToApp' ? false : 'GRANT_NEEDS_ROLE_MANAGER'),
});

export const userWrites: WriteRules = {
  who: { create: 'account managers (canManageAccounts)', update: 'account managers; each user their own personal settings', delete: 'account managers, never themselves' },
  create: accountManager,
  // Account managers edit accounts; everyone their own personal settings (the fields below say which).
  update: (args) => accountManager(args) || ownAccount(args),
  // Deleting a user takes their flags away: the flag rules judge that too.
  delete: accountManager,
  fields: {
    email: { who: 'account managers', write: accountManager },
    // The identity-provider account linked on its first sign-in: account managers unlink it (null only).
    oidcSubject: { who: 'account managers, to unlink it (null only)', impersonation: 'roles', write: accountManager },
    name: { who: 'account managers', write: accountManager },
    // Personal settings, never changed by someone acting for the user; the digest is the user's own.
    language: { who: 'account managers and the user', impersonation: 'language' },
    notificationDigest: { who: 'the user themself', impersonation: 'notifications', write: ownAccount },
    ...Object.fromEntries(USER_FLAGS.map((flag) => [flag, userFlag(flag)])),
  },
};

/**
 * What the rules judge of an edit: every column but the flags, and the flags whose value changes
 * (a form sends every flag; one sent unchanged grants nothing).
 */
export function judgedChanges(stored: Record<string, unknown>, columns: Record<string, unknown>): Record<string, unknown> {
  const flags = new Set<string>(USER_FLAGS);
  return Object.fromEntries(Object.entries(columns).filter(([key, value]) => !flags.has(key) || value !== stored[key]));
}
