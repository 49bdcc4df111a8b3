import { hrUploadNeedsReview } from '../../access/hr-documents';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { hrDocuments } from '../../db/schema';
import type { Row } from '../../keystone/types';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { hrDocumentItem, hrDocumentWrites } from './access';

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
        const input = { employeeId: String(employee.id), typeId: String(type.id), expirationDate: data.expirationDate ?? null, uploadKey: data.uploadKey ?? null };
        // Looked up after the rules, as before: a caller refused for the employee learns nothing of it.
        let replaces: Row | null = null;
        return createWithFiles({
          context,
          list: 'HrDocument',
          rules: hrDocumentWrites,
          input,
          // With the employee's full row (isHiddenInHr included): a partial one refuses the company's HR.
          item: hrDocumentItem(input, employee),
          async checkInput() {
            const expiry = type.expirationDateType;
            if (expiry === 'required' && !data.expirationDate) throw badInput('This document type needs an expiration date');
            if (expiry === 'disabled' && data.expirationDate) throw badInput('This document type has no expiration date');
            replaces = data.replaces ? await connectOne(context, 'HrDocument', data.replaces, 'Replaced document') : null;
            if (replaces && (replaces.employeeId !== employee.id || replaces.typeId !== type.id)) throw badInput('A replacement must be of the same employee and document type');
          },
          table: hrDocuments,
          uploadKey: data.uploadKey,
          files: [{ upload: data.attachment.upload, accept: ['pdf', 'jpeg', 'png'] }],
          async insert(tx, [file]) {
            const [inserted] = await tx
              .insert(hrDocuments)
              .values({
                ...input,
                replacesId: replaces ? String(replaces.id) : null,
                // Set by the server, not chosen: the fiduciary's staff need no review.
                needsReview: hrUploadNeedsReview(scope),
                createdById: scope.userId,
                ...fileColumns(file),
              })
              .returning({ id: hrDocuments.id });
            return String(inserted?.id);
          },
        });
      },
    },
  },
};
