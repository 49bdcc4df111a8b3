import { eq, inArray } from 'drizzle-orm';
import { authorizeWrite, commitWrite } from '../../access/run-write';
import { loadWriteTarget } from '../../access/write-target';
import type { GraphQLContext } from '../../context';
import type { SchemaModule } from '../../schema/schema-module';
import { hrDocuments } from '../../db/schema';
import type { Row } from '../../keystone/types';
import { lists } from '..';
import { badInput, notFound } from '../shared/errors';
import { hrDocumentItem, hrDocumentWrites } from './access';

// deleteHrDocuments (Keystone's deleteFoos): the fiduciary's admins remove documents — typically after
// approving a removal request — with their files. Each document goes in its own transaction that
// deletes the row, removes the file and records the audit event: when the file cannot be removed
// the transaction rolls back, so a failure half-way leaves row and file both in place, never a row
// without its file nor a file without its row.

const MAX_DELETES = 500;

/** Deleted meanwhile by another request: nothing left to remove, nothing to record. */
class AlreadyDeleted extends Error {}

async function deleteOne(context: GraphQLContext, document: Row): Promise<void> {
  const id = String(document.id);
  let filename: string | null = null;
  try {
    await commitWrite(context, {
      list: 'HrDocument',
      action: 'delete',
      details: () => ({ filename, employeeId: document.employeeId, typeId: document.typeId, requestedRemoval: document.requestedRemoval }),
      write: async (tx) => {
        const [deleted] = await tx.delete(hrDocuments).where(eq(hrDocuments.id, id)).returning({ fileKey: hrDocuments.fileKey, filename: hrDocuments.filename });
        if (!deleted) throw new AlreadyDeleted();
        filename = deleted.filename;
        if (deleted.fileKey) await context.storage.remove(deleted.fileKey);
        return id;
      },
    });
  } catch (error) {
    if (!(error instanceof AlreadyDeleted)) throw error;
  }
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
        if (where.length > MAX_DELETES) throw badInput(`At most ${MAX_DELETES} documents can be deleted at once`);
        // Every document is found and authorized before any is deleted, so an unknown id deletes nothing.
        const documents: Row[] = [];
        for (const { id } of where) {
          documents.push(await loadWriteTarget(context, lists, 'HrDocument', String(id), 'HR document'));
        }
        const employeeIds = [...new Set(documents.map((document) => String(document.employeeId)))];
        const employees = employeeIds.length ? await context.db.select().from(lists.CompanyEmployee.table).where(inArray(lists.CompanyEmployee.idColumn, employeeIds)) : [];
        const employeeById = new Map(employees.map((employee) => [String(employee.id), employee as Row]));
        for (const document of documents) {
          const employee = employeeById.get(String(document.employeeId));
          if (!employee) throw notFound('Employee');
          await authorizeWrite(context, hrDocumentWrites, { list: 'HrDocument', operation: 'delete', item: hrDocumentItem(document, employee) });
        }
        for (const document of documents) await deleteOne(context, document);
        return documents;
      },
    },
  },
};
