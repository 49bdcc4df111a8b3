// One call of every root operation of the schema, against a target: the generated access matrix
// (access/access-matrix-generated.test.ts) runs each as every demo role. A new operation without a
// probe here fails that test, so it is tested the day it is added.
import type { Lists } from '../keystone/where';
import type { ListKey } from '../keystone/types';
import { pdf } from './salary-control';

/** The ids one target kind points at: home (company 1001), other (1003), hidden (1001's hidden employee). */
export interface Target {
  company: string;
  employee: string;
  user: string;
  salary: string;
  accountingDocument: string;
  /** The accounting document's stored file key. */
  accountingFile: string;
  hrDocument: string;
  hrDocumentType: string;
  workflow: string;
  workflowDocument: string;
  message: string;
  auditEvent: string;
}

export interface Probe {
  query: string;
  variables?: Record<string, unknown>;
  /** Sent as a GraphQL multipart request (its variables carry files). */
  upload?: boolean;
}

export interface OperationProbe {
  call(target: Target): Probe;
  /**
   * What of the target the call is about: its company, or its employee (whose hiding from HR must
   * hold), or nothing (the caller's own data, or the shared catalogue).
   */
  subject: 'company' | 'employee' | null;
  /** Whether an answer without error gives away something of the target (default: see leaks()). */
  leaked?(value: unknown): boolean;
}

/** An answer gives something away when it is a value: not null, not empty, not zero, not false. */
export function leaks(value: unknown): boolean {
  if (value == null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const own = (query: string): OperationProbe => ({ subject: null, call: () => ({ query }) });
const about =
  (subject: 'company' | 'employee') =>
  (call: (t: Target) => Probe, leaked?: (value: unknown) => boolean): OperationProbe => ({ subject, call, ...(leaked ? { leaked } : {}) });
const ofCompany = about('company');
const ofEmployee = about('employee');
/** Operations whose gate is a right of the caller, whatever the target (the matrix checks the gate). */
const gated = (call: (t: Target) => Probe): OperationProbe => ({ subject: null, call });

const LIST_TARGET: Record<ListKey, [keyof Target, 'company' | 'employee'] | null> = {
  User: ['user', 'employee'],
  Company: ['company', 'company'],
  CompanyEmployee: ['employee', 'employee'],
  HrSalary: ['salary', 'employee'],
  AccountingDocument: ['accountingDocument', 'company'],
  HrDocument: ['hrDocument', 'employee'],
  // The HR document type catalogue is the same for every company.
  HrDocumentType: null,
  HrSalaryWorkflow: ['workflow', 'company'],
  HrSalaryWorkflowDocument: ['workflowDocument', 'company'],
  AuditEvent: ['auditEvent', 'company'],
  HrMessage: ['message', 'employee'],
};

/** The three queries of every list: by id, in a list filtered to that id, and counted. */
export function listProbes(lists: Lists): Record<string, OperationProbe> {
  const probes: Record<string, OperationProbe> = {};
  for (const list of Object.values(lists)) {
    const found = LIST_TARGET[list.key];
    if (!found) {
      probes[list.singular] = own(`{ ${list.plural}(take: 1) { id } }`);
      probes[list.plural] = own(`{ ${list.plural}(take: 1) { id } }`);
      probes[`${list.plural}Count`] = own(`{ ${list.plural}Count }`);
      continue;
    }
    const [key, subject] = found;
    const byId = (query: string) => about(subject)((t) => ({ query, variables: { id: t[key] } }));
    probes[list.singular] = byId(`query($id: ID!) { ${list.singular}(where: { id: $id }) { id } }`);
    probes[list.plural] = byId(`query($id: ID!) { ${list.plural}(where: { id: { equals: $id } }) { id } }`);
    probes[`${list.plural}Count`] = byId(`query($id: ID!) { ${list.plural}Count(where: { id: { equals: $id } }) }`);
  }
  return probes;
}

const file = (name: string) => ({ upload: pdf(name) });
const PROBE_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/matrix-probe';

export const customProbes: Record<string, OperationProbe> = {
  // Queries about the caller.
  me: own('{ me { id } }'),
  myLanguage: own('{ myLanguage }'),
  isImpersonating: own('{ isImpersonating }'),
  portalConfig: own('{ portalConfig { managerUrl } }'),
  myNotificationDigest: own('{ myNotificationDigest }'),
  currentImpersonation: own('{ currentImpersonation { actorEmail } }'),
  myAccountUses: own('{ myAccountUses { id } }'),
  mySessions: own('{ mySessions { id } }'),
  hrUnreadMessages: own('{ hrUnreadMessages }'),
  myNotifications: own('{ myNotifications { id kind path } }'),
  myUnreadNotificationsCount: own('{ myUnreadNotificationsCount }'),
  pushPublicKey: own('{ pushPublicKey }'),
  newAccountingDocuments: own('{ newAccountingDocuments { count } }'),
  hrMessageThreads: own('{ hrMessageThreads { employee { id } } }'),
  devOutbox: own('{ devOutbox { subject } }'),
  // Admin tools.
  adminUserSessions: gated((t) => ({ query: 'query($id: ID!) { adminUserSessions(userId: $id) { id } }', variables: { id: t.user } })),
  adminUserStagedUploads: gated((t) => ({ query: 'query($id: ID!) { adminUserStagedUploads(userId: $id) { count } }', variables: { id: t.user } })),
  adminRecords: gated(() => ({ query: '{ adminRecords(list: "Company") { count } }' })),
  adminRecord: gated((t) => ({ query: 'query($id: ID!) { adminRecord(list: "Company", id: $id) { id } }', variables: { id: t.company } })),
  // Reads about a company or an employee.
  hrDocumentActions: ofCompany((t) => ({ query: 'query($c: ID!) { hrDocumentActions(company: $c) { employee { id } } }', variables: { c: t.company } })),
  accountingDocumentsByReading: ofCompany((t) => ({ query: 'query($c: ID!) { accountingDocumentsByReading(where: { company: $c }) { id } }', variables: { c: t.company } })),
  accountingEInvoice: ofCompany((t) => ({ query: 'query($f: String!) { accountingEInvoice(file: $f) { outcome } }', variables: { f: t.accountingFile } })),
  accountingDocumentFacets: ofCompany(
    (t) => ({ query: 'query($c: ID!) { accountingDocumentFacets(company: $c) { tags years } }', variables: { c: t.company } }),
    (value) => {
      const facets = value as { tags: unknown[]; years: unknown[] };
      return facets.tags.length > 0 || facets.years.length > 0;
    },
  ),
  // Signing in and out, and the caller's own settings.
  sendUserMagicAuthLink: own('mutation { sendUserMagicAuthLink(email: "nobody@demo.test") }'),
  redeemUserMagicAuthToken: own('mutation { redeemUserMagicAuthToken(email: "nobody@demo.test", token: "forged-token") { __typename } }'),
  signout: own('mutation { signout }'),
  signOutEverywhere: own('mutation { signOutEverywhere }'),
  startImpersonation: gated((t) => ({ query: 'mutation($id: ID!) { startImpersonation(userId: $id, reason: "Matrix probe") { __typename } }', variables: { id: t.user } })),
  stopImpersonation: own('mutation { stopImpersonation }'),
  updateMyProfileLanguage: own('mutation { updateMyProfileLanguage(language: "de") { status } }'),
  updateMyNotificationDigest: own('mutation { updateMyNotificationDigest(digest: off) }'),
  reportStagedUploads: own('mutation { reportStagedUploads(device: "matrix-device-1", count: 3) }'),
  // The caller's own devices and notifications (a device's subscription as a browser gives it).
  subscribePush: own(`mutation { subscribePush(subscription: { endpoint: "${PROBE_PUSH_ENDPOINT}", p256dh: "BIA42dvfO7bHdI2RfbTu32s03nOezg93bb20gcepyTiqia6PUBgVwoPg7RPuvafi7YgN96jVoJrY9SKuOqEv1Xo", auth: "IQEKHbCDgxIPSl4slfBwrg" }) }`),
  unsubscribePush: own(`mutation { unsubscribePush(endpoint: "${PROBE_PUSH_ENDPOINT}") }`),
  markNotificationsRead: own('mutation { markNotificationsRead(ids: ["matrix-none"]) }'),
  markAllNotificationsRead: own('mutation { markAllNotificationsRead }'),
  // Employees.
  updateNotificationSettings: ofEmployee((t) => ({
    query: 'mutation($id: ID!) { updateNotificationSettings(employee: { id: $id }, data: { settingWantsHRSalariesNotification: false }) { id } }',
    variables: { id: t.employee },
  })),
  createCompanyEmployee: ofCompany((t) => ({ query: 'mutation($c: ID!) { createCompanyEmployee(data: { name: "Matrix Probe", company: { connect: { id: $c } } }) { id } }', variables: { c: t.company } })),
  updateCompanyEmployee: gated((t) => ({ query: 'mutation($id: ID!) { updateCompanyEmployee(where: { id: $id }, data: { jobDescription: "Probe" }) { id } }', variables: { id: t.employee } })),
  updateHrProfile: ofEmployee(
    (t) => ({ query: 'mutation($id: ID!, $data: JSON!) { updateHrProfile(id: $id, data: $data) { error } }', variables: { id: t.employee, data: { city: 'Probe' } } }),
    (value) => (value as { error: boolean }).error === false,
  ),
  // Salary documents and salary control.
  createHrSalary: gated((t) => ({
    query: 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id } }',
    variables: { data: { date: '2026-01-01', employee: { connect: { id: t.employee } }, attachment: file('matrix-slip') } },
    upload: true,
  })),
  createHrSalaryWorkflow: gated((t) => ({
    query: 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id } }',
    variables: { data: { date: '2031-01-01', company: { connect: { id: t.company } }, documents: { create: [{ document: file('matrix-control') }] } } },
    upload: true,
  })),
  createHrSalaryWorkflowDocument: gated((t) => ({
    query: 'mutation($data: HrSalaryWorkflowDocumentCreateInput!) { createHrSalaryWorkflowDocument(data: $data) { id } }',
    variables: { data: { workflow: { connect: { id: t.workflow } }, document: file('matrix-control-2') } },
    upload: true,
  })),
  updateHrSalaryWorkflowDocument: ofCompany((t) => ({
    query: 'mutation($id: ID!) { updateHrSalaryWorkflowDocument(where: { id: $id }, data: { status: approved }) { id } }',
    variables: { id: t.workflowDocument },
  })),
  deleteHrSalaryWorkflowDocument: gated((t) => ({ query: 'mutation($id: ID!) { deleteHrSalaryWorkflowDocument(where: { id: $id }) { id } }', variables: { id: t.workflowDocument } })),
  // Accounting.
  // With allowDuplicate (its field rule, judged with the create's): every argument of the upload goes
  // through the matrix; the plain upload is access-matrix-uploads.test.ts's.
  createAccountingDocument: ofCompany((t) => ({
    query: 'mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id } }',
    variables: { data: { type: 'other', date: '2026-01-01', company: { connect: { id: t.company } }, attachment: file('matrix-invoice'), allowDuplicate: true } },
    upload: true,
  })),
  markAccountingDocumentsSeen: ofCompany((t) => ({ query: 'mutation($c: ID!) { markAccountingDocumentsSeen(company: $c) }', variables: { c: t.company } })),
  confirmAccountingReading: ofCompany((t) => ({
    query: 'mutation($d: ID!) { confirmAccountingReading(document: $d, values: [{ name: "invoiceNumber", value: "MATRIX-1" }]) { id } }',
    variables: { d: t.accountingDocument },
  })),
  // HR documents.
  createHrDocument: ofEmployee((t) => ({
    query: 'mutation($data: HrDocumentCreateInput!) { createHrDocument(data: $data) { id } }',
    variables: { data: { employee: { connect: { id: t.employee } }, type: { connect: { id: t.hrDocumentType } }, attachment: file('matrix-diploma') } },
    upload: true,
  })),
  updateHrDocuments: ofEmployee((t) => ({
    query: 'mutation($id: ID!) { updateHrDocuments(data: [{ where: { id: $id }, data: { requestedRemoval: true } }]) { id } }',
    variables: { id: t.hrDocument },
  })),
  deleteHrDocuments: gated((t) => ({ query: 'mutation($id: ID!) { deleteHrDocuments(where: [{ id: $id }]) { id } }', variables: { id: t.hrDocument } })),
  createHrDocumentType: gated(() => ({ query: 'mutation { createHrDocumentType(data: { name: "Matrix probe" }) { id } }' })),
  updateHrDocumentType: gated((t) => ({ query: 'mutation($id: ID!) { updateHrDocumentType(where: { id: $id }, data: { appShowExpiringInfoInDays: 5 }) { id } }', variables: { id: t.hrDocumentType } })),
  updateHrDocumentTypes: gated((t) => ({ query: 'mutation($id: ID!) { updateHrDocumentTypes(data: [{ where: { id: $id }, data: { manualOrder: 9 } }]) { id } }', variables: { id: t.hrDocumentType } })),
  deleteHrDocumentType: gated((t) => ({ query: 'mutation($id: ID!) { deleteHrDocumentType(where: { id: $id }) { id } }', variables: { id: t.hrDocumentType } })),
  // Messages.
  createHrMessage: ofEmployee((t) => ({ query: 'mutation($id: ID!) { createHrMessage(data: { employee: { connect: { id: $id } }, body: "Probe" }) { id } }', variables: { id: t.employee } })),
  markHrMessagesRead: ofEmployee((t) => ({ query: 'mutation($id: ID!) { markHrMessagesRead(employee: { id: $id }) }', variables: { id: t.employee } })),
  // The manager: companies and accounts.
  createCompany: gated(() => ({ query: 'mutation { createCompany(data: { code: "7999", name: "Probe" }) { id } }' })),
  updateCompany: gated((t) => ({ query: 'mutation($id: ID!) { updateCompany(where: { id: $id }, data: { name: "Probe" }) { id } }', variables: { id: t.company } })),
  deleteCompany: gated((t) => ({ query: 'mutation($id: ID!) { deleteCompany(where: { id: $id }) { id } }', variables: { id: t.company } })),
  createUser: gated(() => ({ query: 'mutation { createUser(data: { email: "matrix.probe@demo.test" }) { id } }' })),
  updateUser: gated((t) => ({ query: 'mutation($id: ID!) { updateUser(where: { id: $id }, data: { name: "Probe" }) { id } }', variables: { id: t.user } })),
  deleteUser: gated((t) => ({ query: 'mutation($id: ID!) { deleteUser(where: { id: $id }) { id } }', variables: { id: t.user } })),
  // Exports.
  downloadArchiveUrl: ofEmployee((t) => ({ query: 'mutation($id: ID!) { downloadArchiveUrl(list: HrSalary, ids: [$id]) }', variables: { id: t.salary } })),
};
