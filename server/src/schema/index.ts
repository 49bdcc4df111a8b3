import { createSchema } from 'graphql-yoga';
import { guardSchema } from '../access/guard-schema';
import { operationRules } from '../access/rules';
import type { GraphQLContext } from '../context';
import type { SchemaModule } from './schema-module';
import { baseTypeDefs, scalarResolvers } from '../keystone/scalars';
import { listResolvers, listTypeDefs } from '../keystone/build-list-schema';
import { listExtraTypeDefs, lists } from '../lists';
import { adminModule } from './admin';
import { authModule } from './auth';
import { downloadArchiveModule } from './download-archive';
import { meModule } from './me';
import { sessionsModule } from './sessions';
import { stagedUploadsModule } from './staged-uploads';
import { companyMutations } from '../lists/company';
import { accountingDocumentInsights, accountingDocumentMutations, accountingEInvoiceModule, accountingReadingModule } from '../lists/accounting-document';
import { companyEmployeeMutations, employeeManagerMutations } from '../lists/company-employee';
import { hrDocumentMutations, hrDocumentTypeMutations } from '../lists/hr-document';
import { hrMessageMutations } from '../lists/hr-message/mutations';
import { notificationSettingsModule } from '../notifications/settings-mutations';
import { notificationCentreModule } from '../notifications/centre-module';
import { pushModule } from '../push/push-module';
import { devOutboxModule } from '../mail/dev-outbox-module';
import { hrSalaryMutations } from '../lists/hr-salary';
import { hrSalaryWorkflowMutations } from '../lists/hr-salary-workflow';
import { relateToOneInputs } from '../lists/shared/relate';
import { userMutations } from '../lists/user';

const modules: SchemaModule[] = [
  meModule,
  authModule,
  adminModule,
  sessionsModule,
  stagedUploadsModule,
  companyEmployeeMutations,
  hrSalaryMutations,
  accountingDocumentMutations,
  accountingDocumentInsights,
  accountingReadingModule,
  accountingEInvoiceModule,
  hrDocumentMutations,
  hrSalaryWorkflowMutations,
  hrMessageMutations,
  notificationSettingsModule,
  notificationCentreModule,
  pushModule,
  devOutboxModule,
  companyMutations,
  userMutations,
  employeeManagerMutations,
  hrDocumentTypeMutations,
  downloadArchiveModule,
];

const allLists = Object.values(lists);

/** The whole SDL, in a stable order: `npm run codegen` prints it to server/schema.graphql. */
export const typeDefs = [
  baseTypeDefs,
  listExtraTypeDefs,
  ...allLists.map(listTypeDefs),
  relateToOneInputs(['Company', 'CompanyEmployee', 'HrDocumentType', 'HrDocument', 'HrSalaryWorkflow', 'HrSalaryWorkflowDocument']),
  ...modules.map((m) => m.typeDefs),
].join('\n\n');

/** The executable schema, every root field behind its declared access rule (access/guard-schema.ts). */
export function buildSchema() {
  const schema = createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [scalarResolvers, ...allLists.map((list) => listResolvers(lists, list)), ...modules.map((m) => m.resolvers)],
  });
  return guardSchema(schema, operationRules(lists));
}
