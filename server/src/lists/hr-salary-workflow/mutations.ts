import { mayCreateWorkflows } from '../../access/payroll';
import { requireScope, type Scope } from '../../access/scope';
import type { GraphQLContext, SchemaModule } from '../../context';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import { findOne } from '../../keystone/query';
import type { FileFieldInput, InputMaybe } from '../../schema/resolvers.gen';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { createWithFiles, fileColumns, type UploadRequest } from '../shared/create-with-files';
import { badInput, conflict, forbidden, isUniqueViolation } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { enqueueNotification } from '../../notifications';
import { feedbackText } from './feedback';
import { isCurrentVersion, lockWorkflow, settleWorkflow } from './workflow-state';

// Optional in the schema: a nested document may come without a file yet.
type FileInput = InputMaybe<FileFieldInput> | undefined;

function requireSalaryStaff(context: GraphQLContext): Scope {
  const scope = requireScope(context);
  if (!mayCreateWorkflows(scope)) throw forbidden('You do not have permission to access accounting');
  return scope;
}

const pdfs = (files: FileInput[]): UploadRequest[] =>
  files.filter((f): f is NonNullable<FileInput> => Boolean(f)).map((f) => ({ upload: f.upload, accept: ['pdf'] as const }));

export const workflowCreateMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrSalaryWorkflowDocumentCreateNestedInput {
  document: FileFieldInput
  feedbackFg: String
}

input HrSalaryWorkflowDocumentRelateToManyForCreateInput {
  create: [HrSalaryWorkflowDocumentCreateNestedInput!]
}

input HrSalaryWorkflowCreateInput {
  company: CompanyRelateToOneForCreateInput
  date: CalendarDay
  documents: HrSalaryWorkflowDocumentRelateToManyForCreateInput
  uploadKey: String
}

input HrSalaryWorkflowDocumentCreateInput {
  document: FileFieldInput
  feedbackFg: String
  workflow: HrSalaryWorkflowRelateToOneForCreateInput
  "The document this one corrects: the new one is its next version (an extension beyond Keystone)."
  replaces: HrSalaryWorkflowDocumentRelateToOneForCreateInput
  uploadKey: String
}

extend type Mutation {
  createHrSalaryWorkflow(data: HrSalaryWorkflowCreateInput!): HrSalaryWorkflow
  createHrSalaryWorkflowDocument(data: HrSalaryWorkflowDocumentCreateInput!): HrSalaryWorkflowDocument
}`,
  resolvers: {
    Mutation: {
      async createHrSalaryWorkflow(_, { data }, context) {
        const scope = requireSalaryStaff(context);
        const { date } = data;
        if (!date) throw badInput('A date is required');
        const company = await connectOne(context, 'Company', data.company, 'Company');
        const documents = data.documents?.create ?? [];
        if (documents.length > 50) throw badInput('At most 50 documents per salary control');
        const feedbacks = documents.map((d) => feedbackText(d.feedbackFg));
        try {
          return await createWithFiles({
            context,
            table: hrSalaryWorkflows,
            uploadKey: data.uploadKey,
            files: pdfs(documents.map((d) => d.document)),
            async insert(tx, stored) {
              const [workflow] = await tx
                .insert(hrSalaryWorkflows)
                .values({ companyId: String(company.id), date, createdById: scope.userId, uploadKey: data.uploadKey ?? null })
                .returning({ id: hrSalaryWorkflows.id });
              const workflowId = String(workflow?.id);
              let next = 0;
              const documentIds: string[] = [];
              for (const [i, doc] of documents.entries()) {
                const file = doc.document ? fileColumns(stored[next++]) : {};
                const [inserted] = await tx
                  .insert(hrSalaryWorkflowDocuments)
                  .values({ workflowId, feedbackFg: feedbacks[i] ?? '', createdById: scope.userId, ...file })
                  .returning({ id: hrSalaryWorkflowDocuments.id });
                documentIds.push(String(inserted?.id));
              }
              await auditAs(tx, context, { action: 'create', list: 'HrSalaryWorkflow', itemId: workflowId });
              if (documentIds.length) await enqueueNotification(context, tx, { kind: 'salaryWorkflowDocumentsAdded', workflowId, documentIds });
              return workflowId;
            },
            read: (id) => findOne(lists, lists.HrSalaryWorkflow, context, id),
          });
        } catch (error) {
          if (isUniqueViolation(error, 'hr_salary_workflows_company_date_uq')) {
            throw conflict('A salary control already exists for this company and month');
          }
          throw error;
        }
      },

      async createHrSalaryWorkflowDocument(_, { data }, context) {
        const scope = requireSalaryStaff(context);
        const workflow = await connectOne(context, 'HrSalaryWorkflow', data.workflow, 'Salary control');
        const replaced = data.replaces ? await connectOne(context, 'HrSalaryWorkflowDocument', data.replaces, 'Replaced document') : null;
        if (replaced && String(replaced.workflowId) !== String(workflow.id)) throw badInput('The replaced document belongs to another salary control');
        const feedbackFg = feedbackText(data.feedbackFg);
        // A reply without a file is allowed (spec §7: upload optional), but not an empty one.
        if (!data.document && !feedbackFg) throw badInput('Add a file or a comment');
        return createWithFiles({
          context,
          table: hrSalaryWorkflowDocuments,
          uploadKey: data.uploadKey,
          files: pdfs([data.document]),
          async insert(tx, [file]) {
            const locked = await lockWorkflow(tx, String(workflow.id));
            if (replaced && !(await isCurrentVersion(tx, String(replaced.id)))) throw conflict('This document already has a newer version');
            const [row] = await tx
              .insert(hrSalaryWorkflowDocuments)
              .values({
                workflowId: locked.id,
                feedbackFg,
                replacesId: replaced ? String(replaced.id) : null,
                ...(file ? fileColumns(file) : {}),
                createdById: scope.userId,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrSalaryWorkflowDocuments.id });
            await auditAs(tx, context, { action: 'create', list: 'HrSalaryWorkflowDocument', itemId: String(row?.id) });
            await settleWorkflow(tx, context, locked, scope.userId);
            await enqueueNotification(context, tx, { kind: 'salaryWorkflowDocumentsAdded', workflowId: String(locked.id), documentIds: [String(row?.id)] });
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrSalaryWorkflowDocument, context, id),
        });
      },
    },
  },
};
