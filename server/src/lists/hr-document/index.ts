// One list: its read definition (fields, read access), its mutations, the dashboard's action list
// and the expiry reminders the messages engine sends (reminders.ts, see its header).
import type { SchemaModule } from '../../schema/schema-module';
import { hrDocumentActionsModule } from './actions';
import { deleteHrDocumentsModule } from './delete-documents';
import { hrDocumentMutations as createModule } from './mutations';
import { updateHrDocumentsModule } from './update-documents';

export { hrDocumentTypeList, hrDocumentList } from './list';
export { dueHrDocumentReminders, type DueReminder } from './reminders';

const parts = [createModule, updateHrDocumentsModule, deleteHrDocumentsModule, hrDocumentActionsModule];

export const hrDocumentMutations: SchemaModule = {
  typeDefs: parts.map((p) => p.typeDefs).join('\n\n'),
  resolvers: {
    Query: Object.assign({}, ...parts.map((p) => p.resolvers.Query ?? {})),
    Mutation: Object.assign({}, ...parts.map((p) => p.resolvers.Mutation ?? {})),
  },
};
export { hrDocumentTypeMutations } from './type-mutations';
