import type { Reading } from '../../../../src/domain/accounting-reading-fields';
import { isAccountingType } from '../../../../src/domain/enums';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { findStoredInvoice, lockInvoice, type DuplicateColumns } from '../../accounting-reading/duplicates';
import { enqueueReading, resolveReading, storeReading } from '../../accounting-reading/reading-job';
import { duplicateInvoice, readBeforeStore } from '../../accounting-reading/upload-reading';
import type { AcceptedKind } from '../../storage/file-storage';
import { accountingDocuments, accountingReadings } from '../../db/schema';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { accountingDocumentWrites } from './access';
import { accountingReadFilter } from './list';

// XML: e-invoices (UBL, CII), kept as they came; the reader takes their exact data.
const ACCEPTED: readonly AcceptedKind[] = ['pdf', 'jpeg', 'png', 'xml'];

export const accountingDocumentMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input AccountingDocumentCreateInput {
  type: AccountingDocumentTypeType
  date: CalendarDay
  tag: String
  company: CompanyRelateToOneForCreateInput
  attachment: FileFieldInput
  uploadKey: String
  """
  Store it even when the same supplier, invoice number and total are already in the company (the
  upload was refused with DUPLICATE_INVOICE and the uploader chose to send it anyway): it is stored
  and marked as a duplicate of the earlier document.
  """
  allowDuplicate: Boolean
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
        const allowDuplicate = data.allowDuplicate === true;
        // Read before storing where it is exact and cheap (e-invoice, Factur-X, text layer): the same
        // invoice already in the company is refused unless the uploader sends it anyway.
        let early: { reading: Reading; columns: DuplicateColumns } | null = null;
        const refuseStoredInvoice = async (db: typeof context.db, columns: DuplicateColumns) => {
          const existing = await findStoredInvoice(db, accountingReadFilter(context), input.companyId, columns);
          if (existing) throw duplicateInvoice(existing);
        };
        return createWithFiles({
          context,
          list: 'AccountingDocument',
          rules: accountingDocumentWrites,
          input,
          arguments: allowDuplicate ? { allowDuplicate } : undefined,
          table: accountingDocuments,
          uploadKey: data.uploadKey,
          files: [{ upload: data.attachment.upload, accept: ACCEPTED }],
          async beforeStore([upload]) {
            const reading = upload ? await readBeforeStore(upload, ACCEPTED, context.config.maxUploadBytes) : null;
            if (!reading) return;
            early = { reading, columns: await resolveReading(context.db, input.companyId, reading) };
            if (!allowDuplicate) await refuseStoredInvoice(context.db, early.columns);
          },
          async insert(tx, [file]) {
            if (early && !allowDuplicate) {
              // Again under the invoice's lock: another upload of it may have been stored meanwhile.
              await lockInvoice(tx, input.companyId, early.columns);
              await refuseStoredInvoice(tx, early.columns);
            }
            const [inserted] = await tx
              .insert(accountingDocuments)
              .values({ ...input, createdById: scope.userId, ...fileColumns(file) })
              .returning({ id: accountingDocuments.id });
            const id = String(inserted?.id);
            if (early) {
              // Read already: stored now (a duplicate sent anyway is marked), no job.
              await storeReading(tx, id, input.companyId, early.reading, 'done');
            } else {
              // Scans and photos are read in the background (accounting-reading/reading-job.ts): the upload is confirmed now, the fields come later.
              await tx.insert(accountingReadings).values({ documentId: id, companyId: input.companyId });
              await enqueueReading(context.notifications.boss, tx, id);
            }
            return id;
          },
          notify: (documentId) => [{ kind: 'accountingDocumentCreated', documentId }],
        });
      },
    },
  },
};
