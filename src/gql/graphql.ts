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
  | 'annual_accounts'
  | 'bank_statement'
  | 'other'
  | 'payroll_journal'
  | 'purchase_invoice'
  | 'receipt'
  | 'sales_invoice'
  | 'tax';

export type AccountingDocumentTypeTypeFilter = {
  equals?: AccountingDocumentTypeType | null | undefined;
  in?: Array<AccountingDocumentTypeType> | null | undefined;
  not?: AccountingDocumentTypeTypeFilter | null | undefined;
  notIn?: Array<AccountingDocumentTypeType> | null | undefined;
};

export type AccountingDocumentWhereInput = {
  AND?: Array<AccountingDocumentWhereInput> | null | undefined;
  NOT?: Array<AccountingDocumentWhereInput> | null | undefined;
  OR?: Array<AccountingDocumentWhereInput> | null | undefined;
  attachmentFilename?: StringFilter | null | undefined;
  attachmentSha256?: StringFilter | null | undefined;
  company?: CompanyWhereInput | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  date?: CalendarDayFilter | null | undefined;
  id?: IdFilter | null | undefined;
  tag?: StringFilter | null | undefined;
  type?: AccountingDocumentTypeTypeFilter | null | undefined;
  updateAt?: DateTimeFilter | null | undefined;
};

/** The lists whose documents can be downloaded together as one ZIP. */
export type ArchiveList =
  | 'AccountingDocument'
  | 'HrSalary';

export type AuditEventWhereInput = {
  AND?: Array<AuditEventWhereInput> | null | undefined;
  NOT?: Array<AuditEventWhereInput> | null | undefined;
  OR?: Array<AuditEventWhereInput> | null | undefined;
  action?: StringFilter | null | undefined;
  actor?: UserWhereInput | null | undefined;
  at?: DateTimeFilter | null | undefined;
  id?: IdFilter | null | undefined;
  itemId?: StringFilter | null | undefined;
  list?: StringFilter | null | undefined;
  onBehalfOf?: UserWhereInput | null | undefined;
};

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

export type CompanyCreateInput = {
  code?: string | null | undefined;
  hrEnabled?: boolean | null | undefined;
  naceId?: string | null | undefined;
  name?: string | null | undefined;
  personInChargeAccounting?: UserRelateToOneForUpdateInput | null | undefined;
  personInChargeHumanResources?: UserRelateToOneForUpdateInput | null | undefined;
  rcsId?: string | null | undefined;
  taxId?: string | null | undefined;
  vatId?: string | null | undefined;
};

export type CompanyEmployeeCreateInput = {
  code?: string | null | undefined;
  company?: CompanyRelateToOneForCreateInput | null | undefined;
  jobDescription?: string | null | undefined;
  name?: string | null | undefined;
};

export type CompanyEmployeeManyRelationFilter = {
  every?: CompanyEmployeeWhereInput | null | undefined;
  none?: CompanyEmployeeWhereInput | null | undefined;
  some?: CompanyEmployeeWhereInput | null | undefined;
};

export type CompanyEmployeeOrderByInput = {
  code?: OrderDirection | null | undefined;
  createdAt?: OrderDirection | null | undefined;
  hrDocumentNotification?: OrderDirection | null | undefined;
  id?: OrderDirection | null | undefined;
  isArchived?: OrderDirection | null | undefined;
  isHiddenInHr?: OrderDirection | null | undefined;
  jobDescription?: OrderDirection | null | undefined;
  name?: OrderDirection | null | undefined;
  profileVersion?: OrderDirection | null | undefined;
  settingHrDocumentsDisabled?: OrderDirection | null | undefined;
  settingWantsAccountingNotification?: OrderDirection | null | undefined;
  settingWantsHRSalariesNotification?: OrderDirection | null | undefined;
  settingWantsSalaryWorkflowNotification?: OrderDirection | null | undefined;
  updateAt?: OrderDirection | null | undefined;
  version?: OrderDirection | null | undefined;
};

export type CompanyEmployeeRelateToOneForCreateInput = {
  connect?: CompanyEmployeeWhereUniqueInput | null | undefined;
};

export type CompanyEmployeeUpdateInput = {
  canAccessCompanyCodes?: boolean | null | undefined;
  canAccessCompanyContacts?: boolean | null | undefined;
  canAccessFinance?: boolean | null | undefined;
  canAccessSalaryWorkflow?: boolean | null | undefined;
  canAccessTaxation?: boolean | null | undefined;
  canManageHumanResources?: boolean | null | undefined;
  code?: string | null | undefined;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: number | null | undefined;
  hrDocumentNotification?: boolean | null | undefined;
  isArchived?: boolean | null | undefined;
  isHiddenInHr?: boolean | null | undefined;
  jobDescription?: string | null | undefined;
  name?: string | null | undefined;
  settingHrDocumentsDisabled?: boolean | null | undefined;
  settingWantsAccountingNotification?: boolean | null | undefined;
  settingWantsHRSalariesNotification?: boolean | null | undefined;
  settingWantsSalaryWorkflowNotification?: boolean | null | undefined;
  /** Links the record to a user account (connect) or unlinks it (disconnect: true). */
  user?: UserRelateToOneForUpdateInput | null | undefined;
};

export type CompanyEmployeeWhereInput = {
  AND?: Array<CompanyEmployeeWhereInput> | null | undefined;
  NOT?: Array<CompanyEmployeeWhereInput> | null | undefined;
  OR?: Array<CompanyEmployeeWhereInput> | null | undefined;
  code?: StringFilter | null | undefined;
  company?: CompanyWhereInput | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  hrDocumentNotification?: BooleanFilter | null | undefined;
  id?: IdFilter | null | undefined;
  isArchived?: BooleanFilter | null | undefined;
  isHiddenInHr?: BooleanFilter | null | undefined;
  jobDescription?: StringFilter | null | undefined;
  name?: StringFilter | null | undefined;
  profileVersion?: IntFilter | null | undefined;
  settingHrDocumentsDisabled?: BooleanFilter | null | undefined;
  settingWantsAccountingNotification?: BooleanFilter | null | undefined;
  settingWantsHRSalariesNotification?: BooleanFilter | null | undefined;
  settingWantsSalaryWorkflowNotification?: BooleanFilter | null | undefined;
  updateAt?: DateTimeFilter | null | undefined;
  user?: UserWhereInput | null | undefined;
  version?: IntFilter | null | undefined;
};

export type CompanyEmployeeWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type CompanyOrderByInput = {
  code?: OrderDirection | null | undefined;
  hrEnabled?: OrderDirection | null | undefined;
  id?: OrderDirection | null | undefined;
  isArchived?: OrderDirection | null | undefined;
  name?: OrderDirection | null | undefined;
  version?: OrderDirection | null | undefined;
};

export type CompanyRelateToOneForCreateInput = {
  connect?: CompanyWhereUniqueInput | null | undefined;
};

export type CompanyUpdateInput = {
  code?: string | null | undefined;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: number | null | undefined;
  hrEnabled?: boolean | null | undefined;
  isArchived?: boolean | null | undefined;
  naceId?: string | null | undefined;
  name?: string | null | undefined;
  personInChargeAccounting?: UserRelateToOneForUpdateInput | null | undefined;
  personInChargeHumanResources?: UserRelateToOneForUpdateInput | null | undefined;
  rcsId?: string | null | undefined;
  taxId?: string | null | undefined;
  vatId?: string | null | undefined;
};

export type CompanyWhereInput = {
  AND?: Array<CompanyWhereInput> | null | undefined;
  NOT?: Array<CompanyWhereInput> | null | undefined;
  OR?: Array<CompanyWhereInput> | null | undefined;
  code?: StringFilter | null | undefined;
  employees?: CompanyEmployeeManyRelationFilter | null | undefined;
  hrEnabled?: BooleanFilter | null | undefined;
  id?: IdFilter | null | undefined;
  isArchived?: BooleanFilter | null | undefined;
  name?: StringFilter | null | undefined;
  version?: IntFilter | null | undefined;
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

export type HrDocumentActionReason =
  | 'expired'
  | 'expiring'
  | 'missing';

export type HrDocumentCreateInput = {
  attachment?: FileFieldInput | null | undefined;
  employee?: CompanyEmployeeRelateToOneForCreateInput | null | undefined;
  expirationDate?: string | null | undefined;
  /** The document this upload renews or corrects: same employee and type. */
  replaces?: HrDocumentRelateToOneForCreateInput | null | undefined;
  type?: HrDocumentTypeRelateToOneForCreateInput | null | undefined;
  uploadKey?: string | null | undefined;
};

export type HrDocumentDeclinedType =
  | 'removal'
  | 'upload';

export type HrDocumentDeclinedTypeFilter = {
  equals?: HrDocumentDeclinedType | null | undefined;
  in?: Array<HrDocumentDeclinedType> | null | undefined;
  not?: HrDocumentDeclinedTypeFilter | null | undefined;
  notIn?: Array<HrDocumentDeclinedType> | null | undefined;
};

export type HrDocumentManyRelationFilter = {
  every?: HrDocumentWhereInput | null | undefined;
  none?: HrDocumentWhereInput | null | undefined;
  some?: HrDocumentWhereInput | null | undefined;
};

export type HrDocumentOrderByInput = {
  createdAt?: OrderDirection | null | undefined;
  declineReason?: OrderDirection | null | undefined;
  declined?: OrderDirection | null | undefined;
  expirationDate?: OrderDirection | null | undefined;
  id?: OrderDirection | null | undefined;
  needsReview?: OrderDirection | null | undefined;
  removalReason?: OrderDirection | null | undefined;
  requestedRemoval?: OrderDirection | null | undefined;
  updateAt?: OrderDirection | null | undefined;
};

export type HrDocumentRelateToOneForCreateInput = {
  connect?: HrDocumentWhereUniqueInput | null | undefined;
};

export type HrDocumentTypeCreateInput = {
  appShowExpiringInfoInDays?: number | null | undefined;
  expirationDateType?: HrDocumentTypeExpirationDateTypeType | null | undefined;
  isRequired?: boolean | null | undefined;
  manualOrder?: number | null | undefined;
  name?: string | null | undefined;
  names?: HrDocumentTypeNamesInput | null | undefined;
};

export type HrDocumentTypeExpirationDateTypeType =
  | 'disabled'
  | 'optional'
  | 'required';

export type HrDocumentTypeExpirationDateTypeTypeFilter = {
  equals?: HrDocumentTypeExpirationDateTypeType | null | undefined;
  in?: Array<HrDocumentTypeExpirationDateTypeType> | null | undefined;
  not?: HrDocumentTypeExpirationDateTypeTypeFilter | null | undefined;
  notIn?: Array<HrDocumentTypeExpirationDateTypeType> | null | undefined;
};

export type HrDocumentTypeNamesInput = {
  de?: string | null | undefined;
  en?: string | null | undefined;
  fr?: string | null | undefined;
  pt?: string | null | undefined;
};

export type HrDocumentTypeOrderByInput = {
  appShowExpiringInfoInDays?: OrderDirection | null | undefined;
  expirationDateType?: OrderDirection | null | undefined;
  id?: OrderDirection | null | undefined;
  isRequired?: OrderDirection | null | undefined;
  manualOrder?: OrderDirection | null | undefined;
  name?: OrderDirection | null | undefined;
  version?: OrderDirection | null | undefined;
};

export type HrDocumentTypeRelateToOneForCreateInput = {
  connect?: HrDocumentTypeWhereUniqueInput | null | undefined;
};

export type HrDocumentTypeUpdateArgs = {
  data: HrDocumentTypeUpdateInput;
  where: HrDocumentTypeWhereUniqueInput;
};

export type HrDocumentTypeUpdateInput = {
  appShowExpiringInfoInDays?: number | null | undefined;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: number | null | undefined;
  expirationDateType?: HrDocumentTypeExpirationDateTypeType | null | undefined;
  isRequired?: boolean | null | undefined;
  manualOrder?: number | null | undefined;
  name?: string | null | undefined;
  names?: HrDocumentTypeNamesInput | null | undefined;
};

export type HrDocumentTypeWhereInput = {
  AND?: Array<HrDocumentTypeWhereInput> | null | undefined;
  NOT?: Array<HrDocumentTypeWhereInput> | null | undefined;
  OR?: Array<HrDocumentTypeWhereInput> | null | undefined;
  appShowExpiringInfoInDays?: IntFilter | null | undefined;
  documents?: HrDocumentManyRelationFilter | null | undefined;
  expirationDateType?: HrDocumentTypeExpirationDateTypeTypeFilter | null | undefined;
  id?: IdFilter | null | undefined;
  isRequired?: BooleanFilter | null | undefined;
  manualOrder?: IntFilter | null | undefined;
  name?: StringFilter | null | undefined;
  version?: IntFilter | null | undefined;
};

export type HrDocumentTypeWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type HrDocumentUpdateInput = {
  /** Declines (with needsReview: false) the upload, or (with requestedRemoval: false) the removal request; the uploader sees it. */
  declineReason?: string | null | undefined;
  needsReview?: boolean | null | undefined;
  /** Why the employee or their HR asks for removal (with requestedRemoval: true); the reviewer sees it. */
  removalReason?: string | null | undefined;
  requestedRemoval?: boolean | null | undefined;
};

export type HrDocumentWhereInput = {
  AND?: Array<HrDocumentWhereInput> | null | undefined;
  NOT?: Array<HrDocumentWhereInput> | null | undefined;
  OR?: Array<HrDocumentWhereInput> | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  declineReason?: StringFilter | null | undefined;
  declined?: HrDocumentDeclinedTypeFilter | null | undefined;
  employee?: CompanyEmployeeWhereInput | null | undefined;
  expirationDate?: CalendarDayFilter | null | undefined;
  id?: IdFilter | null | undefined;
  needsReview?: BooleanFilter | null | undefined;
  removalReason?: StringFilter | null | undefined;
  replaces?: HrDocumentWhereInput | null | undefined;
  requestedRemoval?: BooleanFilter | null | undefined;
  type?: HrDocumentTypeWhereInput | null | undefined;
  updateAt?: DateTimeFilter | null | undefined;
};

export type HrDocumentWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type HrMessageCreateInput = {
  attachment?: FileFieldInput | null | undefined;
  body?: string | null | undefined;
  employee?: CompanyEmployeeRelateToOneForCreateInput | null | undefined;
  /** Idempotency key chosen by the client: the same key from the same user returns the first message. */
  uploadKey?: string | null | undefined;
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
  firstSeenAt?: DateTimeFilter | null | undefined;
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

export type HrSalaryWorkflowDocumentCreateInput = {
  document?: FileFieldInput | null | undefined;
  feedbackFg?: string | null | undefined;
  /** The document this one corrects: the new one is its next version (an extension beyond Keystone). */
  replaces?: HrSalaryWorkflowDocumentRelateToOneForCreateInput | null | undefined;
  uploadKey?: string | null | undefined;
  workflow?: HrSalaryWorkflowRelateToOneForCreateInput | null | undefined;
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

export type HrSalaryWorkflowDocumentRelateToOneForCreateInput = {
  connect?: HrSalaryWorkflowDocumentWhereUniqueInput | null | undefined;
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

export type HrSalaryWorkflowDocumentUpdateInput = {
  /** The document's version the reviewer saw; a newer one means someone else reviewed it meanwhile (an extension beyond Keystone). */
  expectedVersion?: number | null | undefined;
  feedback?: string | null | undefined;
  status?: HrSalaryWorkflowDocumentStatusType | null | undefined;
};

export type HrSalaryWorkflowDocumentWhereInput = {
  AND?: Array<HrSalaryWorkflowDocumentWhereInput> | null | undefined;
  NOT?: Array<HrSalaryWorkflowDocumentWhereInput> | null | undefined;
  OR?: Array<HrSalaryWorkflowDocumentWhereInput> | null | undefined;
  createdAt?: DateTimeFilter | null | undefined;
  feedback?: StringFilter | null | undefined;
  feedbackFg?: StringFilter | null | undefined;
  id?: IdFilter | null | undefined;
  replaces?: HrSalaryWorkflowDocumentWhereInput | null | undefined;
  reviewedAt?: DateTimeFilter | null | undefined;
  status?: HrSalaryWorkflowDocumentStatusTypeFilter | null | undefined;
  version?: IntFilter | null | undefined;
  workflow?: HrSalaryWorkflowWhereInput | null | undefined;
};

export type HrSalaryWorkflowDocumentWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type HrSalaryWorkflowRelateToOneForCreateInput = {
  connect?: HrSalaryWorkflowWhereUniqueInput | null | undefined;
};

export type HrSalaryWorkflowStatusType =
  | 'approved'
  | 'changes_requested'
  | 'in_review'
  | 'open';

export type HrSalaryWorkflowStatusTypeFilter = {
  equals?: HrSalaryWorkflowStatusType | null | undefined;
  in?: Array<HrSalaryWorkflowStatusType> | null | undefined;
  not?: HrSalaryWorkflowStatusTypeFilter | null | undefined;
  notIn?: Array<HrSalaryWorkflowStatusType> | null | undefined;
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
  releasedAt?: DateTimeFilter | null | undefined;
  reopenedAt?: DateTimeFilter | null | undefined;
  status?: HrSalaryWorkflowStatusTypeFilter | null | undefined;
  updateAt?: DateTimeFilter | null | undefined;
};

export type HrSalaryWorkflowWhereUniqueInput = {
  id?: string | number | null | undefined;
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

export type NotificationDigestType =
  | 'daily'
  | 'immediate'
  | 'off';

export type NotificationSettingsInput = {
  hrDocumentNotification?: boolean | null | undefined;
  settingWantsAccountingNotification?: boolean | null | undefined;
  settingWantsHRSalariesNotification?: boolean | null | undefined;
  settingWantsSalaryWorkflowNotification?: boolean | null | undefined;
};

export type OrderDirection =
  | 'asc'
  | 'desc';

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

export type UserCreateInput = {
  canAccessAllCompanies?: boolean | null | undefined;
  canAccessKeystone?: boolean | null | undefined;
  canCreateContracts?: boolean | null | undefined;
  canManageAccounting?: boolean | null | undefined;
  canManageAccounts?: boolean | null | undefined;
  canManageHumanResources?: boolean | null | undefined;
  canManageRoles?: boolean | null | undefined;
  canManageTaxation?: boolean | null | undefined;
  canRemoveSalaryWorkflowDocument?: boolean | null | undefined;
  canSignInToApp?: boolean | null | undefined;
  email?: string | null | undefined;
  language?: string | null | undefined;
  name?: string | null | undefined;
};

export type UserOrderByInput = {
  email?: OrderDirection | null | undefined;
  id?: OrderDirection | null | undefined;
  name?: OrderDirection | null | undefined;
  version?: OrderDirection | null | undefined;
};

export type UserRelateToOneForUpdateInput = {
  connect?: UserWhereUniqueInput | null | undefined;
  disconnect?: boolean | null | undefined;
};

export type UserUpdateInput = {
  canAccessAllCompanies?: boolean | null | undefined;
  canAccessKeystone?: boolean | null | undefined;
  canCreateContracts?: boolean | null | undefined;
  canManageAccounting?: boolean | null | undefined;
  canManageAccounts?: boolean | null | undefined;
  canManageHumanResources?: boolean | null | undefined;
  canManageRoles?: boolean | null | undefined;
  canManageTaxation?: boolean | null | undefined;
  canRemoveSalaryWorkflowDocument?: boolean | null | undefined;
  canSignInToApp?: boolean | null | undefined;
  email?: string | null | undefined;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: number | null | undefined;
  language?: string | null | undefined;
  name?: string | null | undefined;
};

export type UserWhereInput = {
  AND?: Array<UserWhereInput> | null | undefined;
  NOT?: Array<UserWhereInput> | null | undefined;
  OR?: Array<UserWhereInput> | null | undefined;
  email?: StringFilter | null | undefined;
  employees?: CompanyEmployeeManyRelationFilter | null | undefined;
  id?: IdFilter | null | undefined;
  name?: StringFilter | null | undefined;
  version?: IntFilter | null | undefined;
};

export type UserWhereUniqueInput = {
  id?: string | number | null | undefined;
};

export type AuditEventsQueryVariables = Exact<{
  where: AuditEventWhereInput;
  take: number;
  skip: number;
}>;


export type AuditEventsQuery = { auditEventsCount: number | null, auditEvents: Array<{ id: string, at: string | null, action: string | null, list: string | null, itemId: string | null, details: unknown, actor: { id: string, email: string | null } | null, onBehalfOf: { id: string, email: string | null } | null }> | null };

export type AuditFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditFilterOptionsQuery = { users: Array<{ id: string, email: string | null }> | null, companies: Array<{ id: string, code: string | null, name: string | null }> | null };

export type InspectUserQueryVariables = Exact<{
  id: string | number;
  take: number;
}>;


export type InspectUserQuery = { user: { id: string, email: string | null, name: string | null, language: string | null, employees: Array<{ isHiddenInHr: boolean | null, id: string, code: string | null, name: string | null, isArchived: boolean | null, company: { id: string, code: string | null, name: string | null, hrEnabled: boolean | null } | null, role: { canAccessFinance: boolean, canAccessTaxation: boolean, canManageHumanResources: boolean, canAccessSalaryWorkflow: boolean, canAccessCompanyCodes: boolean, canAccessCompanyContacts: boolean } | null }> | null, role: { canAccessKeystone: boolean, canSignInToApp: boolean, canManageAccounts: boolean, canManageRoles: boolean, canManageAccounting: boolean, canManageTaxation: boolean, canManageHumanResources: boolean, canAccessAllCompanies: boolean, canRemoveSalaryWorkflowDocument: boolean, canCreateContracts: boolean } | null } | null, adminUserStagedUploads: { count: number, devices: number, reportedAt: string } | null, adminUserSessions: Array<{ id: string, startedAt: string, expiresAt: string, revokedAt: string | null, active: boolean, impersonatedBy: string | null }>, auditEvents: Array<{ id: string, at: string | null, action: string | null, list: string | null, itemId: string | null, actor: { email: string | null } | null, onBehalfOf: { email: string | null } | null }> | null };

export type InspectUserSearchQueryVariables = Exact<{
  where: UserWhereInput;
  take: number;
}>;


export type InspectUserSearchQuery = { users: Array<{ id: string, email: string | null, name: string | null }> | null };

export type PortalConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalConfigQuery = { portalConfig: { managerUrl: string | null } };

export type AdminRecordQueryVariables = Exact<{
  list: string;
  id: string | number;
}>;


export type AdminRecordQuery = { adminRecord: { list: string, id: string, label: string, fields: unknown, relations: Array<{ field: string, items: Array<{ list: string, id: string, label: string }> }> } | null };

export type AdminRecordsQueryVariables = Exact<{
  list: string;
  search?: string | null | undefined;
  take: number;
  skip: number;
}>;


export type AdminRecordsQuery = { adminRecords: { count: number, items: Array<{ list: string, id: string, label: string }> } };

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

export type HrDocumentActionsQueryVariables = Exact<{
  company?: string | number | null | undefined;
  today?: string | null | undefined;
}>;


export type HrDocumentActionsQuery = { hrDocumentActions: Array<{ reason: HrDocumentActionReason, expirationDate: string | null, employee: { id: string, name: string | null }, type: { id: string, name: string | null } }> };

export type DevOutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type DevOutboxQuery = { devOutbox: Array<{ file: string, to: string, subject: string, text: string }> };

export type DeleteHrDocumentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHrDocumentMutation = { deleteHrDocuments: Array<{ id: string } | null> | null };

export type ReviewHrDocumentMutationVariables = Exact<{
  id: string | number;
  data: HrDocumentUpdateInput;
}>;


export type ReviewHrDocumentMutation = { updateHrDocuments: Array<{ id: string } | null> | null };

export type ReviewFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewFiltersQuery = { companies: Array<{ id: string, name: string | null }> | null, hrDocumentTypes: Array<{ id: string, name: string | null }> | null };

export type ReviewInboxQueryVariables = Exact<{
  where: HrDocumentWhereInput;
  orderBy: Array<HrDocumentOrderByInput> | HrDocumentOrderByInput;
  take: number;
  skip: number;
}>;


export type ReviewInboxQuery = { hrDocumentsCount: number | null, hrDocuments: Array<{ id: string, createdAt: string | null, needsReview: boolean | null, requestedRemoval: boolean | null, removalReason: string | null, expirationDate: string | null, attachment: { filename: string, url: string } | null, type: { id: string, name: string | null } | null, employee: { id: string, name: string | null, company: { id: string, name: string | null } | null } | null }> | null };

export type CreateEmployeeMutationVariables = Exact<{
  data: CompanyEmployeeCreateInput;
}>;


export type CreateEmployeeMutation = { createCompanyEmployee: { id: string, name: string | null, code: string | null } | null };

export type EmployeeListQueryVariables = Exact<{
  where: CompanyEmployeeWhereInput;
  take: number;
  skip: number;
}>;


export type EmployeeListQuery = { companyEmployees: Array<{ id: string, code: string | null, name: string | null, jobDescription: string | null, isArchived: boolean | null, isHiddenInHr: boolean | null, company: { id: string, code: string | null } | null }> | null };

export type AccountingDocumentsPageQueryVariables = Exact<{
  where: AccountingDocumentWhereInput;
  take: number;
  skip: number;
}>;


export type AccountingDocumentsPageQuery = { accountingDocumentsCount: number | null, accountingDocuments: Array<{ id: string, type: AccountingDocumentTypeType | null, date: string | null, tag: string | null, createdAt: string | null, attachment: { filename: string, filesize: number, url: string } | null }> | null };

export type AccountingFacetsQueryVariables = Exact<{
  company: string | number;
  type?: AccountingDocumentTypeType | null | undefined;
}>;


export type AccountingFacetsQuery = { accountingDocumentFacets: { tags: Array<string>, years: Array<number> } };

export type CompanyDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type CompanyDetailsQuery = { company: { id: string, code: string | null, name: string | null, taxId: string | null, rcsId: string | null, vatId: string | null, naceId: string | null, personInChargeAccounting: { id: string, name: string | null, email: string | null, phone: string | null } | null, personInChargeHumanResources: { id: string, name: string | null, email: string | null, phone: string | null } | null } | null };

export type DownloadArchiveUrlMutationVariables = Exact<{
  list: ArchiveList;
  ids: Array<string | number> | string | number;
}>;


export type DownloadArchiveUrlMutation = { downloadArchiveUrl: string };

export type MarkAccountingDocumentsSeenMutationVariables = Exact<{
  company: string | number;
}>;


export type MarkAccountingDocumentsSeenMutation = { markAccountingDocumentsSeen: boolean };

export type NewAccountingDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewAccountingDocumentsQuery = { newAccountingDocuments: Array<{ count: number, company: { id: string, code: string | null, name: string | null } }> };

export type EmployeeHrDocumentsQueryVariables = Exact<{
  employee: string | number;
}>;


export type EmployeeHrDocumentsQuery = { companyEmployee: { id: string, name: string | null, settingHrDocumentsDisabled: boolean | null } | null, hrDocumentTypes: Array<{ id: string, name: string | null, isRequired: boolean | null, expirationDateType: HrDocumentTypeExpirationDateTypeType | null, appShowExpiringInfoInDays: number | null, documents: Array<{ id: string, needsReview: boolean | null, requestedRemoval: boolean | null, removalReason: string | null, declined: HrDocumentDeclinedType | null, declineReason: string | null, expirationDate: string | null, createdAt: string | null, replaces: { id: string } | null, attachment: { filename: string, filesize: number, url: string } | null }> | null }> | null };

export type RequestHrDocumentRemovalMutationVariables = Exact<{
  id: string | number;
  requested: boolean;
  reason?: string | null | undefined;
}>;


export type RequestHrDocumentRemovalMutation = { updateHrDocuments: Array<{ id: string, requestedRemoval: boolean | null } | null> | null };

export type HrMessageInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type HrMessageInboxQuery = { hrMessageThreads: Array<{ unread: number, lastMessageAt: string, employee: { id: string, name: string | null, company: { name: string | null } | null } }> };

export type MarkHrMessagesReadMutationVariables = Exact<{
  employeeId: string | number;
}>;


export type MarkHrMessagesReadMutation = { markHrMessagesRead: number };

export type HrMessageThreadQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type HrMessageThreadQuery = { companyEmployee: { id: string, name: string | null, hrUnReadChatMessages: number | null } | null, hrMessages: Array<{ id: string, body: string | null, authorName: string | null, isMine: boolean | null, uploadKey: string | null, createdAt: string | null, attachment: { filename: string, url: string } | null }> | null };

export type HrProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type HrProfileQuery = { companyEmployee: { id: string, name: string | null, code: string | null, profileVersion: number | null, profileData: unknown, profileHistory: Array<{ id: string, data: unknown, changedByName: string | null, createdAt: string | null }> | null } | null };

export type UpdateHrProfileMutationVariables = Exact<{
  id: string | number;
  data: unknown;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateHrProfileMutation = { updateHrProfile: { error: boolean, message: string | null, code: string | null, version: number | null } };

export type MyAccountUsesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountUsesQuery = { myAccountUses: Array<{ id: string, byName: string, startedAt: string, endedAt: string | null }> };

export type ImpersonationCandidatesQueryVariables = Exact<{
  where: UserWhereInput;
  take: number;
}>;


export type ImpersonationCandidatesQuery = { users: Array<{ id: string, email: string | null, name: string | null, role: { canAccessAllCompanies: boolean, canSignInToApp: boolean } | null, employees: Array<{ id: string, code: string | null, company: { id: string, code: string | null, name: string | null } | null }> | null }> | null };

export type CurrentImpersonationQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentImpersonationQuery = { currentImpersonation: { actorName: string, actorEmail: string, userName: string, userEmail: string, startedAt: string, expiresAt: string } | null };

export type StartImpersonationMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type StartImpersonationMutation = { startImpersonation:
    | { __typename: 'RedeemUserMagicAuthTokenFailure', code: MagicLinkRedemptionErrorCode, message: string }
    | { __typename: 'RedeemUserMagicAuthTokenSuccess', token: string, item: { id: string, email: string | null, name: string | null } }
   };

export type StopImpersonationMutationVariables = Exact<{ [key: string]: never; }>;


export type StopImpersonationMutation = { stopImpersonation: boolean };

export type UpdateMyProfileLanguageMutationVariables = Exact<{
  language: string;
}>;


export type UpdateMyProfileLanguageMutation = { updateMyProfileLanguage: { status: string } };

export type ManagerCompaniesQueryVariables = Exact<{
  where: CompanyWhereInput;
  orderBy: Array<CompanyOrderByInput> | CompanyOrderByInput;
  take?: number | null | undefined;
  skip: number;
}>;


export type ManagerCompaniesQuery = { companiesCount: number | null, companies: Array<{ id: string, code: string | null, name: string | null, taxId: string | null, rcsId: string | null, vatId: string | null, naceId: string | null, hrEnabled: boolean | null, isArchived: boolean | null, version: number | null }> | null };

export type ManagerCompanyQueryVariables = Exact<{
  id: string | number;
}>;


export type ManagerCompanyQuery = { company: { id: string, code: string | null, name: string | null, taxId: string | null, rcsId: string | null, vatId: string | null, naceId: string | null, hrEnabled: boolean | null, isArchived: boolean | null, version: number | null, personInChargeAccounting: { email: string | null } | null, personInChargeHumanResources: { email: string | null } | null, employees: Array<{ id: string, code: string | null, name: string | null, isArchived: boolean | null }> | null } | null, staff: Array<{ id: string, email: string | null, name: string | null, role: { canAccessAllCompanies: boolean, canManageHumanResources: boolean, canManageAccounting: boolean, canManageTaxation: boolean } | null }> | null };

export type CreateManagerEmployeeMutationVariables = Exact<{
  name: string;
  companyId: string | number;
}>;


export type CreateManagerEmployeeMutation = { createCompanyEmployee: { id: string } | null };

export type ManagerDocumentTypeQueryVariables = Exact<{
  id: string | number;
}>;


export type ManagerDocumentTypeQuery = { hrDocumentType: { id: string, name: string | null, isRequired: boolean | null, expirationDateType: HrDocumentTypeExpirationDateTypeType | null, appShowExpiringInfoInDays: number | null, version: number | null, documentsCount: number | null, names: { fr: string | null, en: string | null, de: string | null, pt: string | null } | null } | null };

export type ManagerDocumentTypesQueryVariables = Exact<{
  where: HrDocumentTypeWhereInput;
  orderBy: Array<HrDocumentTypeOrderByInput> | HrDocumentTypeOrderByInput;
  take?: number | null | undefined;
  skip: number;
}>;


export type ManagerDocumentTypesQuery = { hrDocumentTypesCount: number | null, hrDocumentTypes: Array<{ id: string, name: string | null, isRequired: boolean | null, expirationDateType: HrDocumentTypeExpirationDateTypeType | null, appShowExpiringInfoInDays: number | null, manualOrder: number | null, version: number | null, documentsCount: number | null, names: { fr: string | null, en: string | null, de: string | null, pt: string | null } | null }> | null };

export type ManagerEmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type ManagerEmployeeQuery = { companyEmployee: { id: string, code: string | null, name: string | null, jobDescription: string | null, isArchived: boolean | null, isHiddenInHr: boolean | null, hrDocumentNotification: boolean | null, settingWantsSalaryWorkflowNotification: boolean | null, settingWantsAccountingNotification: boolean | null, settingWantsHRSalariesNotification: boolean | null, settingHrDocumentsDisabled: boolean | null, version: number | null, role: { canAccessFinance: boolean, canAccessTaxation: boolean, canManageHumanResources: boolean, canAccessSalaryWorkflow: boolean, canAccessCompanyCodes: boolean, canAccessCompanyContacts: boolean } | null, company: { id: string, code: string | null, name: string | null } | null, user: { id: string, email: string | null } | null } | null, users: Array<{ id: string, email: string | null }> | null };

export type ManagerEmployeesQueryVariables = Exact<{
  where: CompanyEmployeeWhereInput;
  orderBy: Array<CompanyEmployeeOrderByInput> | CompanyEmployeeOrderByInput;
  take?: number | null | undefined;
  skip: number;
}>;


export type ManagerEmployeesQuery = { companyEmployeesCount: number | null, companyEmployees: Array<{ id: string, code: string | null, name: string | null, jobDescription: string | null, isArchived: boolean | null, isHiddenInHr: boolean | null, hrDocumentNotification: boolean | null, settingHrDocumentsDisabled: boolean | null, version: number | null, company: { code: string | null } | null, user: { email: string | null } | null }> | null };

export type CreateCompanyMutationVariables = Exact<{
  data: CompanyCreateInput;
}>;


export type CreateCompanyMutation = { createCompany: { id: string } | null };

export type UpdateCompanyMutationVariables = Exact<{
  id: string | number;
  data: CompanyUpdateInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: string, version: number | null } | null };

export type DeleteCompanyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCompanyMutation = { deleteCompany: { id: string, isArchived: boolean | null } | null };

export type CreateHrDocumentTypeMutationVariables = Exact<{
  data: HrDocumentTypeCreateInput;
}>;


export type CreateHrDocumentTypeMutation = { createHrDocumentType: { id: string } | null };

export type UpdateHrDocumentTypeMutationVariables = Exact<{
  id: string | number;
  data: HrDocumentTypeUpdateInput;
}>;


export type UpdateHrDocumentTypeMutation = { updateHrDocumentType: { id: string, version: number | null } | null };

export type ReorderHrDocumentTypesMutationVariables = Exact<{
  data: Array<HrDocumentTypeUpdateArgs> | HrDocumentTypeUpdateArgs;
}>;


export type ReorderHrDocumentTypesMutation = { updateHrDocumentTypes: Array<{ id: string, manualOrder: number | null } | null> | null };

export type DeleteHrDocumentTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHrDocumentTypeMutation = { deleteHrDocumentType: { id: string } | null };

export type UpdateCompanyEmployeeMutationVariables = Exact<{
  id: string | number;
  data: CompanyEmployeeUpdateInput;
}>;


export type UpdateCompanyEmployeeMutation = { updateCompanyEmployee: { id: string, version: number | null } | null };

export type CreateUserMutationVariables = Exact<{
  data: UserCreateInput;
}>;


export type CreateUserMutation = { createUser: { id: string } | null };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  data: UserUpdateInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, version: number | null } | null };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: { id: string } | null };

export type ManagerUserQueryVariables = Exact<{
  id: string | number;
}>;


export type ManagerUserQuery = { user: { version: number | null, id: string, email: string | null, name: string | null, language: string | null, employees: Array<{ id: string, code: string | null, name: string | null, company: { code: string | null, name: string | null } | null }> | null, role: { canAccessKeystone: boolean, canSignInToApp: boolean, canManageAccounts: boolean, canManageRoles: boolean, canManageAccounting: boolean, canManageTaxation: boolean, canManageHumanResources: boolean, canAccessAllCompanies: boolean, canRemoveSalaryWorkflowDocument: boolean, canCreateContracts: boolean } | null } | null };

export type ManagerUsersQueryVariables = Exact<{
  where: UserWhereInput;
  orderBy: Array<UserOrderByInput> | UserOrderByInput;
  take?: number | null | undefined;
  skip: number;
}>;


export type ManagerUsersQuery = { usersCount: number | null, users: Array<{ version: number | null, id: string, email: string | null, name: string | null, language: string | null, role: { canAccessKeystone: boolean, canSignInToApp: boolean, canManageAccounts: boolean, canManageRoles: boolean, canManageAccounting: boolean, canManageTaxation: boolean, canManageHumanResources: boolean, canAccessAllCompanies: boolean, canRemoveSalaryWorkflowDocument: boolean, canCreateContracts: boolean } | null }> | null };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, createdAt: string, expiresAt: string, current: boolean, startedBySupport: boolean }> };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: number };

export type NotificationSettingsQueryVariables = Exact<{
  employeeId: string | number;
  withEmployee: boolean;
}>;


export type NotificationSettingsQuery = { myNotificationDigest: NotificationDigestType | null, companyEmployee?: { id: string, settingWantsHRSalariesNotification: boolean | null, settingWantsSalaryWorkflowNotification: boolean | null, settingWantsAccountingNotification: boolean | null, hrDocumentNotification: boolean | null } | null };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  employeeId: string | number;
  data: NotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings: { id: string } | null };

export type UpdateMyNotificationDigestMutationVariables = Exact<{
  digest: NotificationDigestType;
}>;


export type UpdateMyNotificationDigestMutation = { updateMyNotificationDigest: NotificationDigestType };

export type DeleteSalaryControlDocumentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSalaryControlDocumentMutation = { deleteHrSalaryWorkflowDocument: { id: string } | null };

export type ReplySalaryControlDocumentMutationVariables = Exact<{
  data: HrSalaryWorkflowDocumentCreateInput;
}>;


export type ReplySalaryControlDocumentMutation = { createHrSalaryWorkflowDocument: { id: string } | null };

export type ReviewSalaryControlDocumentMutationVariables = Exact<{
  id: string | number;
  data: HrSalaryWorkflowDocumentUpdateInput;
}>;


export type ReviewSalaryControlDocumentMutation = { updateHrSalaryWorkflowDocument: { id: string, status: HrSalaryWorkflowDocumentStatusType | null, version: number | null } | null };

export type SalaryControlWorkflowQueryVariables = Exact<{
  id: string | number;
}>;


export type SalaryControlWorkflowQuery = { hrSalaryWorkflow: { id: string, date: string | null, status: HrSalaryWorkflowStatusType | null, createdAt: string | null, createdByName: string | null, releasedAt: string | null, releasedByName: string | null, reopenedAt: string | null, company: { id: string, code: string | null, name: string | null } | null, documents: Array<{ id: string, status: HrSalaryWorkflowDocumentStatusType | null, feedback: string | null, feedbackFg: string | null, version: number | null, createdAt: string | null, createdByName: string | null, reviewedAt: string | null, reviewedByName: string | null, replaces: { id: string } | null, document: { filename: string, filesize: number, url: string } | null }> | null } | null };

export type SalaryControlWorkflowsQueryVariables = Exact<{
  where: HrSalaryWorkflowWhereInput;
  take: number;
  skip: number;
}>;


export type SalaryControlWorkflowsQuery = { hrSalaryWorkflowsCount: number | null, hrSalaryWorkflows: Array<{ id: string, date: string | null, status: HrSalaryWorkflowStatusType | null, createdAt: string | null, createdByName: string | null, releasedAt: string | null, reopenedAt: string | null, documentsCount: number | null, company: { id: string, code: string | null, name: string | null } | null }> | null };

export type CompanyEmployeeChoicesQueryVariables = Exact<{
  companyId: string | number;
}>;


export type CompanyEmployeeChoicesQuery = { companyEmployees: Array<{ id: string, code: string | null, name: string | null }> | null };

export type EmployeeSearchQueryVariables = Exact<{
  search: string;
  take: number;
}>;


export type EmployeeSearchQuery = { companyEmployees: Array<{ id: string, code: string | null, name: string | null, company: { id: string, code: string | null } | null }> | null };

export type AccountingDuplicatesQueryVariables = Exact<{
  where: AccountingDocumentWhereInput;
}>;


export type AccountingDuplicatesQuery = { accountingDocuments: Array<{ id: string, attachmentSha256: string | null, company: { id: string } | null }> | null };

export type AccountingTagSuggestionsQueryVariables = Exact<{
  company: string | number;
}>;


export type AccountingTagSuggestionsQuery = { accountingDocumentFacets: { tags: Array<string> } };

export type HrDocumentUploadTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type HrDocumentUploadTypesQuery = { hrDocumentTypes: Array<{ id: string, name: string | null, expirationDateType: HrDocumentTypeExpirationDateTypeType | null }> | null };

export type MonthSlipsQueryVariables = Exact<{
  companyIds: Array<string | number> | string | number;
  dates: Array<string> | string;
}>;


export type MonthSlipsQuery = { hrSalaries: Array<{ date: string | null, employee: { id: string } | null }> | null };

export type EmployeeSalariesQueryVariables = Exact<{
  employee: string | number;
}>;


export type EmployeeSalariesQuery = { hrSalaries: Array<{ id: string, date: string | null, type: HrSalaryTypeType | null, firstSeenAt: string | null, attachment: { filename: string, filesize: number, url: string } | null }> | null };

export type SalaryArchiveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  list: ArchiveList;
}>;


export type SalaryArchiveMutation = { downloadArchiveUrl: string };

export type SalaryDuplicatesQueryVariables = Exact<{
  where: HrSalaryWhereInput;
}>;


export type SalaryDuplicatesQuery = { hrSalaries: Array<{ id: string, date: string | null, type: HrSalaryTypeType | null, employee: { id: string } | null }> | null };

export type UploadDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadDirectoryQuery = { companies: Array<{ id: string, code: string | null, name: string | null }> | null, companyEmployees: Array<{ id: string, code: string | null, name: string | null, isHiddenInHr: boolean | null, company: { id: string, code: string | null } | null }> | null };

export type WorkflowDuplicatesQueryVariables = Exact<{
  where: HrSalaryWorkflowWhereInput;
}>;


export type WorkflowDuplicatesQuery = { hrSalaryWorkflows: Array<{ id: string, date: string | null, company: { id: string } | null }> | null };

export type ReportStagedUploadsMutationVariables = Exact<{
  device: string;
  count: number;
}>;


export type ReportStagedUploadsMutation = { reportStagedUploads: boolean };

export type UserRoleFlagsFragment = { canAccessKeystone: boolean, canSignInToApp: boolean, canManageAccounts: boolean, canManageRoles: boolean, canManageAccounting: boolean, canManageTaxation: boolean, canManageHumanResources: boolean, canAccessAllCompanies: boolean, canRemoveSalaryWorkflowDocument: boolean, canCreateContracts: boolean };

export type EmployeeRoleFlagsFragment = { canAccessFinance: boolean, canAccessTaxation: boolean, canManageHumanResources: boolean, canAccessSalaryWorkflow: boolean, canAccessCompanyCodes: boolean, canAccessCompanyContacts: boolean };

export type UserAccountFragment = { id: string, email: string | null, name: string | null, language: string | null, role: { canAccessKeystone: boolean, canSignInToApp: boolean, canManageAccounts: boolean, canManageRoles: boolean, canManageAccounting: boolean, canManageTaxation: boolean, canManageHumanResources: boolean, canAccessAllCompanies: boolean, canRemoveSalaryWorkflowDocument: boolean, canCreateContracts: boolean } | null };

export type UserEmploymentFragment = { id: string, code: string | null, name: string | null, isArchived: boolean | null, company: { id: string, code: string | null, name: string | null, hrEnabled: boolean | null } | null, role: { canAccessFinance: boolean, canAccessTaxation: boolean, canManageHumanResources: boolean, canAccessSalaryWorkflow: boolean, canAccessCompanyCodes: boolean, canAccessCompanyContacts: boolean } | null };

export type HrUnreadMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type HrUnreadMessagesQuery = { hrUnreadMessages: number };

export type CreateHrMessageFromOutboxMutationVariables = Exact<{
  data: HrMessageCreateInput;
}>;


export type CreateHrMessageFromOutboxMutation = { createHrMessage: { id: string } | null };

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { companies: Array<{ id: string, code: string | null, name: string | null, hrEnabled: boolean | null }> | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { emailHash: string | null, id: string, email: string | null, name: string | null, language: string | null, employees: Array<{ letter: string | null, id: string, code: string | null, name: string | null, isArchived: boolean | null, company: { id: string, code: string | null, name: string | null, hrEnabled: boolean | null } | null, role: { canAccessFinance: boolean, canAccessTaxation: boolean, canManageHumanResources: boolean, canAccessSalaryWorkflow: boolean, canAccessCompanyCodes: boolean, canAccessCompanyContacts: boolean } | null }> | null, role: { canAccessKeystone: boolean, canSignInToApp: boolean, canManageAccounts: boolean, canManageRoles: boolean, canManageAccounting: boolean, canManageTaxation: boolean, canManageHumanResources: boolean, canAccessAllCompanies: boolean, canRemoveSalaryWorkflowDocument: boolean, canCreateContracts: boolean } | null } | null };

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

export type CreateHrSalaryWorkflowDocumentUploadMutationVariables = Exact<{
  data: HrSalaryWorkflowDocumentCreateInput;
}>;


export type CreateHrSalaryWorkflowDocumentUploadMutation = { createHrSalaryWorkflowDocument: { id: string } | null };

export type CreateAccountingDocumentUploadMutationVariables = Exact<{
  data: AccountingDocumentCreateInput;
}>;


export type CreateAccountingDocumentUploadMutation = { createAccountingDocument: { id: string } | null };

export type CreateHrDocumentUploadMutationVariables = Exact<{
  data: HrDocumentCreateInput;
}>;


export type CreateHrDocumentUploadMutation = { createHrDocument: { id: string } | null };

export const UserRoleFlagsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessKeystone"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"canManageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSalaryWorkflowDocument"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateContracts"}}]}}]} as unknown as DocumentNode<UserRoleFlagsFragment, unknown>;
export const UserAccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRoleFlags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessKeystone"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"canManageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSalaryWorkflowDocument"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateContracts"}}]}}]} as unknown as DocumentNode<UserAccountFragment, unknown>;
export const EmployeeRoleFlagsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessFinance"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessSalaryWorkflow"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyCodes"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyContacts"}}]}}]} as unknown as DocumentNode<EmployeeRoleFlagsFragment, unknown>;
export const UserEmploymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserEmployment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRoleFlags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessFinance"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessSalaryWorkflow"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyCodes"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyContacts"}}]}}]} as unknown as DocumentNode<UserEmploymentFragment, unknown>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"at"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalfOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEventsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const AuditFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"2000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables>;
export const InspectUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InspectUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserAccount"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"isHiddenInHr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminUserStagedUploads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminUserSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"OR"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"actor"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"onBehalfOf"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"at"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalfOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessKeystone"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"canManageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSalaryWorkflowDocument"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateContracts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessFinance"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessSalaryWorkflow"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyCodes"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyContacts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRoleFlags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserEmployment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRoleFlags"}}]}}]}}]} as unknown as DocumentNode<InspectUserQuery, InspectUserQueryVariables>;
export const InspectUserSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InspectUserSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InspectUserSearchQuery, InspectUserSearchQueryVariables>;
export const PortalConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portalConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerUrl"}}]}}]}}]} as unknown as DocumentNode<PortalConfigQuery, PortalConfigQueryVariables>;
export const AdminRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"relations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminRecordQuery, AdminRecordQueryVariables>;
export const AdminRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRecordsQuery, AdminRecordsQueryVariables>;
export const RedeemUserMagicAuthTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemUserMagicAuthToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemUserMagicAuthToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemUserMagicAuthTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemUserMagicAuthTokenFailure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemUserMagicAuthTokenMutation, RedeemUserMagicAuthTokenMutationVariables>;
export const SendUserMagicAuthLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendUserMagicAuthLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendUserMagicAuthLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<SendUserMagicAuthLinkMutation, SendUserMagicAuthLinkMutationVariables>;
export const DashboardCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withEmployee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withHrDocuments"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withFinance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTaxation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withWorkflows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withEmployees"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"salaries"},"name":{"kind":"Name","value":"hrSalariesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withEmployee"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"hrDocuments"},"name":{"kind":"Name","value":"hrDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withHrDocuments"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"accountingDocuments"},"name":{"kind":"Name","value":"accountingDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFinance"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"taxDocuments"},"name":{"kind":"Name","value":"accountingDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"EnumValue","value":"tax"}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTaxation"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"salaryWorkflows"},"name":{"kind":"Name","value":"hrSalaryWorkflowsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withWorkflows"}}}]}]},{"kind":"Field","alias":{"kind":"Name","value":"employees"},"name":{"kind":"Name","value":"companyEmployeesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"BooleanValue","value":false}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withEmployees"}}}]}]}]}}]} as unknown as DocumentNode<DashboardCountsQuery, DashboardCountsQueryVariables>;
export const HrDocumentActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HrDocumentActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"company"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrDocumentActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"company"},"value":{"kind":"Variable","name":{"kind":"Name","value":"company"}}},{"kind":"Argument","name":{"kind":"Name","value":"today"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<HrDocumentActionsQuery, HrDocumentActionsQueryVariables>;
export const DevOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<DevOutboxQuery, DevOutboxQueryVariables>;
export const DeleteHrDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHrDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHrDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteHrDocumentMutation, DeleteHrDocumentMutationVariables>;
export const ReviewHrDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewHrDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHrDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReviewHrDocumentMutation, ReviewHrDocumentMutationVariables>;
export const ReviewFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrDocumentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"manualOrder"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReviewFiltersQuery, ReviewFiltersQueryVariables>;
export const ReviewInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewInbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentOrderByInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsReview"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"removalReason"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<ReviewInboxQuery, ReviewInboxQueryVariables>;
export const CreateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployeeCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompanyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const EmployeeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployeeWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"isHiddenInHr"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeListQuery, EmployeeListQueryVariables>;
export const AccountingDocumentsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingDocumentsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingDocumentWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filesize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingDocumentsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<AccountingDocumentsPageQuery, AccountingDocumentsPageQueryVariables>;
export const AccountingFacetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingFacets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"company"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingDocumentTypeType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingDocumentFacets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"company"},"value":{"kind":"Variable","name":{"kind":"Name","value":"company"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}}]}}]} as unknown as DocumentNode<AccountingFacetsQuery, AccountingFacetsQueryVariables>;
export const CompanyDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"rcsId"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"naceId"}},{"kind":"Field","name":{"kind":"Name","value":"personInChargeAccounting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personInChargeHumanResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyDetailsQuery, CompanyDetailsQueryVariables>;
export const DownloadArchiveUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DownloadArchiveUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadArchiveUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DownloadArchiveUrlMutation, DownloadArchiveUrlMutationVariables>;
export const MarkAccountingDocumentsSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAccountingDocumentsSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"company"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAccountingDocumentsSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"company"},"value":{"kind":"Variable","name":{"kind":"Name","value":"company"}}}]}]}}]} as unknown as DocumentNode<MarkAccountingDocumentsSeenMutation, MarkAccountingDocumentsSeenMutationVariables>;
export const NewAccountingDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewAccountingDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newAccountingDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<NewAccountingDocumentsQuery, NewAccountingDocumentsQueryVariables>;
export const EmployeeHrDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeHrDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employee"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"settingHrDocumentsDisabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrDocumentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"manualOrder"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateType"}},{"kind":"Field","name":{"kind":"Name","value":"appShowExpiringInfoInDays"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employee"}}}]}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"needsReview"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"removalReason"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filesize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeHrDocumentsQuery, EmployeeHrDocumentsQueryVariables>;
export const RequestHrDocumentRemovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestHrDocumentRemoval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requested"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHrDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"data"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"requestedRemoval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requested"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"removalReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRemoval"}}]}}]}}]} as unknown as DocumentNode<RequestHrDocumentRemovalMutation, RequestHrDocumentRemovalMutationVariables>;
export const HrMessageInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HrMessageInbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrMessageThreads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HrMessageInboxQuery, HrMessageInboxQueryVariables>;
export const MarkHrMessagesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkHrMessagesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markHrMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}]}]}}]} as unknown as DocumentNode<MarkHrMessagesReadMutation, MarkHrMessagesReadMutationVariables>;
export const HrMessageThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HrMessageThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hrUnReadChatMessages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"uploadKey"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<HrMessageThreadQuery, HrMessageThreadQueryVariables>;
export const HrProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HrProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"profileVersion"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"profileHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<HrProfileQuery, HrProfileQueryVariables>;
export const UpdateHrProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHrProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHrProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateHrProfileMutation, UpdateHrProfileMutationVariables>;
export const MyAccountUsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccountUses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAccountUses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]}}]} as unknown as DocumentNode<MyAccountUsesQuery, MyAccountUsesQueryVariables>;
export const ImpersonationCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpersonationCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImpersonationCandidatesQuery, ImpersonationCandidatesQueryVariables>;
export const CurrentImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CurrentImpersonationQuery, CurrentImpersonationQueryVariables>;
export const StartImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartImpersonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startImpersonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemUserMagicAuthTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemUserMagicAuthTokenFailure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartImpersonationMutation, StartImpersonationMutationVariables>;
export const StopImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopImpersonation"}}]}}]} as unknown as DocumentNode<StopImpersonationMutation, StopImpersonationMutationVariables>;
export const UpdateMyProfileLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfileLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfileLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateMyProfileLanguageMutation, UpdateMyProfileLanguageMutationVariables>;
export const ManagerCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyOrderByInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"rcsId"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"naceId"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companiesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<ManagerCompaniesQuery, ManagerCompaniesQueryVariables>;
export const ManagerCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"rcsId"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"naceId"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"personInChargeAccounting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personInChargeHumanResources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"staff"},"name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}}]}}]}}]}}]} as unknown as DocumentNode<ManagerCompanyQuery, ManagerCompanyQueryVariables>;
export const CreateManagerEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateManagerEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompanyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"connect"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateManagerEmployeeMutation, CreateManagerEmployeeMutationVariables>;
export const ManagerDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"pt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateType"}},{"kind":"Field","name":{"kind":"Name","value":"appShowExpiringInfoInDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"documentsCount"}}]}}]}}]} as unknown as DocumentNode<ManagerDocumentTypeQuery, ManagerDocumentTypeQueryVariables>;
export const ManagerDocumentTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerDocumentTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentTypeWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentTypeOrderByInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrDocumentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"pt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateType"}},{"kind":"Field","name":{"kind":"Name","value":"appShowExpiringInfoInDays"}},{"kind":"Field","name":{"kind":"Name","value":"manualOrder"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"documentsCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrDocumentTypesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<ManagerDocumentTypesQuery, ManagerDocumentTypesQueryVariables>;
export const ManagerEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"isHiddenInHr"}},{"kind":"Field","name":{"kind":"Name","value":"hrDocumentNotification"}},{"kind":"Field","name":{"kind":"Name","value":"settingWantsSalaryWorkflowNotification"}},{"kind":"Field","name":{"kind":"Name","value":"settingWantsAccountingNotification"}},{"kind":"Field","name":{"kind":"Name","value":"settingWantsHRSalariesNotification"}},{"kind":"Field","name":{"kind":"Name","value":"settingHrDocumentsDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRoleFlags"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"2000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessFinance"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessSalaryWorkflow"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyCodes"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyContacts"}}]}}]} as unknown as DocumentNode<ManagerEmployeeQuery, ManagerEmployeeQueryVariables>;
export const ManagerEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployeeWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployeeOrderByInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"isHiddenInHr"}},{"kind":"Field","name":{"kind":"Name","value":"hrDocumentNotification"}},{"kind":"Field","name":{"kind":"Name","value":"settingHrDocumentsDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyEmployeesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<ManagerEmployeesQuery, ManagerEmployeesQueryVariables>;
export const CreateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const UpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const DeleteCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}}]}}]}}]} as unknown as DocumentNode<DeleteCompanyMutation, DeleteCompanyMutationVariables>;
export const CreateHrDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentTypeCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrDocumentTypeMutation, CreateHrDocumentTypeMutationVariables>;
export const UpdateHrDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHrDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentTypeUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHrDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateHrDocumentTypeMutation, UpdateHrDocumentTypeMutationVariables>;
export const ReorderHrDocumentTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderHrDocumentTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentTypeUpdateArgs"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHrDocumentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"manualOrder"}}]}}]}}]} as unknown as DocumentNode<ReorderHrDocumentTypesMutation, ReorderHrDocumentTypesMutationVariables>;
export const DeleteHrDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHrDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHrDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteHrDocumentTypeMutation, DeleteHrDocumentTypeMutationVariables>;
export const UpdateCompanyEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployeeUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyEmployeeMutation, UpdateCompanyEmployeeMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const ManagerUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserAccount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessKeystone"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"canManageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSalaryWorkflowDocument"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateContracts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRoleFlags"}}]}}]}}]} as unknown as DocumentNode<ManagerUserQuery, ManagerUserQueryVariables>;
export const ManagerUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserOrderByInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserAccount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usersCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessKeystone"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"canManageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSalaryWorkflowDocument"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateContracts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRoleFlags"}}]}}]}}]} as unknown as DocumentNode<ManagerUsersQuery, ManagerUsersQueryVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"startedBySupport"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withEmployee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationDigest"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withEmployee"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settingWantsHRSalariesNotification"}},{"kind":"Field","name":{"kind":"Name","value":"settingWantsSalaryWorkflowNotification"}},{"kind":"Field","name":{"kind":"Name","value":"settingWantsAccountingNotification"}},{"kind":"Field","name":{"kind":"Name","value":"hrDocumentNotification"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const UpdateMyNotificationDigestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyNotificationDigest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"digest"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationDigestType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyNotificationDigest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"digest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"digest"}}}]}]}}]} as unknown as DocumentNode<UpdateMyNotificationDigestMutation, UpdateMyNotificationDigestMutationVariables>;
export const DeleteSalaryControlDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalaryControlDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHrSalaryWorkflowDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSalaryControlDocumentMutation, DeleteSalaryControlDocumentMutationVariables>;
export const ReplySalaryControlDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplySalaryControlDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowDocumentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrSalaryWorkflowDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReplySalaryControlDocumentMutation, ReplySalaryControlDocumentMutationVariables>;
export const ReviewSalaryControlDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewSalaryControlDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowDocumentUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHrSalaryWorkflowDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ReviewSalaryControlDocumentMutation, ReviewSalaryControlDocumentMutationVariables>;
export const SalaryControlWorkflowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryControlWorkflow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaryWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"releasedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reopenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFg"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filesize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SalaryControlWorkflowQuery, SalaryControlWorkflowQueryVariables>;
export const SalaryControlWorkflowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryControlWorkflows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaryWorkflows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrSalaryWorkflowsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<SalaryControlWorkflowsQuery, SalaryControlWorkflowsQueryVariables>;
export const CompanyEmployeeChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyEmployeeChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompanyEmployeeChoicesQuery, CompanyEmployeeChoicesQueryVariables>;
export const EmployeeSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isHiddenInHr"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"BooleanValue","value":false}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"OR"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contains"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"insensitive"}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"startsWith"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeSearchQuery, EmployeeSearchQueryVariables>;
export const AccountingDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingDocumentWhereInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AccountingDuplicatesQuery, AccountingDuplicatesQueryVariables>;
export const AccountingTagSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingTagSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"company"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingDocumentFacets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"company"},"value":{"kind":"Variable","name":{"kind":"Name","value":"company"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode<AccountingTagSuggestionsQuery, AccountingTagSuggestionsQueryVariables>;
export const HrDocumentUploadTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HrDocumentUploadTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrDocumentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"manualOrder"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateType"}}]}}]}}]} as unknown as DocumentNode<HrDocumentUploadTypesQuery, HrDocumentUploadTypesQueryVariables>;
export const MonthSlipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthSlips"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarDay"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"EnumValue","value":"slip"}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"date"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"company"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}}}]}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MonthSlipsQuery, MonthSlipsQueryVariables>;
export const EmployeeSalariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeSalaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employee"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"employee"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employee"}}}]}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"date"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filesize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeSalariesQuery, EmployeeSalariesQueryVariables>;
export const SalaryArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalaryArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveList"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadArchiveUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}]}]}}]} as unknown as DocumentNode<SalaryArchiveMutation, SalaryArchiveMutationVariables>;
export const SalaryDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWhereInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SalaryDuplicatesQuery, SalaryDuplicatesQueryVariables>;
export const UploadDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyEmployees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isHiddenInHr"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UploadDirectoryQuery, UploadDirectoryQueryVariables>;
export const WorkflowDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowWhereInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrSalaryWorkflows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WorkflowDuplicatesQuery, WorkflowDuplicatesQueryVariables>;
export const ReportStagedUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportStagedUploads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"device"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportStagedUploads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"device"},"value":{"kind":"Variable","name":{"kind":"Name","value":"device"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}]}]}}]} as unknown as DocumentNode<ReportStagedUploadsMutation, ReportStagedUploadsMutationVariables>;
export const HrUnreadMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HrUnreadMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hrUnreadMessages"}}]}}]} as unknown as DocumentNode<HrUnreadMessagesQuery, HrUnreadMessagesQueryVariables>;
export const CreateHrMessageFromOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrMessageFromOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrMessageCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrMessageFromOutboxMutation, CreateHrMessageFromOutboxMutationVariables>;
export const CompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}}]}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserAccount"}},{"kind":"Field","name":{"kind":"Name","value":"emailHash"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessKeystone"}},{"kind":"Field","name":{"kind":"Name","value":"canSignInToApp"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"canManageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canManageAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"canManageTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessAllCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"canRemoveSalaryWorkflowDocument"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateContracts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRoleFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canAccessFinance"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessTaxation"}},{"kind":"Field","name":{"kind":"Name","value":"canManageHumanResources"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessSalaryWorkflow"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyCodes"}},{"kind":"Field","name":{"kind":"Name","value":"canAccessCompanyContacts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRoleFlags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserEmployment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyEmployee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hrEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRoleFlags"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SignoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signout"}}]}}]} as unknown as DocumentNode<SignoutMutation, SignoutMutationVariables>;
export const CreateHrSalaryUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrSalaryUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrSalary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrSalaryUploadMutation, CreateHrSalaryUploadMutationVariables>;
export const CreateHrSalaryWorkflowUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrSalaryWorkflowUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrSalaryWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrSalaryWorkflowUploadMutation, CreateHrSalaryWorkflowUploadMutationVariables>;
export const CreateHrSalaryWorkflowDocumentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrSalaryWorkflowDocumentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrSalaryWorkflowDocumentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrSalaryWorkflowDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrSalaryWorkflowDocumentUploadMutation, CreateHrSalaryWorkflowDocumentUploadMutationVariables>;
export const CreateAccountingDocumentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccountingDocumentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingDocumentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccountingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAccountingDocumentUploadMutation, CreateAccountingDocumentUploadMutationVariables>;
export const CreateHrDocumentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHrDocumentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDocumentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHrDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateHrDocumentUploadMutation, CreateHrDocumentUploadMutationVariables>;