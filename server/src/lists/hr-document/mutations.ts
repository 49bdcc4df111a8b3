import { hrUploadNeedsReview, mayUploadHrDocumentFor } from '../../access/hr-documents';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import { hrDocuments } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput, forbidden } from '../shared/errors';
import { connectOne } from '../shared/relate';

export const hrDocumentMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrDocumentCreateInput {
  attachment: FileFieldInput
  expirationDate: CalendarDay
  employee: CompanyEmployeeRelateToOneForCreateInput
  type: HrDocumentTypeRelateToOneForCreateInput
  uploadKey: String
  "The document this upload renews or corrects: same employee and type."
  replaces: HrDocumentRelateToOneForCreateInput
}

extend type Mutation {
  createHrDocument(data: HrDocumentCreateInput!): HrDocument
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
        const replaces = data.replaces ? await connectOne(context, 'HrDocument', data.replaces, 'Replaced document') : null;
        if (replaces && (replaces.employeeId !== employee.id || replaces.typeId !== type.id)) throw badInput('A replacement must be of the same employee and document type');
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
                replacesId: replaces ? String(replaces.id) : null,
                needsReview,
                ...fileColumns(file),
                createdById: scope.userId,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrDocuments.id });
            await auditAs(tx, context, { action: 'create', list: 'HrDocument', itemId: String(row?.id) });
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrDocument, context, id),
        });
      },
    },
  },
};
