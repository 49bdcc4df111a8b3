import { eq } from 'drizzle-orm';
import { isWorkflowDocumentStatus } from '../../../../src/domain/enums';
import { mayCreateWorkflows, mayReviewWorkflowDocument } from '../../access/payroll';
import { requireScope, type Scope } from '../../access/scope';
import type { GraphQLContext, SchemaModule } from '../../context';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import { findOne } from '../../keystone/query';
import type { FileFieldInput, InputMaybe } from '../../schema/resolvers.gen';
import { lists } from '..';
import { recordCreate } from '../shared/audit-create';
import { createWithFiles, fileColumns, type UploadRequest } from '../shared/create-with-files';
import { badInput, conflict, forbidden, isUniqueViolation, notFound } from '../shared/errors';
import { connectOne } from '../shared/relate';

// Optional in the schema: a nested document may come without a file yet.
type FileInput = InputMaybe<FileFieldInput> | undefined;

const MAX_FEEDBACK = 2000;

function feedbackText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length > MAX_FEEDBACK) throw badInput(`Feedback must be at most ${MAX_FEEDBACK} characters`);
  return text;
}

function requireSalaryStaff(context: GraphQLContext): Scope {
  const scope = requireScope(context);
  if (!mayCreateWorkflows(scope)) throw forbidden('You do not have permission to access accounting');
  return scope;
}

const pdfs = (files: FileInput[]): UploadRequest[] =>
  files.filter((f): f is NonNullable<FileInput> => Boolean(f)).map((f) => ({ upload: f.upload, accept: ['pdf'] as const }));

export const hrSalaryWorkflowMutations: SchemaModule = {
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
  uploadKey: String
}

input HrSalaryWorkflowDocumentUpdateInput {
  status: HrSalaryWorkflowDocumentStatusType
  feedback: String
}

extend type Mutation {
  createHrSalaryWorkflow(data: HrSalaryWorkflowCreateInput!): HrSalaryWorkflow
  createHrSalaryWorkflowDocument(data: HrSalaryWorkflowDocumentCreateInput!): HrSalaryWorkflowDocument
  updateHrSalaryWorkflowDocument(where: HrSalaryWorkflowDocumentWhereUniqueInput!, data: HrSalaryWorkflowDocumentUpdateInput!): HrSalaryWorkflowDocument
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
              for (const [i, doc] of documents.entries()) {
                const file = doc.document ? fileColumns(stored[next++]) : {};
                await tx.insert(hrSalaryWorkflowDocuments).values({ workflowId, feedbackFg: feedbacks[i] ?? '', createdById: scope.userId, ...file });
              }
              await recordCreate(tx, context, 'HrSalaryWorkflow', workflowId);
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
        const feedbackFg = feedbackText(data.feedbackFg);
        return createWithFiles({
          context,
          table: hrSalaryWorkflowDocuments,
          uploadKey: data.uploadKey,
          files: pdfs([data.document]),
          async insert(tx, [file]) {
            const [row] = await tx
              .insert(hrSalaryWorkflowDocuments)
              .values({
                workflowId: String(workflow.id),
                feedbackFg,
                ...(file ? fileColumns(file) : {}),
                createdById: scope.userId,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrSalaryWorkflowDocuments.id });
            await recordCreate(tx, context, 'HrSalaryWorkflowDocument', String(row?.id));
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrSalaryWorkflowDocument, context, id),
        });
      },

      async updateHrSalaryWorkflowDocument(_, { where, data }, context) {
        const scope = requireScope(context);
        const document = await findOne(lists, lists.HrSalaryWorkflowDocument, context, where.id);
        if (!document) throw notFound('Salary control document');
        const [workflow] = await context.db.select().from(hrSalaryWorkflows).where(eq(hrSalaryWorkflows.id, String(document.workflowId)));
        if (!mayReviewWorkflowDocument(scope, String(workflow?.companyId))) throw forbidden('You do not have permission to review this salary control');
        if (data.status != null && !isWorkflowDocumentStatus(data.status)) throw badInput('Unknown status');
        const set = {
          ...(data.status != null ? { status: data.status } : {}),
          ...(data.feedback != null ? { feedback: feedbackText(data.feedback) } : {}),
          reviewedAt: new Date(),
          reviewedById: scope.userId,
        };
        await context.db.transaction(async (tx) => {
          await tx.update(hrSalaryWorkflowDocuments).set(set).where(eq(hrSalaryWorkflowDocuments.id, String(document.id)));
          await recordCreate(tx, context, 'HrSalaryWorkflowDocument', String(document.id), 'review', { status: data.status ?? null });
        });
        return findOne(lists, lists.HrSalaryWorkflowDocument, context, String(document.id));
      },
    },
  },
};
