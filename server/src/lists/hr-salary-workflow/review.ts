import { and, eq, sql } from 'drizzle-orm';
import { isReviewDecision } from '../../../../src/domain/enums';
import { runWrite } from '../../access/run-write';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { badInput, conflict, notFound } from '../shared/errors';
import { workflowDocumentWrites } from './access';
import { feedbackText } from './feedback';
import { isCurrentVersion, lockWorkflow, settleWorkflow } from './workflow-state';

// The client company's review of one document: approve, or reject with feedback. Reviews of the
// same document never overwrite each other unseen: a review names the version it saw
// (`expectedVersion`); without it (a Keystone client) only a pending document can be reviewed.

export const workflowReviewMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrSalaryWorkflowDocumentUpdateInput {
  status: HrSalaryWorkflowDocumentStatusType
  feedback: String
  "The document's version the reviewer saw; a newer one means someone else reviewed it meanwhile (an extension beyond Keystone)."
  expectedVersion: Int
}

extend type Mutation {
  updateHrSalaryWorkflowDocument(where: HrSalaryWorkflowDocumentWhereUniqueInput!, data: HrSalaryWorkflowDocumentUpdateInput!): HrSalaryWorkflowDocument
}`,
  resolvers: {
    Mutation: {
      async updateHrSalaryWorkflowDocument(_, { where, data }, context) {
        const document = await findOne(lists, lists.HrSalaryWorkflowDocument, context, where.id);
        if (!document) throw notFound('Salary control document');
        const [workflow] = await context.db
          .select({ companyId: hrSalaryWorkflows.companyId, createdById: hrSalaryWorkflows.createdById })
          .from(hrSalaryWorkflows)
          .where(eq(hrSalaryWorkflows.id, String(document.workflowId)));
        if (!workflow) throw notFound('Salary control');
        const feedback = feedbackText(data.feedback);
        const status = data.status;
        if (!isReviewDecision(status)) throw badInput('A review approves or rejects the document');
        if (status === 'rejected' && !feedback) throw badInput('Feedback is required to reject a document');
        const seen = data.expectedVersion;
        const id = String(document.id);
        const item = { ...document, companyId: workflow.companyId, workflowCreatedById: workflow.createdById };
        const reviewerId = requireScope(context).userId;
        return runWrite(context, lists, workflowDocumentWrites, { list: 'HrSalaryWorkflowDocument', operation: 'update', item, changes: { status, feedback } }, {
          action: 'review',
          details: { status },
          notify: () => [{ kind: 'salaryWorkflowDocumentReviewed', documentId: id, status }],
          write: async (tx) => {
            const locked = await lockWorkflow(tx, String(document.workflowId));
            if (!(await isCurrentVersion(tx, id))) throw conflict('This document has a newer version: review that one');
            const reviewed = await tx
              .update(hrSalaryWorkflowDocuments)
              .set({ status, feedback, reviewedAt: new Date(), reviewedById: reviewerId, version: sql`${hrSalaryWorkflowDocuments.version} + 1` })
              .where(
                and(
                  eq(hrSalaryWorkflowDocuments.id, id),
                  seen != null ? eq(hrSalaryWorkflowDocuments.version, seen) : eq(hrSalaryWorkflowDocuments.status, 'pending'),
                ),
              )
              .returning({ id: hrSalaryWorkflowDocuments.id });
            if (reviewed.length === 0) throw conflict('Someone else reviewed this document meanwhile. Their review is shown now: check it before you review again.');
            await settleWorkflow(tx, context, locked, reviewerId);
            return id;
          },
        });
      },
    },
  },
};
