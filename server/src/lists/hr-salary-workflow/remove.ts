import { eq } from 'drizzle-orm';
import { mayRemoveWorkflowDocument } from '../../access/payroll';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import type { Db } from '../../db/client';
import { hrSalaryWorkflowDocuments } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { forbidden, notFound } from '../shared/errors';
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
        const scope = requireScope(context);
        if (!mayRemoveWorkflowDocument(scope)) throw forbidden('You do not have permission to delete salary control documents');
        const document = await findOne(lists, lists.HrSalaryWorkflowDocument, context, where.id);
        if (!document) throw notFound('Salary control document');
        const id = String(document.id);
        const [row] = await context.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const locked = await lockWorkflow(tx, String(document.workflowId));
          const deleted = await tx
            .delete(hrSalaryWorkflowDocuments)
            .where(eq(hrSalaryWorkflowDocuments.id, id))
            .returning({ fileKey: hrSalaryWorkflowDocuments.fileKey, filename: hrSalaryWorkflowDocuments.filename });
          if (deleted.length === 0) throw notFound('Salary control document');
          await auditAs(tx, context, { action: 'delete', list: 'HrSalaryWorkflowDocument', itemId: id, details: { filename: deleted[0]?.filename ?? null, workflowId: locked.id } });
          await settleWorkflow(tx, context, locked, scope.userId);
          return deleted;
        });
        if (row?.fileKey) await context.storage.remove(row.fileKey);
        return document;
      },
    },
  },
};
