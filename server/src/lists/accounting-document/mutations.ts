import { isAccountingType } from '../../../../src/domain/enums';
import { mayUploadAccountingDocument } from '../../access/accounting';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import { accountingDocuments } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput, forbidden } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { enqueueNotification } from '../../notifications';

export const accountingDocumentMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input AccountingDocumentCreateInput {
  type: AccountingDocumentTypeType
  date: CalendarDay
  tag: String
  company: CompanyRelateToOneForCreateInput
  attachment: FileFieldInput
  uploadKey: String
}

extend type Mutation {
  createAccountingDocument(data: AccountingDocumentCreateInput!): AccountingDocument
}`,
  resolvers: {
    Mutation: {
      async createAccountingDocument(_, { data }, context) {
        const scope = requireScope(context);
        // Finance uploads need company, date, type and tag (spec §5).
        const { type, date } = data;
        if (!type || !isAccountingType(type)) throw badInput('A document type is required');
        if (!date) throw badInput('A date is required');
        const tag = (data.tag ?? '').trim();
        if (!tag) throw badInput('A tag is required');
        if (tag.length > 100) throw badInput('The tag must be at most 100 characters');
        if (!data.attachment) throw badInput('A file is required');
        const company = await connectOne(context, 'Company', data.company, 'Company');
        const companyId = String(company.id);
        if (!mayUploadAccountingDocument(scope, companyId, type)) throw forbidden('You do not have permission to upload accounting documents for this company');
        const attachment = data.attachment;
        return createWithFiles({
          context,
          table: accountingDocuments,
          uploadKey: data.uploadKey,
          files: [{ upload: attachment.upload, accept: ['pdf', 'jpeg', 'png'] }],
          async insert(tx, [file]) {
            const [row] = await tx
              .insert(accountingDocuments)
              .values({
                type,
                date,
                tag,
                companyId,
                ...fileColumns(file),
                createdById: scope.userId,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: accountingDocuments.id });
            await auditAs(tx, context, { action: 'create', list: 'AccountingDocument', itemId: String(row?.id) });
            await enqueueNotification(context, tx, { kind: 'accountingDocumentCreated', documentId: String(row?.id) });
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.AccountingDocument, context, id),
        });
      },
    },
  },
};
