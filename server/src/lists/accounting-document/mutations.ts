import { isAccountingType } from '../../../../src/domain/enums';
import type { SchemaModule } from '../../context';
import { accountingDocuments } from '../../db/schema';
import { findOne, requireSignedIn } from '../../keystone/query';
import { lists } from '..';
import { recordCreate } from '../shared/audit-create';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput, forbidden } from '../shared/errors';
import { connectOne, type RelateToOne } from '../shared/relate';

interface AccountingDocumentCreateInput {
  type?: string | null;
  date?: string | null;
  tag?: string | null;
  company?: RelateToOne | null;
  attachment?: { upload: Promise<File> | File } | null;
  uploadKey?: string | null;
}

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
      async createAccountingDocument(_: unknown, { data }: { data: AccountingDocumentCreateInput }, context) {
        requireSignedIn(context);
        const scope = context.scope;
        // Finance uploads need company, date, type and tag (spec §5).
        if (!data.type || !isAccountingType(data.type)) throw badInput('A document type is required');
        if (!data.date) throw badInput('A date is required');
        const tag = (data.tag ?? '').trim();
        if (!tag) throw badInput('A tag is required');
        if (tag.length > 100) throw badInput('The tag must be at most 100 characters');
        if (!data.attachment) throw badInput('A file is required');
        const company = await connectOne(context, 'Company', data.company, 'Company');
        const companyId = String(company.id);
        const finance = scope?.provider.accounting || scope?.companiesWith('canAccessFinance').includes(companyId);
        const taxation = data.type === 'tax' && (scope?.provider.taxation || scope?.companiesWith('canAccessTaxation').includes(companyId));
        if (!finance && !taxation) throw forbidden('You do not have permission to upload accounting documents for this company');
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
                type: data.type as string,
                date: data.date as string,
                tag,
                companyId,
                ...fileColumns(file),
                createdById: context.principal?.user.id,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: accountingDocuments.id });
            await recordCreate(tx, context, 'AccountingDocument', String(row?.id));
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.AccountingDocument, context, id),
        });
      },
    },
  },
};
