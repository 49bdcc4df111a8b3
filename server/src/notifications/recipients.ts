import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  accountingDocuments,
  companies,
  companyEmployees,
  hrDocuments,
  hrDocumentTypes,
  hrMessages,
  hrSalaries,
  hrSalaryWorkflowDocuments,
  hrSalaryWorkflows,
  users,
} from '../db/schema';
import type { NotificationEvent } from './events';
import { employeeAddress } from '../../../src/domain/employee-address';
import { withTranslations } from './localized-params';

/** One notification to write: who, which mail text, and the names and link it shows. */
export interface Recipient {
  userId: string;
  kind: string;
  params: Record<string, string>;
}

/** `2025-11-01` → `11.2025`, the spec's month format. */
function period(day: string): string {
  return `${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

/** Users of the company's employee records matching `condition` (not archived, signed-in users only). */
async function companyStaff(db: Db, companyId: string, condition: SQL | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: companyEmployees.userId })
    .from(companyEmployees)
    .where(and(eq(companyEmployees.companyId, companyId), eq(companyEmployees.isArchived, false), sql`${companyEmployees.userId} is not null`, condition));
  return rows.map((r) => r.userId).filter((id): id is string => id != null);
}

const isReviewer = or(eq(companyEmployees.canAccessSalaryWorkflow, true), eq(companyEmployees.canManageHumanResources, true));

async function salaryDocumentCreated(db: Db, salaryId: string): Promise<Recipient[]> {
  // Only the three columns the notice uses, not the employee's whole row (its profile included): one
  // such job runs for every slip uploaded.
  const [row] = await db
    .select({
      type: hrSalaries.type,
      date: hrSalaries.date,
      userId: companyEmployees.userId,
      wantsNotice: companyEmployees.settingWantsHRSalariesNotification,
      employeeName: companyEmployees.name,
      employeeId: companyEmployees.id,
    })
    .from(hrSalaries)
    .innerJoin(companyEmployees, eq(companyEmployees.id, hrSalaries.employeeId))
    .where(eq(hrSalaries.id, salaryId));
  if (!row?.userId || !row.wantsNotice) return [];
  return [{ userId: row.userId, kind: `salary.${row.type}`, params: { employeeName: row.employeeName, period: period(row.date), path: employeeAddress(row.employeeId, 'salaries') } }];
}

async function workflowOf(db: Db, workflowId: string) {
  const [row] = await db
    .select({ id: hrSalaryWorkflows.id, date: hrSalaryWorkflows.date, companyId: companies.id, companyName: companies.name, createdById: hrSalaryWorkflows.createdById })
    .from(hrSalaryWorkflows)
    .innerJoin(companies, eq(companies.id, hrSalaryWorkflows.companyId))
    .where(eq(hrSalaryWorkflows.id, workflowId));
  return row;
}

async function salaryWorkflowDocumentsAdded(db: Db, workflowId: string): Promise<Recipient[]> {
  const workflow = await workflowOf(db, workflowId);
  if (!workflow) return [];
  const reviewers = await companyStaff(db, workflow.companyId, and(isReviewer, eq(companyEmployees.settingWantsSalaryWorkflowNotification, true)));
  const params = { companyName: workflow.companyName, period: period(workflow.date), path: `/salary-control/${workflow.id}` };
  return reviewers.map((userId) => ({ userId, kind: 'salaryWorkflowDocumentsAdded', params }));
}

/** The outcome goes to the workflow's creator (the fiduciary's payroll) and the company's other reviewers. */
async function salaryWorkflowDocumentReviewed(db: Db, documentId: string, status: 'approved' | 'rejected'): Promise<Recipient[]> {
  const [document] = await db.select().from(hrSalaryWorkflowDocuments).where(eq(hrSalaryWorkflowDocuments.id, documentId));
  const workflow = document && (await workflowOf(db, document.workflowId));
  if (!document || !workflow) return [];
  const reviewers = await companyStaff(db, workflow.companyId, and(isReviewer, eq(companyEmployees.settingWantsSalaryWorkflowNotification, true)));
  const userIds = new Set([...reviewers, ...(workflow.createdById ? [workflow.createdById] : [])]);
  if (document.reviewedById) userIds.delete(document.reviewedById);
  const params = { companyName: workflow.companyName, period: period(workflow.date), path: `/salary-control/${workflow.id}` };
  return [...userIds].map((userId) => ({ userId, kind: `salaryWorkflowDocumentReviewed.${status}`, params }));
}

/** Only documents from the fiduciary: an upload by one of the company's own staff notifies nobody. */
async function accountingDocumentCreated(db: Db, documentId: string): Promise<Recipient[]> {
  const [document] = await db
    .select({ type: accountingDocuments.type, companyId: companies.id, companyName: companies.name, createdById: accountingDocuments.createdById })
    .from(accountingDocuments)
    .innerJoin(companies, eq(companies.id, accountingDocuments.companyId))
    .where(eq(accountingDocuments.id, documentId));
  if (!document) return [];
  if (document.createdById) {
    const ownStaff = await companyStaff(db, document.companyId, eq(companyEmployees.userId, document.createdById));
    if (ownStaff.length > 0) return [];
  }
  const tax = document.type === 'tax';
  const right = tax ? eq(companyEmployees.canAccessTaxation, true) : eq(companyEmployees.canAccessFinance, true);
  const readers = await companyStaff(db, document.companyId, and(right, eq(companyEmployees.settingWantsAccountingNotification, true)));
  const params = { companyName: document.companyName, path: tax ? '/taxation' : '/accounting' };
  return readers.map((userId) => ({ userId, kind: 'accountingDocumentCreated', params }));
}

async function hrDocumentOf(db: Db, documentId: string) {
  const [row] = await db
    .select({ typeName: hrDocumentTypes.name, typeNames: hrDocumentTypes.nameTranslations, employee: companyEmployees })
    .from(hrDocuments)
    .innerJoin(companyEmployees, eq(companyEmployees.id, hrDocuments.employeeId))
    .innerJoin(hrDocumentTypes, eq(hrDocumentTypes.id, hrDocuments.typeId))
    .where(eq(hrDocuments.id, documentId));
  return row;
}

async function hrDocumentReviewed(db: Db, documentId: string, outcome: 'approved' | 'declined'): Promise<Recipient[]> {
  const document = await hrDocumentOf(db, documentId);
  if (!document?.employee.userId || !document.employee.hrDocumentNotification) return [];
  const params = { ...withTranslations('documentType', document.typeName, document.typeNames), employeeName: document.employee.name, path: employeeAddress(document.employee.id, 'documents') };
  return [{ userId: document.employee.userId, kind: `hrDocumentReviewed.${outcome}`, params }];
}

/**
 * The company's HR who hear of an employee's events: none for an employee hidden in HR (decisions.md:
 * hidden from company HR with everything of theirs, notifications included).
 */
async function companyHrOf(db: Db, employee: { companyId: string; isHiddenInHr: boolean }, condition?: SQL): Promise<string[]> {
  if (employee.isHiddenInHr) return [];
  return companyStaff(db, employee.companyId, and(eq(companyEmployees.canManageHumanResources, true), condition));
}

/** The employee and the company's HR, each if their hrDocumentNotification is on. */
async function hrDocumentExpiring(db: Db, documentId: string, daysLeft: number): Promise<Recipient[]> {
  const document = await hrDocumentOf(db, documentId);
  if (!document) return [];
  const hr = await companyHrOf(db, document.employee, eq(companyEmployees.hrDocumentNotification, true));
  const userIds = new Set(hr);
  if (document.employee.userId && document.employee.hrDocumentNotification) userIds.add(document.employee.userId);
  const params = { ...withTranslations('documentType', document.typeName, document.typeNames), employeeName: document.employee.name, days: String(daysLeft), path: employeeAddress(document.employee.id, 'documents') };
  return [...userIds].map((userId) => ({ userId, kind: 'hrDocumentExpiring', params }));
}

/**
 * A message notifies the thread's other participants: the employee, the company's HR (none for a
 * hidden employee), and the fiduciary staff who have written in this thread before (not every
 * fiduciary HR user, for every message of every client). An earlier author who is not fiduciary
 * staff is told only as the employee or as current company HR: company HR who wrote before the
 * employee was hidden, or who lost the role since, no longer reads the thread.
 */
async function hrMessageCreated(db: Db, messageId: string): Promise<Recipient[]> {
  const author = alias(users, 'author');
  const [message] = await db
    .select({ employee: companyEmployees, authorId: hrMessages.authorId, authorName: author.name, authorEmail: author.email })
    .from(hrMessages)
    .innerJoin(companyEmployees, eq(companyEmployees.id, hrMessages.employeeId))
    .innerJoin(author, eq(author.id, hrMessages.authorId))
    .where(eq(hrMessages.id, messageId));
  if (!message) return [];
  const hr = await companyHrOf(db, message.employee);
  const earlierAuthors = await db
    .selectDistinct({ userId: hrMessages.authorId })
    .from(hrMessages)
    .innerJoin(users, eq(users.id, hrMessages.authorId))
    .where(and(eq(hrMessages.employeeId, message.employee.id), ne(hrMessages.id, messageId), or(eq(users.canAccessAllCompanies, true), eq(users.canManageHumanResources, true))));
  const userIds = new Set([...hr, ...earlierAuthors.map((r) => r.userId)]);
  if (message.employee.userId) userIds.add(message.employee.userId);
  userIds.delete(message.authorId);
  const params = { authorName: message.authorName || message.authorEmail, employeeName: message.employee.name, path: employeeAddress(message.employee.id, 'messages') };
  return [...userIds].map((userId) => ({ userId, kind: 'hrMessageCreated', params }));
}

function candidates(db: Db, event: NotificationEvent): Promise<Recipient[]> {
  switch (event.kind) {
    case 'salaryDocumentCreated':
      return salaryDocumentCreated(db, event.salaryId);
    case 'salaryWorkflowDocumentsAdded':
      return salaryWorkflowDocumentsAdded(db, event.workflowId);
    case 'salaryWorkflowDocumentReviewed':
      return salaryWorkflowDocumentReviewed(db, event.documentId, event.status);
    case 'accountingDocumentCreated':
      return accountingDocumentCreated(db, event.documentId);
    case 'hrDocumentReviewed':
      return hrDocumentReviewed(db, event.documentId, event.outcome);
    case 'hrDocumentExpiring':
      return hrDocumentExpiring(db, event.documentId, event.daysLeft);
    case 'hrMessageCreated':
      return hrMessageCreated(db, event.messageId);
  }
}

/** Who hears of `event`: its candidates, less users who may not sign in or chose no mail at all. */
export async function recipientsOf(db: Db, event: NotificationEvent): Promise<Recipient[]> {
  const found = await candidates(db, event);
  if (found.length === 0) return [];
  const reachable = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(found.map((r) => r.userId))]), eq(users.canSignInToApp, true), ne(users.notificationDigest, 'off')));
  const ids = new Set(reachable.map((u) => u.id));
  return found.filter((r) => ids.has(r.userId));
}
