import { eq } from 'drizzle-orm';
import { hrUploadNeedsReview, mayRequestRemoval, mayReviewHrDocuments, mayUploadHrDocumentFor, mayWithdrawRemovalRequest } from '../../access/hr-documents';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import { hrDocuments } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { recordCreate } from '../shared/audit-create';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput, forbidden, notFound } from '../shared/errors';
import { connectOne } from '../shared/relate';

export const hrDocumentMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrDocumentCreateInput {
  attachment: FileFieldInput
  expirationDate: CalendarDay
  employee: CompanyEmployeeRelateToOneForCreateInput
  type: HrDocumentTypeRelateToOneForCreateInput
  uploadKey: String
}

input HrDocumentUpdateInput {
  requestedRemoval: Boolean
  needsReview: Boolean
}

input HrDocumentUpdateArgs {
  where: HrDocumentWhereUniqueInput!
  data: HrDocumentUpdateInput!
}

extend type Mutation {
  createHrDocument(data: HrDocumentCreateInput!): HrDocument
  updateHrDocuments(data: [HrDocumentUpdateArgs!]!): [HrDocument]
}`,
  resolvers: {
    Mutation: {
      async createHrDocument(_, { data }, context) {
        const scope = requireScope(context);
        if (!data.attachment) throw badInput('A file is required');
        const employee = await connectOne(context, 'CompanyEmployee', data.employee, 'Employee');
        const type = await connectOne(context, 'HrDocumentType', data.type, 'Document type');
        if (!mayUploadHrDocumentFor(scope, employee)) throw forbidden('You do not have permission to upload documents for this employee');
        const expiry = type.expirationDateType;
        if (expiry === 'required' && !data.expirationDate) throw badInput('This document type needs an expiration date');
        if (expiry === 'disabled' && data.expirationDate) throw badInput('This document type has no expiration date');
        const needsReview = hrUploadNeedsReview(scope);
        const attachment = data.attachment;
        return createWithFiles({
          context,
          table: hrDocuments,
          uploadKey: data.uploadKey,
          files: [{ upload: attachment.upload, accept: ['pdf', 'jpeg', 'png'] }],
          async insert(tx, [file]) {
            const [row] = await tx
              .insert(hrDocuments)
              .values({
                employeeId: String(employee.id),
                typeId: String(type.id),
                expirationDate: data.expirationDate ?? null,
                needsReview,
                ...fileColumns(file),
                createdById: scope.userId,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrDocuments.id });
            await recordCreate(tx, context, 'HrDocument', String(row?.id));
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrDocument, context, id),
        });
      },

      async updateHrDocuments(_, { data }, context) {
        const scope = requireScope(context);
        if (data.length > 500) throw badInput('At most 500 documents can be updated at once');
        // Check every item before changing any, so a refused item leaves the whole batch untouched.
        const planned: { id: string; set: { requestedRemoval?: boolean; needsReview?: boolean } }[] = [];
        for (const { where, data: change } of data) {
          const document = await findOne(lists, lists.HrDocument, context, where.id);
          if (!document) throw notFound('HR document');
          const [employee] = await context.db.select().from(lists.CompanyEmployee.table).where(eq(lists.CompanyEmployee.idColumn, String(document.employeeId)));
          const set: { requestedRemoval?: boolean; needsReview?: boolean } = {};
          if (change.requestedRemoval != null) {
            const allowed = change.requestedRemoval ? mayRequestRemoval(scope, employee) : mayWithdrawRemovalRequest(scope);
            if (!allowed) throw forbidden('You do not have permission to change the removal request of this document');
            set.requestedRemoval = change.requestedRemoval;
          }
          if (change.needsReview != null) {
            if (!mayReviewHrDocuments(scope)) throw forbidden('Only the fiduciary can review HR documents');
            set.needsReview = change.needsReview;
          }
          planned.push({ id: String(document.id), set });
        }
        await context.db.transaction(async (tx) => {
          for (const { id, set } of planned) {
            if (Object.keys(set).length) await tx.update(hrDocuments).set(set).where(eq(hrDocuments.id, id));
            await recordCreate(tx, context, 'HrDocument', id, 'update', set);
          }
        });
        return Promise.all(planned.map(({ id }) => findOne(lists, lists.HrDocument, context, id)));
      },
    },
  },
};
