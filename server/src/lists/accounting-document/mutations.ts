import { isAccountingType } from '../../../../src/domain/enums';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { enqueueReading } from '../../accounting-reading/reading-job';
import { accountingDocuments, accountingReadings } from '../../db/schema';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { accountingDocumentWrites } from './access';

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
        const input = { type, date, tag, companyId: String(company.id), uploadKey: data.uploadKey ?? null };
        return createWithFiles({
          context,
          list: 'AccountingDocument',
          rules: accountingDocumentWrites,
          input,
          table: accountingDocuments,
          uploadKey: data.uploadKey,
          // XML: e-invoices (UBL, CII), kept as they came; the reader takes their exact data.
          files: [{ upload: data.attachment.upload, accept: ['pdf', 'jpeg', 'png', 'xml'] }],
          async insert(tx, [file]) {
            const [inserted] = await tx
              .insert(accountingDocuments)
              .values({ ...input, createdById: scope.userId, ...fileColumns(file) })
              .returning({ id: accountingDocuments.id });
            const id = String(inserted?.id);
            // Read in the background (accounting-reading/reading-job.ts): the upload is confirmed now, the fields come later.
            await tx.insert(accountingReadings).values({ documentId: id, companyId: input.companyId });
            await enqueueReading(context.notifications.boss, tx, id);
            return id;
          },
          notify: (documentId) => [{ kind: 'accountingDocumentCreated', documentId }],
        });
      },
    },
  },
};
