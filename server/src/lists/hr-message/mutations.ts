import { HR_MESSAGE_MAX_LENGTH } from '../../../../src/domain/hr-messages';
import { mayTakePartInThread } from '../../access/hr-messages';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import { hrMessages } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { enqueueNotification } from '../../notifications';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput, forbidden } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { hrMessageThreads, unreadForReader } from './threads';
import { markThreadRead, unreadInThread } from './unread';

export const hrMessageMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrMessageCreateInput {
  employee: CompanyEmployeeRelateToOneForCreateInput
  body: String
  attachment: FileFieldInput
  "Idempotency key chosen by the client: the same key from the same user returns the first message."
  uploadKey: String
}

"One employee's thread in the HR inbox: unread counts for the caller."
type HrMessageThread {
  employee: CompanyEmployee!
  unread: Int!
  lastMessageAt: DateTime!
}

extend type Query {
  "The HR inbox: threads with messages the caller may read, unread first, then the most recent."
  hrMessageThreads(take: Int, skip: Int! = 0): [HrMessageThread!]!
  "Unread messages for the caller across every thread they may read (the navigation badge)."
  hrUnreadMessages: Int!
}

extend type Mutation {
  createHrMessage(data: HrMessageCreateInput!): HrMessage
  "Marks an employee's thread read for the caller; answers the caller's unread count there (0)."
  markHrMessagesRead(employee: CompanyEmployeeWhereUniqueInput!): Int!
}`,
  resolvers: {
    Query: {
      hrMessageThreads: (_, { take, skip }, context) => hrMessageThreads(context, take ?? null, skip),
      hrUnreadMessages: (_, __, context) => unreadForReader(context),
    },
    Mutation: {
      async createHrMessage(_, { data }, context) {
        const scope = requireScope(context);
        const employee = await connectOne(context, 'CompanyEmployee', data.employee, 'Employee');
        if (!mayTakePartInThread(scope, employee)) throw forbidden('You do not have permission to write in this conversation');
        const body = (data.body ?? '').trim();
        if (body.length > HR_MESSAGE_MAX_LENGTH) throw badInput(`A message can have at most ${HR_MESSAGE_MAX_LENGTH} characters`);
        if (!body && !data.attachment) throw badInput('A message needs a text or an attachment');
        return createWithFiles({
          context,
          table: hrMessages,
          uploadKey: data.uploadKey,
          files: data.attachment ? [{ upload: data.attachment.upload, accept: ['pdf', 'jpeg', 'png'] }] : [],
          async insert(tx, [file]) {
            const [row] = await tx
              .insert(hrMessages)
              .values({
                employeeId: String(employee.id),
                authorId: scope.userId,
                body,
                ...(file ? fileColumns(file) : {}),
                createdById: scope.userId,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrMessages.id });
            await auditAs(tx, context, { action: 'create', list: 'HrMessage', itemId: String(row?.id) });
            await enqueueNotification(context, tx, { kind: 'hrMessageCreated', messageId: String(row?.id) });
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrMessage, context, id),
        });
      },
      async markHrMessagesRead(_, { employee: where }, context) {
        const scope = requireScope(context);
        const employee = await connectOne(context, 'CompanyEmployee', { connect: where }, 'Employee');
        if (!mayTakePartInThread(scope, employee)) throw forbidden('You do not have permission to read this conversation');
        await markThreadRead(context.db, String(employee.id), scope.userId);
        return unreadInThread(context.db, String(employee.id), scope.userId);
      },
    },
  },
};
