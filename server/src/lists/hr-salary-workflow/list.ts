import type { SQL } from 'drizzle-orm';
import { WORKFLOW_DOCUMENT_STATUSES, WORKFLOW_STATUSES } from '../../../../src/domain/enums';
import { inIds, inReadable } from '../../access/scope';
import { reviewerCompanies } from '../../access/payroll';
import type { GraphQLContext } from '../../context';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { columnKey } from '../../keystone/build-list-schema';
import type { FieldDef, ListDef } from '../../keystone/types';
import { userDisplayName } from '../shared/rows-by-id';

/**
 * The name of who created, reviewed or released, for everyone who reads the workflow: the
 * company's reviewers cannot read the fiduciary's user records (User's access), yet the thread
 * must say who wrote each part. Only the display name (or email when unnamed) leaves the server.
 */
function actorName(table: PgTable, column: AnyPgColumn): FieldDef {
  const key = columnKey(table, column);
  return {
    kind: 'virtual',
    graphqlType: 'String',
    resolve(row, context) {
      const id = row[key];
      return typeof id === 'string' ? userDisplayName(context, id) : null;
    },
  };
}

/**
 * Salary control: the fiduciary's payroll staff see every workflow; in a client company its
 * reviewers (canAccessSalaryWorkflow) and HR see that company's.
 */
export function workflowReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = context.scope;
  if (!scope) return false;
  if (scope.provider.humanResources) return true;
  return inIds(hrSalaryWorkflows.companyId, reviewerCompanies(scope));
}

export const hrSalaryWorkflowList: ListDef = {
  key: 'HrSalaryWorkflow',
  singular: 'hrSalaryWorkflow',
  plural: 'hrSalaryWorkflows',
  table: hrSalaryWorkflows,
  idColumn: hrSalaryWorkflows.id,
  fields: {
    id: { kind: 'id', column: hrSalaryWorkflows.id },
    // Stored, recomputed with every document change (workflow-state.ts), so it filters in SQL.
    status: { kind: 'select', column: hrSalaryWorkflows.status, enumName: 'HrSalaryWorkflowStatusType', values: WORKFLOW_STATUSES },
    date: { kind: 'calendarDay', column: hrSalaryWorkflows.date },
    company: { kind: 'one', ref: 'Company', column: hrSalaryWorkflows.companyId },
    documents: { kind: 'many', ref: 'HrSalaryWorkflowDocument', foreignColumn: hrSalaryWorkflowDocuments.workflowId },
    releasedAt: { kind: 'timestamp', column: hrSalaryWorkflows.releasedAt },
    releasedBy: { kind: 'one', ref: 'User', column: hrSalaryWorkflows.releasedById, filter: false },
    releasedByName: actorName(hrSalaryWorkflows, hrSalaryWorkflows.releasedById),
    reopenedAt: { kind: 'timestamp', column: hrSalaryWorkflows.reopenedAt },
    createdAt: { kind: 'timestamp', column: hrSalaryWorkflows.createdAt },
    createdBy: { kind: 'one', ref: 'User', column: hrSalaryWorkflows.createdById, filter: false },
    createdByName: actorName(hrSalaryWorkflows, hrSalaryWorkflows.createdById),
    updateAt: { kind: 'timestamp', column: hrSalaryWorkflows.updatedAt },
  },
  readFilter: workflowReadFilter,
  readers: 'the fiduciary\'s payroll staff; the company\'s reviewers (canAccessSalaryWorkflow) and HR',
};

export const hrSalaryWorkflowDocumentList: ListDef = {
  key: 'HrSalaryWorkflowDocument',
  singular: 'hrSalaryWorkflowDocument',
  plural: 'hrSalaryWorkflowDocuments',
  table: hrSalaryWorkflowDocuments,
  idColumn: hrSalaryWorkflowDocuments.id,
  fields: {
    id: { kind: 'id', column: hrSalaryWorkflowDocuments.id },
    document: { kind: 'file', keyColumn: hrSalaryWorkflowDocuments.fileKey },
    status: {
      kind: 'select',
      column: hrSalaryWorkflowDocuments.status,
      enumName: 'HrSalaryWorkflowDocumentStatusType',
      values: WORKFLOW_DOCUMENT_STATUSES,
    },
    feedback: { kind: 'text', column: hrSalaryWorkflowDocuments.feedback },
    feedbackFg: { kind: 'text', column: hrSalaryWorkflowDocuments.feedbackFg },
    // The earlier version this one corrects (null for a first version).
    replaces: { kind: 'one', ref: 'HrSalaryWorkflowDocument', column: hrSalaryWorkflowDocuments.replacesId },
    // Bumped by every review; a review sends the version it saw (expectedVersion).
    version: { kind: 'int', column: hrSalaryWorkflowDocuments.version },
    createdAt: { kind: 'timestamp', column: hrSalaryWorkflowDocuments.createdAt },
    createdBy: { kind: 'one', ref: 'User', column: hrSalaryWorkflowDocuments.createdById, filter: false },
    createdByName: actorName(hrSalaryWorkflowDocuments, hrSalaryWorkflowDocuments.createdById),
    reviewedAt: { kind: 'timestamp', column: hrSalaryWorkflowDocuments.reviewedAt },
    reviewedBy: { kind: 'one', ref: 'User', column: hrSalaryWorkflowDocuments.reviewedById, filter: false },
    reviewedByName: actorName(hrSalaryWorkflowDocuments, hrSalaryWorkflowDocuments.reviewedById),
    workflow: { kind: 'one', ref: 'HrSalaryWorkflow', column: hrSalaryWorkflowDocuments.workflowId },
  },
  readFilter: (context) => inReadable(hrSalaryWorkflowDocuments.workflowId, hrSalaryWorkflows.id, hrSalaryWorkflows, workflowReadFilter(context)),
  readers: 'whoever reads its salary control',
};
