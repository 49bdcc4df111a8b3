import { createSchema } from 'graphql-yoga';
import type { GraphQLContext, SchemaModule } from '../context';
import { baseTypeDefs, scalarResolvers } from '../keystone/scalars';
import { listResolvers, listTypeDefs } from '../keystone/build-list-schema';
import { listExtraTypeDefs, lists } from '../lists';
import { authModule } from './auth';
import { meModule } from './me';
import { accountingDocumentMutations } from '../lists/accounting-document';
import { companyEmployeeMutations } from '../lists/company-employee';
import { hrDocumentMutations } from '../lists/hr-document';
import { hrSalaryMutations } from '../lists/hr-salary';
import { hrSalaryWorkflowMutations } from '../lists/hr-salary-workflow';
import { relateToOneInputs } from '../lists/shared/relate';

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
