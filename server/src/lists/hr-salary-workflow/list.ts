import { asc, eq, type SQL } from 'drizzle-orm';
import { WORKFLOW_DOCUMENT_STATUSES, WORKFLOW_STATUSES } from '../../../../src/domain/enums';
import { deriveWorkflowStatus } from '../../../../src/domain/workflow-status';
import { inIds, inReadable } from '../../access/scope';
import type { GraphQLContext } from '../../context';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import type { ListDef, Row } from '../../keystone/types';

export const workflowExtraTypeDefs = `enum HrSalaryWorkflowStatusType {\n${WORKFLOW_STATUSES.map((s) => `  ${s}`).join('\n')}\n}`;

/**
 * Salary control: the fiduciary's payroll staff, and in the client company the reviewers
 * (canAccessSalaryWorkflow) and HR.
 */
export function workflowReadFilter(context: GraphQLContext): SQL | boolean {
  const scope = context.scope;
  if (!scope) return false;
  if (scope.provider.humanResources) return true;
  const companies = [...new Set([...scope.companiesWith('canAccessSalaryWorkflow'), ...scope.companiesWith('canManageHumanResources')])];
  return inIds(hrSalaryWorkflows.companyId, companies);
}

async function workflowStatus(row: Row, context: GraphQLContext) {
  const docs = await context.db
    .select({ status: hrSalaryWorkflowDocuments.status })
    .from(hrSalaryWorkflowDocuments)
    .where(eq(hrSalaryWorkflowDocuments.workflowId, String(row.id)))
    .orderBy(asc(hrSalaryWorkflowDocuments.id));
  return deriveWorkflowStatus(docs.map((d) => d.status));
}

export const hrSalaryWorkflowList: ListDef = {
  key: 'HrSalaryWorkflow',
  singular: 'hrSalaryWorkflow',
  plural: 'hrSalaryWorkflows',
  table: hrSalaryWorkflows,
  idColumn: hrSalaryWorkflows.id,
  fields: {
    id: { kind: 'id', column: hrSalaryWorkflows.id },
    status: { kind: 'virtual', graphqlType: 'HrSalaryWorkflowStatusType', resolve: workflowStatus },
    date: { kind: 'calendarDay', column: hrSalaryWorkflows.date },
    company: { kind: 'one', ref: 'Company', column: hrSalaryWorkflows.companyId },
    documents: { kind: 'many', ref: 'HrSalaryWorkflowDocument', foreignColumn: hrSalaryWorkflowDocuments.workflowId },
    createdAt: { kind: 'timestamp', column: hrSalaryWorkflows.createdAt },
    createdBy: { kind: 'one', ref: 'User', column: hrSalaryWorkflows.createdById, filter: false },
    updateAt: { kind: 'timestamp', column: hrSalaryWorkflows.updatedAt },
  },
  readFilter: workflowReadFilter,
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
    createdAt: { kind: 'timestamp', column: hrSalaryWorkflowDocuments.createdAt },
    createdBy: { kind: 'one', ref: 'User', column: hrSalaryWorkflowDocuments.createdById, filter: false },
    reviewedAt: { kind: 'timestamp', column: hrSalaryWorkflowDocuments.reviewedAt },
    reviewedBy: { kind: 'one', ref: 'User', column: hrSalaryWorkflowDocuments.reviewedById, filter: false },
    workflow: { kind: 'one', ref: 'HrSalaryWorkflow', column: hrSalaryWorkflowDocuments.workflowId },
  },
  readFilter: (context) => inReadable(hrSalaryWorkflowDocuments.workflowId, hrSalaryWorkflows.id, hrSalaryWorkflows, workflowReadFilter(context)),
};
