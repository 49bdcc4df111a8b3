import { eq } from 'drizzle-orm';
import type { HrDocumentDeclined } from '../../../../src/domain/enums';
import { authorizeWrite, commitWrites, setColumns, type Commit } from '../../access/run-write';
import { loadWriteTarget } from '../../access/write-target';
import type { GraphQLContext } from '../../context';
import type { SchemaModule } from '../../schema/schema-module';
import { hrDocuments } from '../../db/schema';
import { findOne } from '../../keystone/query';
import type { Row } from '../../keystone/types';
import { lists } from '..';
import { badInput, notFound } from '../shared/errors';
import { hrDocumentItem, hrDocumentWrites } from './access';

// updateHrDocuments (spec §7): removal requests by the employee and their HR, and the fiduciary's
// review — approve (needsReview → false), decline an upload or a removal request with a reason the
// uploader sees. Who may change what is HrDocument's declared rules (access.ts); every item is
// authorized before any changes, and all are written in one transaction, so one refused item
// changes nothing.

export const MAX_REASON_LENGTH = 500;

type Change = { requestedRemoval?: boolean | null; removalReason?: string | null; needsReview?: boolean | null; declineReason?: string | null };
type Columns = Partial<{ requestedRemoval: boolean; removalReason: string | null; needsReview: boolean; declined: HrDocumentDeclined | null; declineReason: string | null }>;

function reasonOf(value: string | null | undefined, what: string): string | null {
  const reason = value?.trim() ?? '';
  if (reason.length > MAX_REASON_LENGTH) throw badInput(`The ${what} may have at most ${MAX_REASON_LENGTH} characters`);
  return reason || null;
}

/** Asking for removal, declining the request (the review), or withdrawing it. */
function removalColumns(document: Row, change: Change): Columns {
  if (change.requestedRemoval) return { requestedRemoval: true, removalReason: reasonOf(change.removalReason, 'reason for removal'), declined: null, declineReason: null };
  if (change.declineReason != null) {
    const declineReason = reasonOf(change.declineReason, 'reason for declining');
    if (!declineReason) throw badInput('Please give a reason for declining');
    if (document.requestedRemoval !== true) throw badInput('This document has no removal request to decline');
    return { requestedRemoval: false, removalReason: null, declined: 'removal', declineReason };
  }
  return { requestedRemoval: false, removalReason: null };
}

function reviewColumns(change: Change): Columns {
  const declineReason = reasonOf(change.declineReason, 'reason for declining');
  if (change.declineReason != null) {
    if (change.needsReview !== false) throw badInput('A declined document is reviewed: send needsReview false with the reason');
    if (!declineReason) throw badInput('Please give a reason for declining');
    return { needsReview: false, declined: 'upload', declineReason };
  }
  // Approving (or sending back to review) clears an earlier decision.
  return { needsReview: Boolean(change.needsReview), declined: null, declineReason: null };
}

/** The document's change, authorized by HrDocument's rules and ready to commit. */
async function planChange(context: GraphQLContext, id: string, change: Change): Promise<Commit> {
  const document = await loadWriteTarget(context, lists, 'HrDocument', id, 'HR document');
  // The full employee row: a partial one would refuse the company's HR (isHiddenInHr).
  const [employee] = await context.db.select().from(lists.CompanyEmployee.table).where(eq(lists.CompanyEmployee.idColumn, String(document.employeeId)));
  if (!employee) throw notFound('Employee');
  const touchesRemoval = change.requestedRemoval != null;
  const touchesReview = change.needsReview != null;
  if (!touchesRemoval && !touchesReview) throw badInput('Nothing to change: set requestedRemoval or needsReview');
  if (touchesRemoval && touchesReview && change.declineReason != null) throw badInput('Decline the upload or the removal request, not both at once');
  const set: Columns = {
    ...(touchesRemoval ? removalColumns(document, change) : {}),
    ...(touchesReview ? reviewColumns(change) : {}),
  };
  await authorizeWrite(context, hrDocumentWrites, { list: 'HrDocument', operation: 'update', item: hrDocumentItem(document, employee), changes: set });
  const documentId = String(document.id);
  return {
    list: 'HrDocument',
    action: 'update',
    details: set,
    // needsReview → false is the fiduciary's review: approved, or declined with a reason.
    notify: () => (set.needsReview === false ? [{ kind: 'hrDocumentReviewed', documentId, outcome: set.declined === 'upload' ? 'declined' : 'approved' }] : []),
    write: setColumns(hrDocuments, hrDocuments.id, documentId, set),
  };
}

export const updateHrDocumentsModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrDocumentUpdateInput {
  requestedRemoval: Boolean
  needsReview: Boolean
  "Why the employee or their HR asks for removal (with requestedRemoval: true); the reviewer sees it."
  removalReason: String
  "Declines (with needsReview: false) the upload, or (with requestedRemoval: false) the removal request; the uploader sees it."
  declineReason: String
}

input HrDocumentUpdateArgs {
  where: HrDocumentWhereUniqueInput!
  data: HrDocumentUpdateInput!
}

extend type Mutation {
  updateHrDocuments(data: [HrDocumentUpdateArgs!]!): [HrDocument]
}`,
  resolvers: {
    Mutation: {
      async updateHrDocuments(_, { data }, context) {
        if (data.length > 500) throw badInput('At most 500 documents can be updated at once');
        const planned: Commit[] = [];
        for (const { where, data: change } of data) planned.push(await planChange(context, String(where.id), change));
        const ids = await commitWrites(context, planned);
        return Promise.all(ids.map((id) => findOne(lists, lists.HrDocument, context, id)));
      },
    },
  },
};
