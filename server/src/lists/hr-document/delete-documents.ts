import { eq } from 'drizzle-orm';
import { mayDeleteHrDocuments } from '../../access/hr-documents';
import { requireScope } from '../../access/scope';
import type { GraphQLContext, SchemaModule } from '../../context';
import type { Db } from '../../db/client';
import { hrDocuments } from '../../db/schema';
import { findOne } from '../../keystone/query';
import type { Row } from '../../keystone/types';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { badInput, forbidden, notFound } from '../shared/errors';

// deleteHrDocuments (Keystone's deleteFoos): the fiduciary's admins remove documents — typically after
// approving a removal request — with their files. Each document goes in its own transaction that
// deletes the row, records the audit event and removes the file last: when the file cannot be
// removed the transaction rolls back, so a failure half-way leaves row and file both in place,
// never a row without its file nor a file without its row.

const MAX_DELETES = 500;

async function deleteOne(context: GraphQLContext, document: Row): Promise<void> {
  const id = String(document.id);
  await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [deleted] = await tx.delete(hrDocuments).where(eq(hrDocuments.id, id)).returning({ fileKey: hrDocuments.fileKey, filename: hrDocuments.filename });
    // Deleted meanwhile by another request: nothing left to remove.
    if (!deleted) return;
    await auditAs(tx, context, { action: 'delete', list: 'HrDocument', itemId: id, details: {
      filename: deleted.filename,
      employeeId: document.employeeId,
      typeId: document.typeId,
      requestedRemoval: document.requestedRemoval,
    } });
    if (deleted.fileKey) await context.storage.remove(deleted.fileKey);
  });
}

export const deleteHrDocumentsModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
extend type Mutation {
  "Deletes the documents and their files (the fiduciary's admins only); returns them as they were."
  deleteHrDocuments(where: [HrDocumentWhereUniqueInput!]!): [HrDocument]
}`,
  resolvers: {
    Mutation: {
      async deleteHrDocuments(_, { where }, context) {
        const scope = requireScope(context);
        if (!mayDeleteHrDocuments(scope)) throw forbidden('Only the fiduciary can delete HR documents');
        if (where.length > MAX_DELETES) throw badInput(`At most ${MAX_DELETES} documents can be deleted at once`);
        // Every document is found before any is deleted, so an unknown id deletes nothing.
        const documents: Row[] = [];
        for (const { id } of where) {
          const document = await findOne(lists, lists.HrDocument, context, String(id));
          if (!document) throw notFound('HR document');
          documents.push(document);
        }
        for (const document of documents) await deleteOne(context, document);
        return documents;
      },
    },
  },
};
