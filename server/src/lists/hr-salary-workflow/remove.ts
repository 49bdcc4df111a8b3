import { eq } from 'drizzle-orm';
import { authorizeWrite, commitWrite } from '../../access/run-write';
import { loadWriteTarget } from '../../access/write-target';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { hrSalaryWorkflowDocuments } from '../../db/schema';
import { lists } from '..';
import { notFound } from '../shared/errors';
import { workflowDocumentWrites } from './access';
import { lockWorkflow, settleWorkflow } from './workflow-state';

// Deleting a salary-control document (canRemoveSalaryWorkflowDocument): the row goes in one
// transaction with its audit event and the workflow's new status; its file leaves storage after the
// commit, so a failed delete never leaves a row pointing at nothing.

export const workflowRemoveMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
extend type Mutation {
  deleteHrSalaryWorkflowDocument(where: HrSalaryWorkflowDocumentWhereUniqueInput!): HrSalaryWorkflowDocument
}`,
  resolvers: {
    Mutation: {
      async deleteHrSalaryWorkflowDocument(_, { where }, context) {
        const document = await loadWriteTarget(context, lists, 'HrSalaryWorkflowDocument', where.id, 'Salary control document');
        const id = String(document.id);
        await authorizeWrite(context, workflowDocumentWrites, { list: 'HrSalaryWorkflowDocument', operation: 'delete', item: document });
        let removed: { fileKey: string | null; filename: string | null; workflowId: string } | undefined;
        await commitWrite(context, {
          list: 'HrSalaryWorkflowDocument',
          action: 'delete',
          details: () => ({ filename: removed?.filename ?? null, workflowId: removed?.workflowId }),
          write: async (tx) => {
            const locked = await lockWorkflow(tx, String(document.workflowId));
            const [deleted] = await tx
              .delete(hrSalaryWorkflowDocuments)
              .where(eq(hrSalaryWorkflowDocuments.id, id))
              .returning({ fileKey: hrSalaryWorkflowDocuments.fileKey, filename: hrSalaryWorkflowDocuments.filename });
            if (!deleted) throw notFound('Salary control document');
            removed = { ...deleted, workflowId: locked.id };
            await settleWorkflow(tx, context, locked, requireScope(context).userId);
            return id;
          },
        });
        if (removed?.fileKey) await context.storage.remove(removed.fileKey);
        return document;
      },
    },
  },
};
