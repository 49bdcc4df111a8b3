/** How a user receives notification mails (decisions.md, "Notifications"). */
export const NOTIFICATION_DIGESTS = ['immediate', 'daily', 'off'] as const;
export type NotificationDigest = (typeof NOTIFICATION_DIGESTS)[number];

/** The per-employee settings (spec §3 CompanyEmployee) each of which opens one kind of mail. */
export const EMPLOYEE_NOTIFICATION_SETTINGS = [
  'settingWantsHRSalariesNotification',
  'settingWantsSalaryWorkflowNotification',
  'settingWantsAccountingNotification',
  'hrDocumentNotification',
] as const;
export type EmployeeNotificationSetting = (typeof EMPLOYEE_NOTIFICATION_SETTINGS)[number];
