// Who may run each query (the one table; guard-schema.ts runs it). Lists' own queries (`foo`, `foos`,
// `foosCount`) are declared by listQueryRules: every signed-in caller, narrowed row by row by the
// list's read filter. An operation missing here stops the API at start.
import type { QueryResolvers } from '../../schema/resolvers.gen';
import { mayUseAdminTools } from '../impersonation';
import { rule, type OperationRule } from '../operation-rule';
import type { Scope } from '../scope';

type CustomQuery = Exclude<keyof QueryResolvers, ListQueryName>;
/** The three queries every list has (singular, plural, count); their rule is the list's read filter. */
type ListQueryName =
  | 'user' | 'users' | 'usersCount'
  | 'company' | 'companies' | 'companiesCount'
  | 'companyEmployee' | 'companyEmployees' | 'companyEmployeesCount'
  | 'hrSalary' | 'hrSalaries' | 'hrSalariesCount'
  | 'accountingDocument' | 'accountingDocuments' | 'accountingDocumentsCount'
  | 'hrDocumentType' | 'hrDocumentTypes' | 'hrDocumentTypesCount'
  | 'hrDocument' | 'hrDocuments' | 'hrDocumentsCount'
  | 'hrSalaryWorkflow' | 'hrSalaryWorkflows' | 'hrSalaryWorkflowsCount'
  | 'hrSalaryWorkflowDocument' | 'hrSalaryWorkflowDocuments' | 'hrSalaryWorkflowDocumentsCount'
  | 'auditEvent' | 'auditEvents' | 'auditEventsCount'
  | 'hrMessage' | 'hrMessages' | 'hrMessagesCount';

/** Admin tools: the *effective* user's rights decide, so an admin acting as a client is refused like the client. */
export const adminTools = (scope: Scope) => mayUseAdminTools(scope.userFlags);

export const queryRules: Record<CustomQuery, OperationRule> = {
  me: rule('anyone', 'anyone; null when signed out'),
  myLanguage: rule('anyone', 'anyone; null when signed out'),
  isImpersonating: rule('anyone', 'anyone; false when signed out'),
  portalConfig: rule('signedIn', 'signed-in users; the manager link only for canAccessKeystone'),
  myNotificationDigest: rule('anyone', 'the signed-in user, their own choice; null when signed out'),
  currentImpersonation: rule('anyone', 'the signed-in user, about their own session; null otherwise'),
  myAccountUses: rule('signedIn', 'the signed-in user, about their own account'),
  mySessions: rule('signedIn', 'the signed-in user, their own sessions', { impersonation: 'sessions' }),
  adminUserSessions: rule(adminTools, 'admins (canAccessAllCompanies)'),
  adminUserStagedUploads: rule(adminTools, 'admins (canAccessAllCompanies)'),
  adminRecord: rule(adminTools, 'admins (canAccessAllCompanies)'),
  adminRecords: rule(adminTools, 'admins (canAccessAllCompanies)'),
  devOutbox: rule(adminTools, 'admins (canAccessAllCompanies), in development without SMTP only'),
  hrDocumentActions: rule('signedIn', 'whoever reads the employee (CompanyEmployee read filter)'),
  accountingDocumentFacets: rule('signedIn', 'whoever reads the company\'s accounting documents (read filter)'),
  newAccountingDocuments: rule('signedIn', 'whoever reads accounting documents (read filter)'),
  accountingDocumentsByReading: rule('signedIn', 'whoever reads the company\'s accounting documents (read filter)'),
  accountingEInvoice: rule('signedIn', 'whoever reads the accounting document stored as that file (read filter)'),
  hrMessageThreads: rule('signedIn', 'participants of each thread (HrMessage read filter)'),
  hrUnreadMessages: rule('signedIn', 'the signed-in user, their own unread count'),
  myNotifications: rule('signedIn', 'the signed-in user, their own notifications'),
  myUnreadNotificationsCount: rule('signedIn', 'the signed-in user, their own unread count'),
  pushPublicKey: rule('signedIn', 'signed-in users (the server\'s public key, the same for all)'),
};
