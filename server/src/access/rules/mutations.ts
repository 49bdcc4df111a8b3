// Who may run each mutation (the one table; guard-schema.ts runs it). The gate is what the operation
// needs whatever the item; `writes` names the lists whose declared write rules (lists/<list>/access.ts)
// then decide item by item and field by field. A mutation missing here stops the API at start.
import type { MutationResolvers } from '../../schema/resolvers.gen';
import { mayDeleteHrDocuments } from '../hr-documents';
import { mayImpersonate } from '../impersonation';
import { mayManageAccounts, mayManageEmployeeRecords, mayManageHrDocumentTypes } from '../manager';
import { mayCreateSalaryDocuments, mayCreateWorkflows, mayRemoveWorkflowDocument } from '../payroll';
import { rule, type OperationRule } from '../operation-rule';

const accounts = mayManageAccounts;
const documentTypes = mayManageHrDocumentTypes;

export const mutationRules: Record<keyof MutationResolvers, OperationRule> = {
  // Signing in and out: there may be no session yet, or one that just ended.
  sendUserMagicAuthLink: rule('anyone', 'anyone (always answers true)'),
  redeemUserMagicAuthToken: rule('anyone', 'anyone holding the mailed token'),
  signout: rule('anyone', 'anyone; ends the caller\'s own session and the impersonations it started'),
  signOutEverywhere: rule('signedIn', 'the signed-in user, their own sessions', { impersonation: 'sessions' }),
  startImpersonation: rule((scope) => mayImpersonate(scope.userFlags), 'admins (canAccessAllCompanies), never of another admin', { impersonation: 'impersonation' }),
  stopImpersonation: rule('signedIn', 'the impersonating admin, for the session in use'),
  // The caller's own settings: never changed by someone acting for them.
  updateMyProfileLanguage: rule('signedIn', 'the signed-in user, their own language', { impersonation: 'language' }),
  updateMyNotificationDigest: rule('signedIn', 'the signed-in user, their own digest', { impersonation: 'notifications' }),
  updateNotificationSettings: rule('signedIn', 'the employee and the company\'s HR', { impersonation: 'notifications', writes: ['CompanyEmployee'] }),
  reportStagedUploads: rule('signedIn', 'the signed-in user\'s device (ignored while impersonating)'),
  subscribePush: rule('signedIn', 'the signed-in user, for a device of their own', { impersonation: 'notifications', writes: ['User'] }),
  unsubscribePush: rule('signedIn', 'the signed-in user, for a device of their own', { impersonation: 'notifications', writes: ['User'] }),
  markNotificationsRead: rule('signedIn', 'the signed-in user, their own notifications', { impersonation: 'notifications', writes: ['User'] }),
  markAllNotificationsRead: rule('signedIn', 'the signed-in user, their own notifications', { impersonation: 'notifications', writes: ['User'] }),
  // Employees and their profiles.
  createCompanyEmployee: rule('signedIn', 'HR of the company (employee or fiduciary)', { writes: ['CompanyEmployee'] }),
  updateCompanyEmployee: rule(mayManageEmployeeRecords, 'account managers and the fiduciary\'s HR staff; rights as CompanyEmployee\'s field rules say', { writes: ['CompanyEmployee'] }),
  updateHrProfile: rule('signedIn', 'the employee and the company\'s HR', { writes: ['CompanyEmployee'] }),
  // Salary documents and the salary control.
  createHrSalary: rule(mayCreateSalaryDocuments, 'the fiduciary\'s payroll staff (hrSalaryAccess)', { writes: ['HrSalary'] }),
  createHrSalaryWorkflow: rule(mayCreateWorkflows, 'the fiduciary\'s payroll staff (hrSalaryAccess)', { writes: ['HrSalaryWorkflow'] }),
  createHrSalaryWorkflowDocument: rule(mayCreateWorkflows, 'the fiduciary\'s payroll staff (hrSalaryAccess)', { writes: ['HrSalaryWorkflowDocument'] }),
  updateHrSalaryWorkflowDocument: rule('signedIn', 'the company\'s reviewers, never of a workflow they created or a document they uploaded', { writes: ['HrSalaryWorkflowDocument'] }),
  deleteHrSalaryWorkflowDocument: rule(mayRemoveWorkflowDocument, 'users with canRemoveSalaryWorkflowDocument, documents they read', { writes: ['HrSalaryWorkflowDocument'] }),
  // Accounting.
  createAccountingDocument: rule('signedIn', 'finance of the company and the fiduciary\'s accountants; taxation for tax documents', { writes: ['AccountingDocument'] }),
  markAccountingDocumentsSeen: rule('signedIn', 'whoever reads the company\'s accounting documents', { writes: ['AccountingDocument'] }),
  confirmAccountingReading: rule('signedIn', 'finance of the company and the fiduciary\'s accountants; taxation for tax documents', { writes: ['AccountingDocument'] }),
  // HR documents.
  createHrDocument: rule('signedIn', 'the employee, the company\'s HR, admins', { writes: ['HrDocument'] }),
  updateHrDocuments: rule('signedIn', 'removal requests: the employee and the company\'s HR; review: admins', { writes: ['HrDocument'] }),
  deleteHrDocuments: rule(mayDeleteHrDocuments, 'admins (canAccessAllCompanies)', { writes: ['HrDocument'] }),
  createHrDocumentType: rule(documentTypes, 'the fiduciary\'s HR staff', { writes: ['HrDocumentType'] }),
  updateHrDocumentType: rule(documentTypes, 'the fiduciary\'s HR staff', { writes: ['HrDocumentType'] }),
  updateHrDocumentTypes: rule(documentTypes, 'the fiduciary\'s HR staff', { writes: ['HrDocumentType'] }),
  deleteHrDocumentType: rule(documentTypes, 'the fiduciary\'s HR staff', { writes: ['HrDocumentType'] }),
  // Messages.
  createHrMessage: rule('signedIn', 'the thread\'s participants: the employee, the company\'s HR, the fiduciary\'s HR staff', { writes: ['HrMessage'] }),
  markHrMessagesRead: rule('signedIn', 'the thread\'s participants', { writes: ['HrMessage'] }),
  // The manager: companies and user accounts.
  createCompany: rule(accounts, 'account managers (canManageAccounts)', { writes: ['Company'] }),
  updateCompany: rule(accounts, 'account managers (canManageAccounts)', { writes: ['Company'] }),
  deleteCompany: rule(accounts, 'account managers (canManageAccounts)', { writes: ['Company'] }),
  createUser: rule(accounts, 'account managers; role flags need canManageRoles', { writes: ['User'] }),
  updateUser: rule(accounts, 'account managers; role flags need canManageRoles', { writes: ['User'] }),
  deleteUser: rule(accounts, 'account managers (canManageAccounts), never themselves', { writes: ['User'] }),
  // Exports.
  downloadArchiveUrl: rule('signedIn', 'whoever reads the documents (each list\'s read filter)'),
};
