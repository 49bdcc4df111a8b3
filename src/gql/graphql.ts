/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountingDocumentCreateInput = {
  attachment?: FileFieldInput | null | undefined;
  company?: CompanyRelateToOneForCreateInput | null | undefined;
  date?: string | null | undefined;
  tag?: string | null | undefined;
  type?: AccountingDocumentTypeType | null | undefined;
  uploadKey?: string | null | undefined;
};

export type AccountingDocumentTypeType =
  | 'bank_statement'
  | 'other'
  | 'purchase_invoice'
  | 'receipt'
  | 'sales_invoice'
  | 'tax';

export type BooleanFilter = {
  equals?: boolean | null | undefined;
  not?: BooleanFilter | null | undefined;
};

export type CalendarDayFilter = {
  equals?: string | null | undefined;
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  in?: Array<string> | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
  not?: CalendarDayFilter | null | undefined;
  notIn?: Array<string> | null | undefined;
};

export type CompanyEmployeeManyRelationFilter = {
  every?: CompanyEmployeeWhereInput | null | undefined;
  none?: CompanyEmployeeWhereInput | null | undefined;
  some?: CompanyEmployeeWhereInput | null | undefined;
};

export type CompanyEmployeeRelateToOneForCreateInput = {
  connect?: CompanyEmployeeWhereUniqueInput | null | undefined;
};

export type CompanyEmployeeWhereInput = {
  AND?: Array<CompanyEmployeeWhereInput> | null | undefined;
  NOT?: Array<CompanyEmployeeWhereInput> | null | undefined;
  OR?: Array<CompanyEmployeeWhereInput> | null | undefined;
  code?: StringFilter | null | undefined;
  company?: CompanyWhereInput | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  hrDocumentNotification?: BooleanFilter | null | undefined;
  hrUnReadChatMessages?: IntFilter | null | undefined;
  id?: IdFilter | null | undefined;
  isArchived?: BooleanFilter | null | undefined;
  isHiddenInHr?: BooleanFilter | null | undefined;
  jobDescription?: StringFilter | null | undefined;
  name?: StringFilter | null | undefined;
  settingHrDocumentsDisabled?: BooleanFilter | null | undefined;
  settingWantsAccountingNotification?: BooleanFilter | null | undefined;
  settingWantsHRSalariesNotification?: BooleanFilter | null | undefined;
  settingWantsSalaryWorkflowNotification?: BooleanFilter | null | undefined;
  updateAt?: DateTimeFilter | null | undefined;
  user?: UserWhereInput | null | undefined;
};

export type CompanyEmployeeWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type CompanyRelateToOneForCreateInput = {
  connect?: CompanyWhereUniqueInput | null | undefined;
};

export type CompanyWhereInput = {
  AND?: Array<CompanyWhereInput> | null | undefined;
  NOT?: Array<CompanyWhereInput> | null | undefined;
  OR?: Array<CompanyWhereInput> | null | undefined;
  code?: StringFilter | null | undefined;
  employees?: CompanyEmployeeManyRelationFilter | null | undefined;
  hrEnabled?: BooleanFilter | null | undefined;
  id?: IdFilter | null | undefined;
  name?: StringFilter | null | undefined;
};

export type CompanyWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type DateTimeFilter = {
  equals?: string | null | undefined;
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  in?: Array<string> | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
  not?: DateTimeFilter | null | undefined;
  notIn?: Array<string> | null | undefined;
};

export type FileFieldInput = {
  upload: File;
};

export type HrDocumentCreateInput = {
  attachment?: FileFieldInput | null | undefined;
  employee?: CompanyEmployeeRelateToOneForCreateInput | null | undefined;
  expirationDate?: string | null | undefined;
  type?: HrDocumentTypeRelateToOneForCreateInput | null | undefined;
  uploadKey?: string | null | undefined;
};

export type HrDocumentTypeRelateToOneForCreateInput = {
  connect?: HrDocumentTypeWhereUniqueInput | null | undefined;
};

export type HrDocumentTypeWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type HrSalaryCreateInput = {
  attachment?: FileFieldInput | null | undefined;
  date?: string | null | undefined;
  employee?: CompanyEmployeeRelateToOneForCreateInput | null | undefined;
  type?: HrSalaryTypeType | null | undefined;
  /** Idempotency key chosen by the client: the same key from the same user returns the first item. */
  uploadKey?: string | null | undefined;
};

export type HrSalaryTypeType =
  | 'compensation'
  | 'slip'
  | 'work'
  | 'worku1';

export type HrSalaryTypeTypeFilter = {
  equals?: HrSalaryTypeType | null | undefined;
  in?: Array<HrSalaryTypeType> | null | undefined;
  not?: HrSalaryTypeTypeFilter | null | undefined;
  notIn?: Array<HrSalaryTypeType> | null | undefined;
};

export type HrSalaryWhereInput = {
  AND?: Array<HrSalaryWhereInput> | null | undefined;
  NOT?: Array<HrSalaryWhereInput> | null | undefined;
  OR?: Array<HrSalaryWhereInput> | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  date?: CalendarDayFilter | null | undefined;
  employee?: CompanyEmployeeWhereInput | null | undefined;
  id?: IdFilter | null | undefined;
  type?: HrSalaryTypeTypeFilter | null | undefined;
  updateAt?: DateTimeFilter | null | undefined;
};

export type HrSalaryWorkflowCreateInput = {
  company?: CompanyRelateToOneForCreateInput | null | undefined;
  date?: string | null | undefined;
  documents?: HrSalaryWorkflowDocumentRelateToManyForCreateInput | null | undefined;
  uploadKey?: string | null | undefined;
};

export type HrSalaryWorkflowDocumentCreateNestedInput = {
  document?: FileFieldInput | null | undefined;
  feedbackFg?: string | null | undefined;
};

export type HrSalaryWorkflowDocumentManyRelationFilter = {
  every?: HrSalaryWorkflowDocumentWhereInput | null | undefined;
  none?: HrSalaryWorkflowDocumentWhereInput | null | undefined;
  some?: HrSalaryWorkflowDocumentWhereInput | null | undefined;
};

export type HrSalaryWorkflowDocumentRelateToManyForCreateInput = {
  create?: Array<HrSalaryWorkflowDocumentCreateNestedInput> | null | undefined;
};

export type HrSalaryWorkflowDocumentStatusType =
  | 'approved'
  | 'pending'
  | 'rejected';

export type HrSalaryWorkflowDocumentStatusTypeFilter = {
  equals?: HrSalaryWorkflowDocumentStatusType | null | undefined;
  in?: Array<HrSalaryWorkflowDocumentStatusType> | null | undefined;
  not?: HrSalaryWorkflowDocumentStatusTypeFilter | null | undefined;
  notIn?: Array<HrSalaryWorkflowDocumentStatusType> | null | undefined;
};

export type HrSalaryWorkflowDocumentWhereInput = {
  AND?: Array<HrSalaryWorkflowDocumentWhereInput> | null | undefined;
  NOT?: Array<HrSalaryWorkflowDocumentWhereInput> | null | undefined;
  OR?: Array<HrSalaryWorkflowDocumentWhereInput> | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  feedback?: StringFilter | null | undefined;
  feedbackFg?: StringFilter | null | undefined;
  id?: IdFilter | null | undefined;
  reviewedAt?: DateTimeFilter | null | undefined;
  status?: HrSalaryWorkflowDocumentStatusTypeFilter | null | undefined;
  workflow?: HrSalaryWorkflowWhereInput | null | undefined;
};

export type HrSalaryWorkflowWhereInput = {
  AND?: Array<HrSalaryWorkflowWhereInput> | null | undefined;
  NOT?: Array<HrSalaryWorkflowWhereInput> | null | undefined;
  OR?: Array<HrSalaryWorkflowWhereInput> | null | undefined;
  company?: CompanyWhereInput | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  date?: CalendarDayFilter | null | undefined;
  documents?: HrSalaryWorkflowDocumentManyRelationFilter | null | undefined;
  id?: IdFilter | null | undefined;
  updateAt?: DateTimeFilter | null | undefined;
};

export type IdFilter = {
  equals?: string | number | null | undefined;
  gt?: string | number | null | undefined;
  gte?: string | number | null | undefined;
  in?: Array<string | number> | null | undefined;
  lt?: string | number | null | undefined;
  lte?: string | number | null | undefined;
  not?: IdFilter | null | undefined;
  notIn?: Array<string | number> | null | undefined;
};

export type IntFilter = {
  equals?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  in?: Array<number> | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
  not?: IntFilter | null | undefined;
  notIn?: Array<number> | null | undefined;
};

export type MagicLinkRedemptionErrorCode =
  | 'FAILURE'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_REDEEMED';

export type QueryMode =
  | 'default'
  | 'insensitive';

export type StringFilter = {
  contains?: string | null | undefined;
  endsWith?: string | null | undefined;
  equals?: string | null | undefined;
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  in?: Array<string> | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
  mode?: QueryMode | null | undefined;
  not?: StringFilter | null | undefined;
  notIn?: Array<string> | null | undefined;
  startsWith?: string | null | undefined;
};

export type UserWhereInput = {
  AND?: Array<UserWhereInput> | null | undefined;
  NOT?: Array<UserWhereInput> | null | undefined;
  OR?: Array<UserWhereInput> | null | undefined;
  email?: StringFilter | null | undefined;
  employees?: CompanyEmployeeManyRelationFilter | null | undefined;
  id?: IdFilter | null | undefined;
  name?: StringFilter | null | undefined;
};

export type RedeemUserMagicAuthTokenMutationVariables = Exact<{
  email: string;
  token: string;
}>;


export type RedeemUserMagicAuthTokenMutation = { redeemUserMagicAuthToken:
    | { __typename: 'RedeemUserMagicAuthTokenFailure', code: MagicLinkRedemptionErrorCode, message: string }
    | { __typename: 'RedeemUserMagicAuthTokenSuccess', token: string, item: { id: string } }
   };

export type SendUserMagicAuthLinkMutationVariables = Exact<{
  email: string;
}>;


export type SendUserMagicAuthLinkMutation = { sendUserMagicAuthLink: boolean };

export type DashboardCountsQueryVariables = Exact<{
  employeeId: string | number;
  companyId: string | number;
  withEmployee: boolean;
  withHrDocuments: boolean;
  withFinance: boolean;
  withTaxation: boolean;
  withWorkflows: boolean;
  withEmployees: boolean;
}>;


export type DashboardCountsQuery = { salaries?: number | null, hrDocuments?: number | null, accountingDocuments?: number | null, taxDocuments?: number | null, salaryWorkflows?: number | null, employees?: number | null };

export type UpdateMyProfileLanguageMutationVariables = Exact<{
  language: string;
}>;


export type UpdateMyProfileLanguageMutation = { updateMyProfileLanguage: { status: string } };

export type CompanyEmployeeChoicesQueryVariables = Exact<{
  companyId: string | number;
}>;


export type CompanyEmployeeChoicesQuery = { companyEmployees: Array<{ id: string, code: string | null, name: string | null }> | null };

export type EmployeeSalariesQueryVariables = Exact<{
  employee: string | number;
}>;


export type EmployeeSalariesQuery = { hrSalaries: Array<{ id: string, date: string | null, type: HrSalaryTypeType | null, attachment: { filename: string, filesize: number, url: string } | null }> | null };

export type SalaryDuplicatesQueryVariables = Exact<{
  where: HrSalaryWhereInput;
}>;


export type SalaryDuplicatesQuery = { hrSalaries: Array<{ id: string, date: string | null, type: HrSalaryTypeType | null, employee: { id: string } | null }> | null };

export type UploadDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadDirectoryQuery = { companies: Array<{ id: string, code: string | null, name: string | null }> | null, companyEmployees: Array<{ id: string, code: string | null, name: string | null, company: { id: string, code: string | null } | null }> | null };

export type WorkflowDuplicatesQueryVariables = Exact<{
  where: HrSalaryWorkflowWhereInput;
}>;


export type WorkflowDuplicatesQuery = { hrSalaryWorkflows: Array<{ id: string, date: string | null, company: { id: string } | null }> | null };

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { companies: Array<{ id: string, code: string | null, name: string | null, hrEnabled: boolean | null }> | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string | null, emailHash: string | null, name: string | null, language: string | null, role: { canAccessKeystone: boolean, canSignInToApp: boolean, canManageAccounts: boolean, canManageRoles: boolean, canManageAccounting: boolean, canManageTaxation: boolean, canManageHumanResources: boolean, canAccessAllCompanies: boolean, canRemoveSalaryWorkflowDocument: boolean, canCreateContracts: boolean } | null, employees: Array<{ id: string, code: string | null, name: string | null, letter: string | null, isArchived: boolean | null, company: { id: string, code: string | null, name: string | null, hrEnabled: boolean | null } | null, role: { canAccessFinance: boolean, canAccessTaxation: boolean, canManageHumanResources: boolean, canAccessSalaryWorkflow: boolean, canAccessCompanyCodes: boolean, canAccessCompanyContacts: boolean } | null }> | null } | null };

export type SignoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignoutMutation = { signout: boolean };

export type CreateHrSalaryUploadMutationVariables = Exact<{
  data: HrSalaryCreateInput;
}>;


export type CreateHrSalaryUploadMutation = { createHrSalary: { id: string } | null };

export type CreateHrSalaryWorkflowUploadMutationVariables = Exact<{
  data: HrSalaryWorkflowCreateInput;
}>;


export type CreateHrSalaryWorkflowUploadMutation = { createHrSalaryWorkflow: { id: string } | null };

export type CreateAccountingDocumentUploadMutationVariables = Exact<{
  data: AccountingDocumentCreateInput;
}>;


export type CreateAccountingDocumentUploadMutation = { createAccountingDocument: { id: string } | null };

export type CreateHrDocumentUploadMutationVariables = Exact<{
  data: HrDocumentCreateInput;
}>;


export type CreateHrDocumentUploadMutation = { createHrDocument: { id: string } | null };


export const RedeemUserMagicAuthTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemUserMagicAuthToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemUserMagicAuthToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemUserMagicAuthTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemUserMagicAuthTokenFailure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemUserMagicAuthTokenMutation, RedeemUserMagicAuthTokenMutationVariables>;
export const SendUserMagicAuthLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendUserMagicAuthLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendUserMagicAuthLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<SendUserMagicAuthLinkMutation, SendUserMagicAuthLinkMutationVariables>;
export const DashboardCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withEmployee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withHrDocuments"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withFinance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTaxation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withWorkflows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withEmployees"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"salaries"},"name":{"kind":"Name","value":"hrSalariesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withEmployee"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"hrDocuments"},"name":{"kind":"Name","value":"hrDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withHrDocuments"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"accountingDocuments"},"name":{"kind":"Name","value":"accountingDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFinance"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"taxDocuments"},"name":{"kind":"Name","value":"accountingDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"EnumValue","value":"tax"}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTaxation"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"salaryWorkflows"},"name":{"kind":"Name","value":"hrSalaryWorkflowsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withWorkflows"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"employees"},"name":{"kind":"Name","value":"companyEmployeesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"BooleanValue","value":false}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withEmployees"}}}]}]}]}}]} as unknown as DocumentNode<DashboardCountsQuery, DashboardCountsQueryVariables>;
export const UpdateMyProfileLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfileLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfileLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateMyProfileLanguageMutation, UpdateMyProfileLanguageMutationVariables>;
export const CompanyEmployeeChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyEmployeeChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompanyEmployeeChoicesQuery, CompanyEmployeeChoicesQueryVariables>;
export const EmployeeSalariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeSalaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employee"}}}]}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"date"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filesize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeSalariesQuery, EmployeeSalariesQueryVariables>;
export const SalaryDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWhereInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SalaryDuplicatesQuery, SalaryDuplicatesQueryVariables>;
export const UploadDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UploadDirectoryQuery, UploadDirectoryQueryVariables>;
export const WorkflowDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowWhereInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaryWorkflows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkflowDuplicatesQuery, WorkflowDuplicatesQueryVariables>;
export const CompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}}]}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailHash"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessKeystone"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"canManageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSalaryWorkflowDocument"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateContracts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessFinance"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessSalaryWorkflow"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyCodes"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyContacts"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SignoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signout"}}]}}]} as unknown as DocumentNode<SignoutMutation, SignoutMutationVariables>;
export const CreateHrSalaryUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrSalaryUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrSalary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrSalaryUploadMutation, CreateHrSalaryUploadMutationVariables>;
export const CreateHrSalaryWorkflowUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrSalaryWorkflowUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrSalaryWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrSalaryWorkflowUploadMutation, CreateHrSalaryWorkflowUploadMutationVariables>;
export const CreateAccountingDocumentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccountingDocumentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingDocumentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccountingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAccountingDocumentUploadMutation, CreateAccountingDocumentUploadMutationVariables>;
export const CreateHrDocumentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrDocumentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrDocumentUploadMutation, CreateHrDocumentUploadMutationVariables>;