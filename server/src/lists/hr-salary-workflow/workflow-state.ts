import { eq } from 'drizzle-orm';
import { releaseChange, workflowStatusOf } from '../../../../src/domain/workflow-status';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/client';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import { auditAs } from '../../audit/record';
import { notFound } from '../shared/errors';

export type WorkflowRow = typeof hrSalaryWorkflows.$inferSelect;

/**
 * Every change to a workflow's documents starts by locking the workflow row, so two reviews of
 * different documents finishing together both see each other when the status is derived (neither
 * release is missed) and two reviews of one document queue up for the version check.
 */
export async function lockWorkflow(tx: Db, workflowId: string): Promise<WorkflowRow> {
  const [row] = await tx.select().from(hrSalaryWorkflows).where(eq(hrSalaryWorkflows.id, workflowId)).for('update');
  if (!row) throw notFound('Salary control');
  return row;
}

/** Whether a document is the latest version of its item (no other version replaces it). */
export async function isCurrentVersion(tx: Db, documentId: string): Promise<boolean> {
  const newer = await tx.select({ id: hrSalaryWorkflowDocuments.id }).from(hrSalaryWorkflowDocuments).where(eq(hrSalaryWorkflowDocuments.replacesId, documentId)).limit(1);
  return newer.length === 0;
}

/**
 * Derives the status from the documents as they now are and keeps the release (who, when): the
 * last approval releases the month; a later upload or rejection reopens it, visibly (reopenedAt).
 */
export async function settleWorkflow(tx: Db, context: GraphQLContext, workflow: WorkflowRow, actorId: string): Promise<void> {
  const documents = await tx
    .select({ id: hrSalaryWorkflowDocuments.id, status: hrSalaryWorkflowDocuments.status, replacesId: hrSalaryWorkflowDocuments.replacesId })
    .from(hrSalaryWorkflowDocuments)
    .where(eq(hrSalaryWorkflowDocuments.workflowId, workflow.id));
  const status = workflowStatusOf(documents);
  const change = releaseChange(status, workflow);
  const now = new Date();
  await tx
    .update(hrSalaryWorkflows)
    .set({
      status,
      ...(change === 'release' ? { releasedAt: now, releasedById: actorId, reopenedAt: null } : {}),
      ...(change === 'reopen' ? { reopenedAt: now } : {}),
    })
    .where(eq(hrSalaryWorkflows.id, workflow.id));
  if (change !== 'none') await auditAs(tx, context, { action: change, list: 'HrSalaryWorkflow', itemId: workflow.id });
}
