/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {\n    redeemUserMagicAuthToken(email: $email, token: $token) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RedeemUserMagicAuthTokenDocument,
    "\n  mutation SendUserMagicAuthLink($email: String!) {\n    sendUserMagicAuthLink(email: $email)\n  }\n": typeof types.SendUserMagicAuthLinkDocument,
    "\n  query DashboardCounts(\n    $employeeId: ID!\n    $companyId: ID!\n    $withEmployee: Boolean!\n    $withHrDocuments: Boolean!\n    $withFinance: Boolean!\n    $withTaxation: Boolean!\n    $withWorkflows: Boolean!\n    $withEmployees: Boolean!\n  ) {\n    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)\n    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)\n    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withFinance)\n    taxDocuments: accountingDocumentsCount(\n      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }\n    ) @include(if: $withTaxation)\n    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withWorkflows)\n    employees: companyEmployeesCount(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n    ) @include(if: $withEmployees)\n  }\n": typeof types.DashboardCountsDocument,
    "\n  mutation UpdateMyProfileLanguage($language: String!) {\n    updateMyProfileLanguage(language: $language) {\n      status\n    }\n  }\n": typeof types.UpdateMyProfileLanguageDocument,
    "\n  query CompanyEmployeeChoices($companyId: ID!) {\n    companyEmployees(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n      orderBy: [{ name: asc }]\n    ) {\n      id\n      code\n      name\n    }\n  }\n": typeof types.CompanyEmployeeChoicesDocument,
    "\n  query EmployeeSalaries($employee: ID!) {\n    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {\n      id\n      date\n      type\n      attachment {\n        filename\n        filesize\n        url\n      }\n    }\n  }\n": typeof types.EmployeeSalariesDocument,
    "\n  query SalaryDuplicates($where: HrSalaryWhereInput!) {\n    hrSalaries(where: $where) {\n      id\n      date\n      type\n      employee {\n        id\n      }\n    }\n  }\n": typeof types.SalaryDuplicatesDocument,
    "\n  query UploadDirectory {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      company {\n        id\n        code\n      }\n    }\n  }\n": typeof types.UploadDirectoryDocument,
    "\n  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {\n    hrSalaryWorkflows(where: $where) {\n      id\n      date\n      company {\n        id\n      }\n    }\n  }\n": typeof types.WorkflowDuplicatesDocument,
    "\n  query Companies {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      hrEnabled\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      emailHash\n      name\n      language\n      role {\n        canAccessKeystone\n        canSignInToApp\n        canManageAccounts\n        canManageRoles\n        canManageAccounting\n        canManageTaxation\n        canManageHumanResources\n        canAccessAllCompanies\n        canRemoveSalaryWorkflowDocument\n        canCreateContracts\n      }\n      employees(orderBy: [{ name: asc }]) {\n        id\n        code\n        name\n        letter\n        isArchived\n        company {\n          id\n          code\n          name\n          hrEnabled\n        }\n        role {\n          canAccessFinance\n          canAccessTaxation\n          canManageHumanResources\n          canAccessSalaryWorkflow\n          canAccessCompanyCodes\n          canAccessCompanyContacts\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": typeof types.SignoutDocument,
    "\n  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {\n    createHrSalary(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrSalaryUploadDocument,
    "\n  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {\n    createHrSalaryWorkflow(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrSalaryWorkflowUploadDocument,
    "\n  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {\n    createAccountingDocument(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateAccountingDocumentUploadDocument,
    "\n  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {\n    createHrDocument(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateHrDocumentUploadDocument,
};
const documents: Documents = {
    "\n  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {\n    redeemUserMagicAuthToken(email: $email, token: $token) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n": types.RedeemUserMagicAuthTokenDocument,
    "\n  mutation SendUserMagicAuthLink($email: String!) {\n    sendUserMagicAuthLink(email: $email)\n  }\n": types.SendUserMagicAuthLinkDocument,
    "\n  query DashboardCounts(\n    $employeeId: ID!\n    $companyId: ID!\n    $withEmployee: Boolean!\n    $withHrDocuments: Boolean!\n    $withFinance: Boolean!\n    $withTaxation: Boolean!\n    $withWorkflows: Boolean!\n    $withEmployees: Boolean!\n  ) {\n    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)\n    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)\n    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withFinance)\n    taxDocuments: accountingDocumentsCount(\n      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }\n    ) @include(if: $withTaxation)\n    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withWorkflows)\n    employees: companyEmployeesCount(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n    ) @include(if: $withEmployees)\n  }\n": types.DashboardCountsDocument,
    "\n  mutation UpdateMyProfileLanguage($language: String!) {\n    updateMyProfileLanguage(language: $language) {\n      status\n    }\n  }\n": types.UpdateMyProfileLanguageDocument,
    "\n  query CompanyEmployeeChoices($companyId: ID!) {\n    companyEmployees(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n      orderBy: [{ name: asc }]\n    ) {\n      id\n      code\n      name\n    }\n  }\n": types.CompanyEmployeeChoicesDocument,
    "\n  query EmployeeSalaries($employee: ID!) {\n    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {\n      id\n      date\n      type\n      attachment {\n        filename\n        filesize\n        url\n      }\n    }\n  }\n": types.EmployeeSalariesDocument,
    "\n  query SalaryDuplicates($where: HrSalaryWhereInput!) {\n    hrSalaries(where: $where) {\n      id\n      date\n      type\n      employee {\n        id\n      }\n    }\n  }\n": types.SalaryDuplicatesDocument,
    "\n  query UploadDirectory {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      company {\n        id\n        code\n      }\n    }\n  }\n": types.UploadDirectoryDocument,
    "\n  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {\n    hrSalaryWorkflows(where: $where) {\n      id\n      date\n      company {\n        id\n      }\n    }\n  }\n": types.WorkflowDuplicatesDocument,
    "\n  query Companies {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      hrEnabled\n    }\n  }\n": types.CompaniesDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      emailHash\n      name\n      language\n      role {\n        canAccessKeystone\n        canSignInToApp\n        canManageAccounts\n        canManageRoles\n        canManageAccounting\n        canManageTaxation\n        canManageHumanResources\n        canAccessAllCompanies\n        canRemoveSalaryWorkflowDocument\n        canCreateContracts\n      }\n      employees(orderBy: [{ name: asc }]) {\n        id\n        code\n        name\n        letter\n        isArchived\n        company {\n          id\n          code\n          name\n          hrEnabled\n        }\n        role {\n          canAccessFinance\n          canAccessTaxation\n          canManageHumanResources\n          canAccessSalaryWorkflow\n          canAccessCompanyCodes\n          canAccessCompanyContacts\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": types.SignoutDocument,
    "\n  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {\n    createHrSalary(data: $data) {\n      id\n    }\n  }\n": types.CreateHrSalaryUploadDocument,
    "\n  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {\n    createHrSalaryWorkflow(data: $data) {\n      id\n    }\n  }\n": types.CreateHrSalaryWorkflowUploadDocument,
    "\n  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {\n    createAccountingDocument(data: $data) {\n      id\n    }\n  }\n": types.CreateAccountingDocumentUploadDocument,
    "\n  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {\n    createHrDocument(data: $data) {\n      id\n    }\n  }\n": types.CreateHrDocumentUploadDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {\n    redeemUserMagicAuthToken(email: $email, token: $token) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {\n    redeemUserMagicAuthToken(email: $email, token: $token) {\n      __typename\n      ... on RedeemUserMagicAuthTokenSuccess {\n        token\n        item {\n          id\n        }\n      }\n      ... on RedeemUserMagicAuthTokenFailure {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendUserMagicAuthLink($email: String!) {\n    sendUserMagicAuthLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation SendUserMagicAuthLink($email: String!) {\n    sendUserMagicAuthLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCounts(\n    $employeeId: ID!\n    $companyId: ID!\n    $withEmployee: Boolean!\n    $withHrDocuments: Boolean!\n    $withFinance: Boolean!\n    $withTaxation: Boolean!\n    $withWorkflows: Boolean!\n    $withEmployees: Boolean!\n  ) {\n    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)\n    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)\n    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withFinance)\n    taxDocuments: accountingDocumentsCount(\n      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }\n    ) @include(if: $withTaxation)\n    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withWorkflows)\n    employees: companyEmployeesCount(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n    ) @include(if: $withEmployees)\n  }\n"): (typeof documents)["\n  query DashboardCounts(\n    $employeeId: ID!\n    $companyId: ID!\n    $withEmployee: Boolean!\n    $withHrDocuments: Boolean!\n    $withFinance: Boolean!\n    $withTaxation: Boolean!\n    $withWorkflows: Boolean!\n    $withEmployees: Boolean!\n  ) {\n    salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)\n    hrDocuments: hrDocumentsCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withHrDocuments)\n    accountingDocuments: accountingDocumentsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withFinance)\n    taxDocuments: accountingDocumentsCount(\n      where: { company: { id: { equals: $companyId } }, type: { equals: tax } }\n    ) @include(if: $withTaxation)\n    salaryWorkflows: hrSalaryWorkflowsCount(where: { company: { id: { equals: $companyId } } })\n      @include(if: $withWorkflows)\n    employees: companyEmployeesCount(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n    ) @include(if: $withEmployees)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfileLanguage($language: String!) {\n    updateMyProfileLanguage(language: $language) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfileLanguage($language: String!) {\n    updateMyProfileLanguage(language: $language) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyEmployeeChoices($companyId: ID!) {\n    companyEmployees(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n      orderBy: [{ name: asc }]\n    ) {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompanyEmployeeChoices($companyId: ID!) {\n    companyEmployees(\n      where: { company: { id: { equals: $companyId } }, isArchived: { equals: false } }\n      orderBy: [{ name: asc }]\n    ) {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeSalaries($employee: ID!) {\n    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {\n      id\n      date\n      type\n      attachment {\n        filename\n        filesize\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmployeeSalaries($employee: ID!) {\n    hrSalaries(where: { employee: { id: { equals: $employee } } }, orderBy: [{ date: desc }]) {\n      id\n      date\n      type\n      attachment {\n        filename\n        filesize\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalaryDuplicates($where: HrSalaryWhereInput!) {\n    hrSalaries(where: $where) {\n      id\n      date\n      type\n      employee {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalaryDuplicates($where: HrSalaryWhereInput!) {\n    hrSalaries(where: $where) {\n      id\n      date\n      type\n      employee {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadDirectory {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      company {\n        id\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadDirectory {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n    }\n    companyEmployees(where: { isArchived: { equals: false } }, orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      company {\n        id\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {\n    hrSalaryWorkflows(where: $where) {\n      id\n      date\n      company {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {\n    hrSalaryWorkflows(where: $where) {\n      id\n      date\n      company {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      hrEnabled\n    }\n  }\n"): (typeof documents)["\n  query Companies {\n    companies(orderBy: [{ name: asc }]) {\n      id\n      code\n      name\n      hrEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      emailHash\n      name\n      language\n      role {\n        canAccessKeystone\n        canSignInToApp\n        canManageAccounts\n        canManageRoles\n        canManageAccounting\n        canManageTaxation\n        canManageHumanResources\n        canAccessAllCompanies\n        canRemoveSalaryWorkflowDocument\n        canCreateContracts\n      }\n      employees(orderBy: [{ name: asc }]) {\n        id\n        code\n        name\n        letter\n        isArchived\n        company {\n          id\n          code\n          name\n          hrEnabled\n        }\n        role {\n          canAccessFinance\n          canAccessTaxation\n          canManageHumanResources\n          canAccessSalaryWorkflow\n          canAccessCompanyCodes\n          canAccessCompanyContacts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      emailHash\n      name\n      language\n      role {\n        canAccessKeystone\n        canSignInToApp\n        canManageAccounts\n        canManageRoles\n        canManageAccounting\n        canManageTaxation\n        canManageHumanResources\n        canAccessAllCompanies\n        canRemoveSalaryWorkflowDocument\n        canCreateContracts\n      }\n      employees(orderBy: [{ name: asc }]) {\n        id\n        code\n        name\n        letter\n        isArchived\n        company {\n          id\n          code\n          name\n          hrEnabled\n        }\n        role {\n          canAccessFinance\n          canAccessTaxation\n          canManageHumanResources\n          canAccessSalaryWorkflow\n          canAccessCompanyCodes\n          canAccessCompanyContacts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signout {\n    signout\n  }\n"): (typeof documents)["\n  mutation Signout {\n    signout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {\n    createHrSalary(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {\n    createHrSalary(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {\n    createHrSalaryWorkflow(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {\n    createHrSalaryWorkflow(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {\n    createAccountingDocument(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {\n    createAccountingDocument(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {\n    createHrDocument(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {\n    createHrDocument(data: $data) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;