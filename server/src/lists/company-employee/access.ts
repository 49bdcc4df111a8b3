// Who writes employee records, field by field (docs/access-rules.md lists them with every other
// list's). Read access is employeeReadFilter in list.ts; run-write.ts runs these rules.
import { EMPLOYEE_ROLE_FLAGS } from '../../../../src/domain/permissions';
import { mayAddEmployeeTo, mayEditProfile } from '../../access/employees';
import { mayManageEmployeeRecords } from '../../access/manager';
import type { FieldRule, WriteArgs, WriteRules } from '../../access/write-rules';
import { EMPLOYEE_NOTIFICATION_SETTINGS } from '../../../../src/domain/notification-settings';

/** The caller's own record (the effective user's, or the impersonating admin's). */
const linkedToCaller = ({ item, principal }: WriteArgs) => item.userId != null && (item.userId === principal.user.id || item.userId === principal.actor.id);

/**
 * Employee role flags are client-side rights (finance, taxation, HR, salary-control review, company
 * codes and contacts): granted and removed by role managers (canManageRoles) only, never on a record
 * linked to oneself.
 */
const roleFlag: FieldRule = {
  who: 'role managers (canManageRoles), never on a record linked to themselves',
  impersonation: 'roles',
  write: (args) => (linkedToCaller(args) ? 'SELF_RIGHTS' : args.scope.userFlags.canManageRoles || 'GRANT_NEEDS_ROLE_MANAGER'),
};

/**
 * The account a record belongs to: whoever manages employee records links and unlinks accounts, never
 * their own; linking an account to a record that carries rights grants those rights, so then it
 * needs a role manager.
 */
const userLink: FieldRule = {
  who: 'who manages employee records, never to their own account nor on their own record; to a record with rights, role managers only',
  impersonation: 'roles',
  write: (args) => {
    const { changes, item, principal, scope } = args;
    const target = changes.userId;
    if (target != null && (target === principal.user.id || target === principal.actor.id)) return 'SELF_LINK';
    if (linkedToCaller(args)) return 'SELF_RIGHTS';
    const rights = EMPLOYEE_ROLE_FLAGS.some((flag) => (changes[flag] ?? item[flag]) === true);
    return !rights || target == null || scope.userFlags.canManageRoles || 'GRANT_NEEDS_ROLE_MANAGER';
  },
};

/** Set by whoever may create the record (the create rule decides), changed afterwards by managers only. */
const manager: FieldRule = {
  who: 'whoever creates the record; afterwards account managers and the fiduciary\'s HR staff',
  write: (args) => args.operation === 'create' || mayManageEmployeeRecords(args.scope),
};
const profileEditor: FieldRule = { who: 'the employee and the company\'s HR (not of a hidden employee)', write: ({ scope, item }) => mayEditProfile(scope, item) };
const notificationSetting: FieldRule = {
  who: 'the employee and the company\'s HR (not of a hidden employee)',
  impersonation: 'notifications',
  write: ({ scope, item }) => mayEditProfile(scope, item),
};

export const companyEmployeeWrites: WriteRules = {
  who: {
    create: 'HR of the company (the company\'s or the fiduciary\'s)',
    update: 'account managers and the fiduciary\'s HR staff; the employee and the company\'s HR for the profile and settings',
  },
  create: ({ scope, item }) => mayAddEmployeeTo(scope, String(item.companyId)),
  // Any update needs one of these; the fields below say which part each may change.
  update: ({ scope, item }) => mayManageEmployeeRecords(scope) || mayEditProfile(scope, item),
  fields: {
    code: manager,
    name: manager,
    jobDescription: manager,
    isArchived: manager,
    // Hiding a record from company HR protects its owner (a director's payslips): not one's own.
    isHiddenInHr: { who: 'account managers and the fiduciary\'s HR staff, never on their own record', write: (args) => (linkedToCaller(args) ? 'SELF_RIGHTS' : mayManageEmployeeRecords(args.scope)) },
    userId: userLink,
    profileData: profileEditor,
    settingHrDocumentsDisabled: manager,
    ...Object.fromEntries(EMPLOYEE_NOTIFICATION_SETTINGS.map((setting) => [setting, notificationSetting])),
    ...Object.fromEntries(EMPLOYEE_ROLE_FLAGS.map((flag) => [flag, roleFlag])),
  },
};
