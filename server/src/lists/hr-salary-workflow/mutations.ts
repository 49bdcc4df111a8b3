import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import type { FileFieldInput, InputMaybe } from '../../schema/resolvers.gen';
import { createWithFiles, fileColumns, type UploadRequest } from '../shared/create-with-files';
import { badInput, conflict, isUniqueViolation } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { workflowDocumentWrites, workflowWrites } from './access';
import { feedbackText } from './feedback';
import { isCurrentVersion, lockWorkflow, settleWorkflow } from './workflow-state';

// Optional in the schema: a nested document may come without a file yet.
type FileInput = InputMaybe<FileFieldInput> | undefined;

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
        const scope = requireScope(context);
        const { date } = data;
        if (!date) throw badInput('A date is required');
        const company = await connectOne(context, 'Company', data.company, 'Company');
        const documents = data.documents?.create ?? [];
        if (documents.length > 50) throw badInput('At most 50 documents per salary control');
        const feedbacks = documents.map((d) => feedbackText(d.feedbackFg));
        const input = { companyId: String(company.id), date, uploadKey: data.uploadKey ?? null };
        // Filled by insert, read by notify in the same transaction.
        const documentIds: string[] = [];
        try {
          return await createWithFiles({
            context,
            list: 'HrSalaryWorkflow',
            rules: workflowWrites,
            input,
            table: hrSalaryWorkflows,
            uploadKey: data.uploadKey,
            files: pdfs(documents.map((d) => d.document)),
            async insert(tx, stored) {
              const [workflow] = await tx.insert(hrSalaryWorkflows).values({ ...input, createdById: scope.userId }).returning({ id: hrSalaryWorkflows.id });
              const workflowId = String(workflow?.id);
              let next = 0;
              for (const [i, doc] of documents.entries()) {
                const file = doc.document ? fileColumns(stored[next++]) : {};
                const [inserted] = await tx
                  .insert(hrSalaryWorkflowDocuments)
                  .values({ workflowId, feedbackFg: feedbacks[i] ?? '', createdById: scope.userId, ...file })
                  .returning({ id: hrSalaryWorkflowDocuments.id });
                documentIds.push(String(inserted?.id));
              }
              return workflowId;
            },
            notify: (workflowId) => (documentIds.length ? [{ kind: 'salaryWorkflowDocumentsAdded', workflowId, documentIds }] : []),
          });
        } catch (error) {
          if (isUniqueViolation(error, 'hr_salary_workflows_company_date_uq')) {
            throw conflict('A salary control already exists for this company and month');
          }
          throw error;
        }
      },

      async createHrSalaryWorkflowDocument(_, { data }, context) {
        const scope = requireScope(context);
        const workflow = await connectOne(context, 'HrSalaryWorkflow', data.workflow, 'Salary control');
        const replaced = data.replaces ? await connectOne(context, 'HrSalaryWorkflowDocument', data.replaces, 'Replaced document') : null;
        if (replaced && String(replaced.workflowId) !== String(workflow.id)) throw badInput('The replaced document belongs to another salary control');
        const feedbackFg = feedbackText(data.feedbackFg);
        // A reply without a file is allowed (spec §7: upload optional), but not an empty one.
        if (!data.document && !feedbackFg) throw badInput('Add a file or a comment');
        const workflowId = String(workflow.id);
        const input = { workflowId, feedbackFg, replacesId: replaced ? String(replaced.id) : null, uploadKey: data.uploadKey ?? null };
        return createWithFiles({
          context,
          list: 'HrSalaryWorkflowDocument',
          rules: workflowDocumentWrites,
          input,
          table: hrSalaryWorkflowDocuments,
          uploadKey: data.uploadKey,
          files: pdfs([data.document]),
          async insert(tx, [file]) {
            const locked = await lockWorkflow(tx, workflowId);
            if (replaced && !(await isCurrentVersion(tx, String(replaced.id)))) throw conflict('This document already has a newer version');
            const [inserted] = await tx
              .insert(hrSalaryWorkflowDocuments)
              .values({ ...input, createdById: scope.userId, ...(file ? fileColumns(file) : {}) })
              .returning({ id: hrSalaryWorkflowDocuments.id });
            await settleWorkflow(tx, context, locked, scope.userId);
            return String(inserted?.id);
          },
          notify: (documentId) => [{ kind: 'salaryWorkflowDocumentsAdded', workflowId, documentIds: [documentId] }],
        });
      },
    },
  },
};
