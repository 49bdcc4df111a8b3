import { HR_MESSAGE_MAX_LENGTH } from '../../../../src/domain/hr-messages';
import { authorizeWrite, commitWrite } from '../../access/run-write';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { hrMessages } from '../../db/schema';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { hrMessageWrites, hrThreadReadWrites, threadItem } from './access';
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
        const body = (data.body ?? '').trim();
        const input = { employeeId: String(employee.id), body, uploadKey: data.uploadKey ?? null };
        return createWithFiles({
          context,
          list: 'HrMessage',
          rules: hrMessageWrites,
          input,
          item: threadItem(employee, input),
          checkInput() {
            if (body.length > HR_MESSAGE_MAX_LENGTH) throw badInput(`A message can have at most ${HR_MESSAGE_MAX_LENGTH} characters`);
            if (!body && !data.attachment) throw badInput('A message needs a text or an attachment');
          },
          table: hrMessages,
          uploadKey: data.uploadKey,
          files: data.attachment ? [{ upload: data.attachment.upload, accept: ['pdf', 'jpeg', 'png'] }] : [],
          async insert(tx, [file]) {
            const [inserted] = await tx
              .insert(hrMessages)
              .values({ ...input, authorId: scope.userId, createdById: scope.userId, ...(file ? fileColumns(file) : {}) })
              .returning({ id: hrMessages.id });
            return String(inserted?.id);
          },
          notify: (messageId) => [{ kind: 'hrMessageCreated', messageId }],
        });
      },
      async markHrMessagesRead(_, { employee: where }, context) {
        const scope = requireScope(context);
        const employee = await connectOne(context, 'CompanyEmployee', { connect: where }, 'Employee');
        const employeeId = String(employee.id);
        await authorizeWrite(context, hrThreadReadWrites, { list: 'HrMessage', operation: 'update', item: threadItem(employee) });
        await commitWrite(context, {
          list: 'HrMessage',
          action: 'read',
          // Not audited, as before: a marker of the caller's own, set each time they open the thread.
          audit: false,
          write: async (tx) => {
            await markThreadRead(tx, employeeId, scope.userId);
            return employeeId;
          },
        });
        return unreadInThread(context.db, employeeId, scope.userId);
      },
    },
  },
};
