import { createSchema } from 'graphql-yoga';
import type { GraphQLContext, SchemaModule } from '../context';
import { baseTypeDefs, scalarResolvers } from '../keystone/scalars';
import { listResolvers, listTypeDefs } from '../keystone/build-list-schema';
import { listExtraTypeDefs, lists } from '../lists';
import { authModule } from './auth';
import { meModule } from './me';
import { accountingDocumentMutations } from './mutations/accounting-document';
import { companyEmployeeMutations } from './mutations/company-employee';
import { hrDocumentMutations } from './mutations/hr-document';
import { hrSalaryMutations } from './mutations/hr-salary';
import { hrSalaryWorkflowMutations } from './mutations/hr-salary-workflow';
import { relateToOneInputs } from './mutations/relate';

const modules: SchemaModule[] = [
  meModule,
  authModule,
  companyEmployeeMutations,
  hrSalaryMutations,
  accountingDocumentMutations,
  hrDocumentMutations,
  hrSalaryWorkflowMutations,
];

const allLists = Object.values(lists);

/** The whole SDL, in a stable order: `npm run codegen` prints it to server/schema.graphql. */
export const typeDefs = [
  baseTypeDefs,
  listExtraTypeDefs,
  ...allLists.map(listTypeDefs),
  relateToOneInputs(['Company', 'CompanyEmployee', 'HrDocumentType', 'HrSalaryWorkflow']),
  ...modules.map((m) => m.typeDefs),
].join('\n\n');

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [scalarResolvers, ...allLists.map((list) => listResolvers(lists, list)), ...modules.map((m) => m.resolvers)],
  });
}
