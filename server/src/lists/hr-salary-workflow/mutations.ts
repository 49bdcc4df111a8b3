import { eq } from 'drizzle-orm';
import { isWorkflowDocumentStatus } from '../../../../src/domain/enums';
import type { GraphQLContext, SchemaModule } from '../../context';
import { hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import { findOne, requireSignedIn } from '../../keystone/query';
import { lists } from '..';
import { recordCreate } from '../shared/audit-create';
import { createWithFiles, fileColumns, type UploadRequest } from '../shared/create-with-files';
import { badInput, conflict, forbidden, isUniqueViolation, notFound } from '../shared/errors';
import { connectOne, type RelateToOne } from '../shared/relate';

type FileInput = { upload: Promise<File> | File } | null | undefined;

interface WorkflowCreateInput {
  company?: RelateToOne | null;
  date?: string | null;
  documents?: { create?: { document?: FileInput; feedbackFg?: string | null }[] | null } | null;
  uploadKey?: string | null;
}

interface WorkflowDocumentCreateInput {
  document?: FileInput;
  feedbackFg?: string | null;
  workflow?: RelateToOne | null;
  uploadKey?: string | null;
}

const MAX_FEEDBACK = 2000;

function feedbackText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length > MAX_FEEDBACK) throw badInput(`Feedback must be at most ${MAX_FEEDBACK} characters`);
  return text;
}

function requireSalaryStaff(context: GraphQLContext) {
  requireSignedIn(context);
  if (!context.scope?.provider.humanResources) throw forbidden('You do not have permission to access accounting');
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
      async createHrSalaryWorkflow(_: unknown, { data }: { data: WorkflowCreateInput }, context) {
        requireSalaryStaff(context);
        if (!data.date) throw badInput('A date is required');
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
                .values({ companyId: String(company.id), date: data.date as string, createdById: context.principal?.user.id, uploadKey: data.uploadKey ?? null })
                .returning({ id: hrSalaryWorkflows.id });
              const workflowId = String(workflow?.id);
              let next = 0;
              for (const [i, doc] of documents.entries()) {
                const file = doc.document ? fileColumns(stored[next++]) : {};
                await tx.insert(hrSalaryWorkflowDocuments).values({ workflowId, feedbackFg: feedbacks[i] ?? '', createdById: context.principal?.user.id, ...file });
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

      async createHrSalaryWorkflowDocument(_: unknown, { data }: { data: WorkflowDocumentCreateInput }, context) {
        requireSalaryStaff(context);
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
                createdById: context.principal?.user.id,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrSalaryWorkflowDocuments.id });
            await recordCreate(tx, context, 'HrSalaryWorkflowDocument', String(row?.id));
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrSalaryWorkflowDocument, context, id),
        });
      },

      async updateHrSalaryWorkflowDocument(
        _: unknown,
        { where, data }: { where: { id?: string | null }; data: { status?: string | null; feedback?: string | null } },
        context,
      ) {
        requireSignedIn(context);
        const document = await findOne(lists, lists.HrSalaryWorkflowDocument, context, where.id);
        if (!document) throw notFound('Salary control document');
        const [workflow] = await context.db.select().from(hrSalaryWorkflows).where(eq(hrSalaryWorkflows.id, String(document.workflowId)));
        const scope = context.scope;
        const companyId = String(workflow?.companyId);
        // The client company reviews its payroll: its salary-workflow reviewers and its HR.
        const reviewer =
          scope?.companiesWith('canAccessSalaryWorkflow').includes(companyId) || scope?.companiesWith('canManageHumanResources').includes(companyId);
        if (!reviewer) throw forbidden('You do not have permission to review this salary control');
        if (data.status != null && !isWorkflowDocumentStatus(data.status)) throw badInput('Unknown status');
        const set = {
          ...(data.status != null ? { status: data.status } : {}),
          ...(data.feedback != null ? { feedback: feedbackText(data.feedback) } : {}),
          reviewedAt: new Date(),
          reviewedById: context.principal?.user.id,
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
