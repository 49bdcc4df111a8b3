// One list: its read definition (fields, read access) and its mutations.
import type { SchemaModule } from '../../schema/schema-module';
import { workflowCreateMutations } from './mutations';
import { workflowRemoveMutations } from './remove';
import { workflowReviewMutations } from './review';

export { hrSalaryWorkflowList, hrSalaryWorkflowDocumentList } from './list';

const parts = [workflowCreateMutations, workflowReviewMutations, workflowRemoveMutations];

export const hrSalaryWorkflowMutations: SchemaModule = {
  typeDefs: parts.map((p) => p.typeDefs).join('\n\n'),
  resolvers: { Mutation: Object.assign({}, ...parts.map((p) => p.resolvers.Mutation)) },
};
