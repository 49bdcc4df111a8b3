import { eq } from 'drizzle-orm';
import type { HrDocumentDeclined } from '../../../../src/domain/enums';
import { mayRequestRemoval, mayReviewHrDocuments, mayWithdrawRemovalRequest } from '../../access/hr-documents';
import { requireScope, type Scope } from '../../access/scope';
import type { GraphQLContext, SchemaModule } from '../../context';
import { hrDocuments } from '../../db/schema';
import { findOne } from '../../keystone/query';
import type { Row } from '../../keystone/types';
import { enqueueNotification } from '../../notifications';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { badInput, forbidden, notFound } from '../shared/errors';

// updateHrDocuments (spec §7): removal requests by the employee and their HR, and the fiduciary's
// review — approve (needsReview → false), decline an upload or a removal request with a reason the
// uploader sees. Every item is checked before any changes, so one refused item changes nothing.

export const MAX_REASON_LENGTH = 500;

type Change = { requestedRemoval?: boolean | null; removalReason?: string | null; needsReview?: boolean | null; declineReason?: string | null };
type Columns = Partial<{ requestedRemoval: boolean; removalReason: string | null; needsReview: boolean; declined: HrDocumentDeclined | null; declineReason: string | null }>;

function reasonOf(value: string | null | undefined, what: string): string | null {
  const reason = value?.trim() ?? '';
  if (reason.length > MAX_REASON_LENGTH) throw badInput(`The ${what} may have at most ${MAX_REASON_LENGTH} characters`);
  return reason || null;
}

function removalColumns(scope: Scope, employee: Row | undefined, document: Row, change: Change): Columns {
  if (change.requestedRemoval) {
    if (!mayRequestRemoval(scope, employee)) throw forbidden('You do not have permission to change the removal request of this document');
    return { requestedRemoval: true, removalReason: reasonOf(change.removalReason, 'reason for removal'), declined: null, declineReason: null };
  }
  const declineReason = reasonOf(change.declineReason, 'reason for declining');
  if (change.declineReason != null) {
    if (!mayReviewHrDocuments(scope)) throw forbidden('Only the fiduciary can review HR documents');
    if (!declineReason) throw badInput('Please give a reason for declining');
    if (document.requestedRemoval !== true) throw badInput('This document has no removal request to decline');
    return { requestedRemoval: false, removalReason: null, declined: 'removal', declineReason };
  }
  if (!mayWithdrawRemovalRequest(scope, employee, { requestedRemoval: document.requestedRemoval })) throw forbidden('You do not have permission to change the removal request of this document');
  return { requestedRemoval: false, removalReason: null };
}

function reviewColumns(scope: Scope, change: Change): Columns {
  if (!mayReviewHrDocuments(scope)) throw forbidden('Only the fiduciary can review HR documents');
  const declineReason = reasonOf(change.declineReason, 'reason for declining');
  if (change.declineReason != null) {
    if (change.needsReview !== false) throw badInput('A declined document is reviewed: send needsReview false with the reason');
    if (!declineReason) throw badInput('Please give a reason for declining');
    return { needsReview: false, declined: 'upload', declineReason };
  }
  // Approving (or sending back to review) clears an earlier decision.
  return { needsReview: Boolean(change.needsReview), declined: null, declineReason: null };
}

async function planChange(context: GraphQLContext, scope: Scope, id: string, change: Change): Promise<{ id: string; set: Columns }> {
  const document = await findOne(lists, lists.HrDocument, context, id);
  if (!document) throw notFound('HR document');
  const [employee] = await context.db.select().from(lists.CompanyEmployee.table).where(eq(lists.CompanyEmployee.idColumn, String(document.employeeId)));
  const touchesRemoval = change.requestedRemoval != null;
  const touchesReview = change.needsReview != null;
  if (!touchesRemoval && !touchesReview) throw badInput('Nothing to change: set requestedRemoval or needsReview');
  if (touchesRemoval && touchesReview && change.declineReason != null) throw badInput('Decline the upload or the removal request, not both at once');
  const set: Columns = {
    ...(touchesRemoval ? removalColumns(scope, employee, document, change) : {}),
    ...(touchesReview ? reviewColumns(scope, change) : {}),
  };
  return { id: String(document.id), set };
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
        const scope = requireScope(context);
        if (data.length > 500) throw badInput('At most 500 documents can be updated at once');
        const planned: { id: string; set: Columns }[] = [];
        for (const { where, data: change } of data) planned.push(await planChange(context, scope, String(where.id), change));
        await context.db.transaction(async (tx) => {
          for (const { id, set } of planned) {
            await tx.update(hrDocuments).set(set).where(eq(hrDocuments.id, id));
            await auditAs(tx, context, { action: 'update', list: 'HrDocument', itemId: id, details: set });
            // needsReview → false is the fiduciary's review: approved, or declined with a reason.
            if (set.needsReview === false) {
              await enqueueNotification(context, tx, { kind: 'hrDocumentReviewed', documentId: id, outcome: set.declined === 'upload' ? 'declined' : 'approved' });
            }
          }
        });
        return Promise.all(planned.map(({ id }) => findOne(lists, lists.HrDocument, context, id)));
      },
    },
  },
};
