/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountingDocumentCreateInput = {
  /**
   * Store it even when the same supplier, invoice number and total are already in the company (the
   * upload was refused with DUPLICATE_INVOICE and the uploader chose to send it anyway): it is stored
   * and marked as a duplicate of the earlier document.
   */
  allowDuplicate?: boolean | null | undefined;
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

/** read: shown below; refused: the safe parser refused the XML (refusal says why); unrecognised: not a UBL or CII e-invoice (or not XML at all). */
export type AccountingEInvoiceOutcome =
  | 'read'
  | 'refused'
  | 'unrecognised';

/** How a value was obtained: exact (the e-invoice's XML), read (a rule confirmed it), guessed (the likeliest candidate). */
export type AccountingFieldSource =
  | 'exact'
  | 'guessed'
  | 'read';

export type AccountingFieldValueInput = {
  name: string;
  value: string;
};

/** pending: queued for the reader; done: read (or nothing readable); failed: the reader gave up (nothing read). */
export type AccountingReadingStatus =
  | 'done'
  | 'failed'
  | 'pending';

export type AccountingReadingsWhere = {
  /** Totals from and to, inclusive, as 1234.56. */
  amountFrom?: string | null | undefined;
  amountTo?: string | null | undefined;
  company: string | number;
  /** Issue dates from and to, inclusive. */
  from?: string | null | undefined;
  /** Part of the supplier's name (confirmed, else read), any case. */
  supplier?: string | null | undefined;
  to?: string | null | undefined;
};

/** Why an XML file was refused: a document type declaration (it could declare entities: XXE, entity bombs), nested too deep, too many elements, too large, not well-formed. */
export type AccountingXmlRefusal =
  | 'doctype'
  | 'malformed'
  | 'tooDeep'
  | 'tooLarge'
  | 'tooManyElements';

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
  /** The file this slip was cut from (a whole payroll split per employee): recorded in the create's audit entry. At most 255 characters, no control characters. */
  sourceFileName?: string | null | undefined;
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

/** A device's Web Push subscription, as the browser's PushSubscription gives it. */
export type PushSubscriptionInput = {
  auth: string;
  endpoint: string;
  p256dh: string;
};

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
  /** null unlinks the identity-provider account; its next sign-in links the account with the user's verified email (beyond Keystone). */
  oidcSubject?: string | null | undefined;
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


export type AdminRecordQuery = { adminRecord: { list: string, id: string, label: string, labelField: string | null, fields: unknown, relations: Array<{ field: string, items: Array<{ list: string, id: string, label: string, labelField: string | null }> }> } | null };

export type AdminRecordsQueryVariables = Exact<{
  list: string;
  search?: string | null | undefined;
  take: number;
  skip: number;
}>;


export type AdminRecordsQuery = { adminRecords: { count: number, items: Array<{ list: string, id: string, label: string, labelField: string | null }> } };

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


export type HrDocumentActionsQuery = { hrDocumentActions: Array<{ reason: HrDocumentActionReason, expirationDate: string | null, employee: { id: string, name: string | null }, type: { id: string, name: string | null, names: { fr: string | null, en: string | null, de: string | null, pt: string | null } | null } }> };

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


export type ReviewFiltersQuery = { companies: Array<{ id: string, name: string | null }> | null, hrDocumentTypes: Array<{ id: string, name: string | null, names: { fr: string | null, en: string | null, de: string | null, pt: string | null } | null }> | null };

export type ReviewInboxQueryVariables = Exact<{
  where: HrDocumentWhereInput;
  orderBy: Array<HrDocumentOrderByInput> | HrDocumentOrderByInput;
  take: number;
  skip: number;
}>;


export type ReviewInboxQuery = { hrDocumentsCount: number | null, hrDocuments: Array<{ id: string, createdAt: string | null, needsReview: boolean | null, requestedRemoval: boolean | null, removalReason: string | null, expirationDate: string | null, attachment: { filename: string, url: string } | null, type: { id: string, name: string | null, names: { fr: string | null, en: string | null, de: string | null, pt: string | null } | null } | null, employee: { id: string, name: string | null, company: { id: string, name: string | null } | null } | null }> | null };

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


export type AccountingDocumentsPageQuery = { accountingDocumentsCount: number | null, accountingDocuments: Array<{ id: string, type: AccountingDocumentTypeType | null, date: string | null, tag: string | null, createdAt: string | null, attachment: { filename: string, filesize: number, url: string } | null, reading: { status: AccountingReadingStatus, method: string | null, format: string | null, confirmedAt: string | null, fields: Array<{ name: string, value: string, source: AccountingFieldSource, confidence: number }>, vatLines: Array<{ rate: string, taxable: string | null, tax: string }>, differences: Array<{ field: string, xml: string, text: string }>, confirmed: Array<{ name: string, value: string }> | null, duplicateOf: { id: string, attachment: { filename: string } | null } | null } | null }> | null };

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

export type AccountingEInvoicePartyFieldsFragment = { name: string | null, vatId: string | null, address: { lines: Array<string>, postalCode: string | null, city: string | null, subdivision: string | null, country: string | null } | null };

export type AccountingEInvoiceQueryVariables = Exact<{
  file: string;
}>;


export type AccountingEInvoiceQuery = { accountingEInvoice: { outcome: AccountingEInvoiceOutcome, refusal: AccountingXmlRefusal | null, invoice: { format: string, kind: string, number: string | null, issueDate: string | null, dueDate: string | null, currency: string | null, lineCount: number, netAmount: string | null, vatAmount: string | null, totalAmount: string | null, amountDue: string | null, iban: string | null, paymentReference: string | null, supplier: { name: string | null, vatId: string | null, address: { lines: Array<string>, postalCode: string | null, city: string | null, subdivision: string | null, country: string | null } | null }, buyer: { name: string | null, vatId: string | null, address: { lines: Array<string>, postalCode: string | null, city: string | null, subdivision: string | null, country: string | null } | null }, lines: Array<{ id: string | null, name: string | null, description: string | null, quantity: string | null, unitCode: string | null, unitPrice: string | null, netAmount: string | null, vatRate: string | null }>, vatBreakdown: Array<{ rate: string, taxable: string | null, tax: string }> } | null } | null };

export type ConfirmAccountingReadingMutationVariables = Exact<{
  document: string | number;
  values: Array<AccountingFieldValueInput> | AccountingFieldValueInput;
}>;


export type ConfirmAccountingReadingMutation = { confirmAccountingReading: { id: string } | null };

export type AccountingReadingDetailsFragment = { status: AccountingReadingStatus, method: string | null, format: string | null, confirmedAt: string | null, fields: Array<{ name: string, value: string, source: AccountingFieldSource, confidence: number }>, vatLines: Array<{ rate: string, taxable: string | null, tax: string }>, differences: Array<{ field: string, xml: string, text: string }>, confirmed: Array<{ name: string, value: string }> | null, duplicateOf: { id: string, attachment: { filename: string } | null } | null };

export type AccountingDocumentsByReadingQueryVariables = Exact<{
  where: AccountingReadingsWhere;
  take?: number | null | undefined;
}>;


export type AccountingDocumentsByReadingQuery = { accountingDocumentsByReading: Array<{ id: string, type: AccountingDocumentTypeType | null, attachment: { filename: string } | null, reading: { status: AccountingReadingStatus, method: string | null, format: string | null, confirmedAt: string | null, fields: Array<{ name: string, value: string, source: AccountingFieldSource, confidence: number }>, vatLines: Array<{ rate: string, taxable: string | null, tax: string }>, differences: Array<{ field: string, xml: string, text: string }>, confirmed: Array<{ name: string, value: string }> | null, duplicateOf: { id: string, attachment: { filename: string } | null } | null } | null }> };

export type EmployeeHrDocumentsQueryVariables = Exact<{
  employee: string | number;
}>;


export type EmployeeHrDocumentsQuery = { companyEmployee: { id: string, name: string | null, settingHrDocumentsDisabled: boolean | null } | null, hrDocumentTypes: Array<{ id: string, name: string | null, isRequired: boolean | null, expirationDateType: HrDocumentTypeExpirationDateTypeType | null, appShowExpiringInfoInDays: number | null, names: { fr: string | null, en: string | null, de: string | null, pt: string | null } | null, documents: Array<{ id: string, needsReview: boolean | null, requestedRemoval: boolean | null, removalReason: string | null, declined: HrDocumentDeclinedType | null, declineReason: string | null, expirationDate: string | null, createdAt: string | null, replaces: { id: string } | null, attachment: { filename: string, filesize: number, url: string } | null }> | null }> | null };

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

export type CreateCompanyMutationVariables = Exact<{
  data: CompanyCreateInput;
}>;


export type CreateCompanyMutation = { createCompany: { id: string } | null };

export type CreateHrDocumentTypeMutationVariables = Exact<{
  data: HrDocumentTypeCreateInput;
}>;


export type CreateHrDocumentTypeMutation = { createHrDocumentType: { id: string } | null };

export type CreateManagerEmployeeMutationVariables = Exact<{
  name: string;
  companyId: string | number;
}>;


export type CreateManagerEmployeeMutation = { createCompanyEmployee: { id: string } | null };

export type CreateUserMutationVariables = Exact<{
  data: UserCreateInput;
}>;


export type CreateUserMutation = { createUser: { id: string } | null };

export type DeleteCompanyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCompanyMutation = { deleteCompany: { id: string, isArchived: boolean | null } | null };

export type DeleteHrDocumentTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHrDocumentTypeMutation = { deleteHrDocumentType: { id: string } | null };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: { id: string } | null };

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

export type ReorderHrDocumentTypesMutationVariables = Exact<{
  data: Array<HrDocumentTypeUpdateArgs> | HrDocumentTypeUpdateArgs;
}>;


export type ReorderHrDocumentTypesMutation = { updateHrDocumentTypes: Array<{ id: string, manualOrder: number | null } | null> | null };

export type UpdateCompanyMutationVariables = Exact<{
  id: string | number;
  data: CompanyUpdateInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: string, version: number | null } | null };

export type UpdateHrDocumentTypeMutationVariables = Exact<{
  id: string | number;
  data: HrDocumentTypeUpdateInput;
}>;


export type UpdateHrDocumentTypeMutation = { updateHrDocumentType: { id: string, version: number | null } | null };

export type UpdateCompanyEmployeeMutationVariables = Exact<{
  id: string | number;
  data: CompanyEmployeeUpdateInput;
}>;


export type UpdateCompanyEmployeeMutation = { updateCompanyEmployee: { id: string, version: number | null } | null };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  data: UserUpdateInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, version: number | null } | null };

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

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type MyNotificationsQueryVariables = Exact<{
  take: number;
}>;


export type MyNotificationsQuery = { myNotifications: Array<{ id: string, kind: string, path: string, createdAt: string, readAt: string | null, employeeName: string | null, companyName: string | null, period: string | null, documentType: string | null, authorName: string | null, days: number | null }> };

export type MyUnreadNotificationsCountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyUnreadNotificationsCountQuery = { myUnreadNotificationsCount: number };

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


export type HrDocumentUploadTypesQuery = { hrDocumentTypes: Array<{ id: string, name: string | null, expirationDateType: HrDocumentTypeExpirationDateTypeType | null, names: { fr: string | null, en: string | null, de: string | null, pt: string | null } | null }> | null };

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

export type PayrollSplitProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type PayrollSplitProfilesQuery = { companyEmployees: Array<{ id: string, profileData: unknown }> | null };

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

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string };

export type SubscribePushMutationVariables = Exact<{
  subscription: PushSubscriptionInput;
}>;


export type SubscribePushMutation = { subscribePush: boolean };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: boolean };

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { companies: Array<{ id: string, code: string | null, name: string | null, hrEnabled: boolean | null }> | null };

export type EmployeePlacementQueryVariables = Exact<{
  id: string | number;
}>;


export type EmployeePlacementQuery = { companyEmployee: { id: string, company: { id: string } | null } | null };

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

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, unknown> | undefined;

  constructor(value: string, __meta__?: Record<string, unknown> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccountingEInvoicePartyFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountingEInvoicePartyFields on AccountingEInvoiceParty {
  name
  vatId
  address {
    lines
    postalCode
    city
    subdivision
    country
  }
}
    `, {"fragmentName":"AccountingEInvoicePartyFields"}) as unknown as TypedDocumentString<AccountingEInvoicePartyFieldsFragment, unknown>;
export const AccountingReadingDetailsFragmentDoc = new TypedDocumentString(`
    fragment AccountingReadingDetails on AccountingReading {
  status
  method
  format
  fields {
    name
    value
    source
    confidence
  }
  vatLines {
    rate
    taxable
    tax
  }
  differences {
    field
    xml
    text
  }
  confirmed {
    name
    value
  }
  confirmedAt
  duplicateOf {
    id
    attachment {
      filename
    }
  }
}
    `, {"fragmentName":"AccountingReadingDetails"}) as unknown as TypedDocumentString<AccountingReadingDetailsFragment, unknown>;
export const UserRoleFlagsFragmentDoc = new TypedDocumentString(`
    fragment UserRoleFlags on UserRole {
  canAccessKeystone
  canSignInToApp
  canManageAccounts
  canManageRoles
  canManageAccounting
  canManageTaxation
  canManageHumanResources
  canAccessAllCompanies
  canRemoveSalaryWorkflowDocument
  canCreateContracts
}
    `, {"fragmentName":"UserRoleFlags"}) as unknown as TypedDocumentString<UserRoleFlagsFragment, unknown>;
export const UserAccountFragmentDoc = new TypedDocumentString(`
    fragment UserAccount on User {
  id
  email
  name
  language
  role {
    ...UserRoleFlags
  }
}
    fragment UserRoleFlags on UserRole {
  canAccessKeystone
  canSignInToApp
  canManageAccounts
  canManageRoles
  canManageAccounting
  canManageTaxation
  canManageHumanResources
  canAccessAllCompanies
  canRemoveSalaryWorkflowDocument
  canCreateContracts
}`, {"fragmentName":"UserAccount"}) as unknown as TypedDocumentString<UserAccountFragment, unknown>;
export const EmployeeRoleFlagsFragmentDoc = new TypedDocumentString(`
    fragment EmployeeRoleFlags on EmployeeRole {
  canAccessFinance
  canAccessTaxation
  canManageHumanResources
  canAccessSalaryWorkflow
  canAccessCompanyCodes
  canAccessCompanyContacts
}
    `, {"fragmentName":"EmployeeRoleFlags"}) as unknown as TypedDocumentString<EmployeeRoleFlagsFragment, unknown>;
export const UserEmploymentFragmentDoc = new TypedDocumentString(`
    fragment UserEmployment on CompanyEmployee {
  id
  code
  name
  isArchived
  company {
    id
    code
    name
    hrEnabled
  }
  role {
    ...EmployeeRoleFlags
  }
}
    fragment EmployeeRoleFlags on EmployeeRole {
  canAccessFinance
  canAccessTaxation
  canManageHumanResources
  canAccessSalaryWorkflow
  canAccessCompanyCodes
  canAccessCompanyContacts
}`, {"fragmentName":"UserEmployment"}) as unknown as TypedDocumentString<UserEmploymentFragment, unknown>;
export const AuditEventsDocument = new TypedDocumentString(`
    query AuditEvents($where: AuditEventWhereInput!, $take: Int!, $skip: Int!) {
  auditEvents(where: $where, orderBy: [{at: desc}], take: $take, skip: $skip) {
    id
    at
    action
    list
    itemId
    details
    actor {
      id
      email
    }
    onBehalfOf {
      id
      email
    }
  }
  auditEventsCount(where: $where)
}
    `) as unknown as TypedDocumentString<AuditEventsQuery, AuditEventsQueryVariables>;
export const AuditFilterOptionsDocument = new TypedDocumentString(`
    query AuditFilterOptions {
  users(orderBy: [{email: asc}], take: 2000) {
    id
    email
  }
  companies(orderBy: [{name: asc}]) {
    id
    code
    name
  }
}
    `) as unknown as TypedDocumentString<AuditFilterOptionsQuery, AuditFilterOptionsQueryVariables>;
export const InspectUserDocument = new TypedDocumentString(`
    query InspectUser($id: ID!, $take: Int!) {
  user(where: {id: $id}) {
    ...UserAccount
    employees {
      ...UserEmployment
      isHiddenInHr
    }
  }
  adminUserStagedUploads(userId: $id) {
    count
    devices
    reportedAt
  }
  adminUserSessions(userId: $id, take: $take) {
    id
    startedAt
    expiresAt
    revokedAt
    active
    impersonatedBy
  }
  auditEvents(
    where: {OR: [{actor: {id: {equals: $id}}}, {onBehalfOf: {id: {equals: $id}}}]}
    orderBy: [{at: desc}]
    take: $take
  ) {
    id
    at
    action
    list
    itemId
    actor {
      email
    }
    onBehalfOf {
      email
    }
  }
}
    fragment UserRoleFlags on UserRole {
  canAccessKeystone
  canSignInToApp
  canManageAccounts
  canManageRoles
  canManageAccounting
  canManageTaxation
  canManageHumanResources
  canAccessAllCompanies
  canRemoveSalaryWorkflowDocument
  canCreateContracts
}
fragment EmployeeRoleFlags on EmployeeRole {
  canAccessFinance
  canAccessTaxation
  canManageHumanResources
  canAccessSalaryWorkflow
  canAccessCompanyCodes
  canAccessCompanyContacts
}
fragment UserAccount on User {
  id
  email
  name
  language
  role {
    ...UserRoleFlags
  }
}
fragment UserEmployment on CompanyEmployee {
  id
  code
  name
  isArchived
  company {
    id
    code
    name
    hrEnabled
  }
  role {
    ...EmployeeRoleFlags
  }
}`) as unknown as TypedDocumentString<InspectUserQuery, InspectUserQueryVariables>;
export const InspectUserSearchDocument = new TypedDocumentString(`
    query InspectUserSearch($where: UserWhereInput!, $take: Int!) {
  users(where: $where, orderBy: [{name: asc}], take: $take) {
    id
    email
    name
  }
}
    `) as unknown as TypedDocumentString<InspectUserSearchQuery, InspectUserSearchQueryVariables>;
export const PortalConfigDocument = new TypedDocumentString(`
    query PortalConfig {
  portalConfig {
    managerUrl
  }
}
    `) as unknown as TypedDocumentString<PortalConfigQuery, PortalConfigQueryVariables>;
export const AdminRecordDocument = new TypedDocumentString(`
    query AdminRecord($list: String!, $id: ID!) {
  adminRecord(list: $list, id: $id) {
    list
    id
    label
    labelField
    fields
    relations {
      field
      items {
        list
        id
        label
        labelField
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminRecordQuery, AdminRecordQueryVariables>;
export const AdminRecordsDocument = new TypedDocumentString(`
    query AdminRecords($list: String!, $search: String, $take: Int!, $skip: Int!) {
  adminRecords(list: $list, search: $search, take: $take, skip: $skip) {
    count
    items {
      list
      id
      label
      labelField
    }
  }
}
    `) as unknown as TypedDocumentString<AdminRecordsQuery, AdminRecordsQueryVariables>;
export const RedeemUserMagicAuthTokenDocument = new TypedDocumentString(`
    mutation RedeemUserMagicAuthToken($email: String!, $token: String!) {
  redeemUserMagicAuthToken(email: $email, token: $token) {
    __typename
    ... on RedeemUserMagicAuthTokenSuccess {
      token
      item {
        id
      }
    }
    ... on RedeemUserMagicAuthTokenFailure {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemUserMagicAuthTokenMutation, RedeemUserMagicAuthTokenMutationVariables>;
export const SendUserMagicAuthLinkDocument = new TypedDocumentString(`
    mutation SendUserMagicAuthLink($email: String!) {
  sendUserMagicAuthLink(email: $email)
}
    `) as unknown as TypedDocumentString<SendUserMagicAuthLinkMutation, SendUserMagicAuthLinkMutationVariables>;
export const DashboardCountsDocument = new TypedDocumentString(`
    query DashboardCounts($employeeId: ID!, $companyId: ID!, $withEmployee: Boolean!, $withHrDocuments: Boolean!, $withFinance: Boolean!, $withTaxation: Boolean!, $withWorkflows: Boolean!, $withEmployees: Boolean!) {
  salaries: hrSalariesCount(where: {employee: {id: {equals: $employeeId}}}) @include(if: $withEmployee)
  hrDocuments: hrDocumentsCount(where: {employee: {id: {equals: $employeeId}}}) @include(if: $withHrDocuments)
  accountingDocuments: accountingDocumentsCount(
    where: {company: {id: {equals: $companyId}}}
  ) @include(if: $withFinance)
  taxDocuments: accountingDocumentsCount(
    where: {company: {id: {equals: $companyId}}, type: {equals: tax}}
  ) @include(if: $withTaxation)
  salaryWorkflows: hrSalaryWorkflowsCount(
    where: {company: {id: {equals: $companyId}}}
  ) @include(if: $withWorkflows)
  employees: companyEmployeesCount(
    where: {company: {id: {equals: $companyId}}, isArchived: {equals: false}}
  ) @include(if: $withEmployees)
}
    `) as unknown as TypedDocumentString<DashboardCountsQuery, DashboardCountsQueryVariables>;
export const HrDocumentActionsDocument = new TypedDocumentString(`
    query HrDocumentActions($company: ID, $today: CalendarDay) {
  hrDocumentActions(company: $company, today: $today) {
    reason
    expirationDate
    employee {
      id
      name
    }
    type {
      id
      name
      names {
        fr
        en
        de
        pt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HrDocumentActionsQuery, HrDocumentActionsQueryVariables>;
export const DevOutboxDocument = new TypedDocumentString(`
    query DevOutbox {
  devOutbox {
    file
    to
    subject
    text
  }
}
    `) as unknown as TypedDocumentString<DevOutboxQuery, DevOutboxQueryVariables>;
export const DeleteHrDocumentDocument = new TypedDocumentString(`
    mutation DeleteHrDocument($id: ID!) {
  deleteHrDocuments(where: [{id: $id}]) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteHrDocumentMutation, DeleteHrDocumentMutationVariables>;
export const ReviewHrDocumentDocument = new TypedDocumentString(`
    mutation ReviewHrDocument($id: ID!, $data: HrDocumentUpdateInput!) {
  updateHrDocuments(data: [{where: {id: $id}, data: $data}]) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReviewHrDocumentMutation, ReviewHrDocumentMutationVariables>;
export const ReviewFiltersDocument = new TypedDocumentString(`
    query ReviewFilters {
  companies(orderBy: [{name: asc}]) {
    id
    name
  }
  hrDocumentTypes(orderBy: [{manualOrder: asc}]) {
    id
    name
    names {
      fr
      en
      de
      pt
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewFiltersQuery, ReviewFiltersQueryVariables>;
export const ReviewInboxDocument = new TypedDocumentString(`
    query ReviewInbox($where: HrDocumentWhereInput!, $orderBy: [HrDocumentOrderByInput!]!, $take: Int!, $skip: Int!) {
  hrDocuments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
    id
    createdAt
    needsReview
    requestedRemoval
    removalReason
    expirationDate
    attachment {
      filename
      url
    }
    type {
      id
      name
      names {
        fr
        en
        de
        pt
      }
    }
    employee {
      id
      name
      company {
        id
        name
      }
    }
  }
  hrDocumentsCount(where: $where)
}
    `) as unknown as TypedDocumentString<ReviewInboxQuery, ReviewInboxQueryVariables>;
export const CreateEmployeeDocument = new TypedDocumentString(`
    mutation CreateEmployee($data: CompanyEmployeeCreateInput!) {
  createCompanyEmployee(data: $data) {
    id
    name
    code
  }
}
    `) as unknown as TypedDocumentString<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const EmployeeListDocument = new TypedDocumentString(`
    query EmployeeList($where: CompanyEmployeeWhereInput!, $take: Int!, $skip: Int!) {
  companyEmployees(
    where: $where
    orderBy: [{name: asc}]
    take: $take
    skip: $skip
  ) {
    id
    code
    name
    jobDescription
    isArchived
    isHiddenInHr
    company {
      id
      code
    }
  }
}
    `) as unknown as TypedDocumentString<EmployeeListQuery, EmployeeListQueryVariables>;
export const AccountingDocumentsPageDocument = new TypedDocumentString(`
    query AccountingDocumentsPage($where: AccountingDocumentWhereInput!, $take: Int!, $skip: Int!) {
  accountingDocuments(
    where: $where
    orderBy: [{createdAt: desc}]
    take: $take
    skip: $skip
  ) {
    id
    type
    date
    tag
    createdAt
    attachment {
      filename
      filesize
      url
    }
    reading {
      ...AccountingReadingDetails
    }
  }
  accountingDocumentsCount(where: $where)
}
    fragment AccountingReadingDetails on AccountingReading {
  status
  method
  format
  fields {
    name
    value
    source
    confidence
  }
  vatLines {
    rate
    taxable
    tax
  }
  differences {
    field
    xml
    text
  }
  confirmed {
    name
    value
  }
  confirmedAt
  duplicateOf {
    id
    attachment {
      filename
    }
  }
}`) as unknown as TypedDocumentString<AccountingDocumentsPageQuery, AccountingDocumentsPageQueryVariables>;
export const AccountingFacetsDocument = new TypedDocumentString(`
    query AccountingFacets($company: ID!, $type: AccountingDocumentTypeType) {
  accountingDocumentFacets(company: $company, type: $type) {
    tags
    years
  }
}
    `) as unknown as TypedDocumentString<AccountingFacetsQuery, AccountingFacetsQueryVariables>;
export const CompanyDetailsDocument = new TypedDocumentString(`
    query CompanyDetails($id: ID!) {
  company(where: {id: $id}) {
    id
    code
    name
    taxId
    rcsId
    vatId
    naceId
    personInChargeAccounting {
      id
      name
      email
      phone
    }
    personInChargeHumanResources {
      id
      name
      email
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<CompanyDetailsQuery, CompanyDetailsQueryVariables>;
export const DownloadArchiveUrlDocument = new TypedDocumentString(`
    mutation DownloadArchiveUrl($list: ArchiveList!, $ids: [ID!]!) {
  downloadArchiveUrl(list: $list, ids: $ids)
}
    `) as unknown as TypedDocumentString<DownloadArchiveUrlMutation, DownloadArchiveUrlMutationVariables>;
export const MarkAccountingDocumentsSeenDocument = new TypedDocumentString(`
    mutation MarkAccountingDocumentsSeen($company: ID!) {
  markAccountingDocumentsSeen(company: $company)
}
    `) as unknown as TypedDocumentString<MarkAccountingDocumentsSeenMutation, MarkAccountingDocumentsSeenMutationVariables>;
export const NewAccountingDocumentsDocument = new TypedDocumentString(`
    query NewAccountingDocuments {
  newAccountingDocuments {
    count
    company {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<NewAccountingDocumentsQuery, NewAccountingDocumentsQueryVariables>;
export const AccountingEInvoiceDocument = new TypedDocumentString(`
    query AccountingEInvoice($file: String!) {
  accountingEInvoice(file: $file) {
    outcome
    refusal
    invoice {
      format
      kind
      number
      issueDate
      dueDate
      currency
      supplier {
        ...AccountingEInvoicePartyFields
      }
      buyer {
        ...AccountingEInvoicePartyFields
      }
      lines {
        id
        name
        description
        quantity
        unitCode
        unitPrice
        netAmount
        vatRate
      }
      lineCount
      vatBreakdown {
        rate
        taxable
        tax
      }
      netAmount
      vatAmount
      totalAmount
      amountDue
      iban
      paymentReference
    }
  }
}
    fragment AccountingEInvoicePartyFields on AccountingEInvoiceParty {
  name
  vatId
  address {
    lines
    postalCode
    city
    subdivision
    country
  }
}`) as unknown as TypedDocumentString<AccountingEInvoiceQuery, AccountingEInvoiceQueryVariables>;
export const ConfirmAccountingReadingDocument = new TypedDocumentString(`
    mutation ConfirmAccountingReading($document: ID!, $values: [AccountingFieldValueInput!]!) {
  confirmAccountingReading(document: $document, values: $values) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConfirmAccountingReadingMutation, ConfirmAccountingReadingMutationVariables>;
export const AccountingDocumentsByReadingDocument = new TypedDocumentString(`
    query AccountingDocumentsByReading($where: AccountingReadingsWhere!, $take: Int) {
  accountingDocumentsByReading(where: $where, take: $take) {
    id
    type
    attachment {
      filename
    }
    reading {
      ...AccountingReadingDetails
    }
  }
}
    fragment AccountingReadingDetails on AccountingReading {
  status
  method
  format
  fields {
    name
    value
    source
    confidence
  }
  vatLines {
    rate
    taxable
    tax
  }
  differences {
    field
    xml
    text
  }
  confirmed {
    name
    value
  }
  confirmedAt
  duplicateOf {
    id
    attachment {
      filename
    }
  }
}`) as unknown as TypedDocumentString<AccountingDocumentsByReadingQuery, AccountingDocumentsByReadingQueryVariables>;
export const EmployeeHrDocumentsDocument = new TypedDocumentString(`
    query EmployeeHrDocuments($employee: ID!) {
  companyEmployee(where: {id: $employee}) {
    id
    name
    settingHrDocumentsDisabled
  }
  hrDocumentTypes(orderBy: [{manualOrder: asc}]) {
    id
    name
    names {
      fr
      en
      de
      pt
    }
    isRequired
    expirationDateType
    appShowExpiringInfoInDays
    documents(
      where: {employee: {id: {equals: $employee}}}
      orderBy: [{createdAt: desc}]
    ) {
      id
      needsReview
      requestedRemoval
      removalReason
      declined
      declineReason
      expirationDate
      createdAt
      replaces {
        id
      }
      attachment {
        filename
        filesize
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EmployeeHrDocumentsQuery, EmployeeHrDocumentsQueryVariables>;
export const RequestHrDocumentRemovalDocument = new TypedDocumentString(`
    mutation RequestHrDocumentRemoval($id: ID!, $requested: Boolean!, $reason: String) {
  updateHrDocuments(
    data: [{where: {id: $id}, data: {requestedRemoval: $requested, removalReason: $reason}}]
  ) {
    id
    requestedRemoval
  }
}
    `) as unknown as TypedDocumentString<RequestHrDocumentRemovalMutation, RequestHrDocumentRemovalMutationVariables>;
export const HrMessageInboxDocument = new TypedDocumentString(`
    query HrMessageInbox {
  hrMessageThreads(take: 200) {
    unread
    lastMessageAt
    employee {
      id
      name
      company {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HrMessageInboxQuery, HrMessageInboxQueryVariables>;
export const MarkHrMessagesReadDocument = new TypedDocumentString(`
    mutation MarkHrMessagesRead($employeeId: ID!) {
  markHrMessagesRead(employee: {id: $employeeId})
}
    `) as unknown as TypedDocumentString<MarkHrMessagesReadMutation, MarkHrMessagesReadMutationVariables>;
export const HrMessageThreadDocument = new TypedDocumentString(`
    query HrMessageThread($employeeId: ID!) {
  companyEmployee(where: {id: $employeeId}) {
    id
    name
    hrUnReadChatMessages
  }
  hrMessages(
    where: {employee: {id: {equals: $employeeId}}}
    orderBy: [{createdAt: asc}]
    take: 500
  ) {
    id
    body
    authorName
    isMine
    uploadKey
    createdAt
    attachment {
      filename
      url
    }
  }
}
    `) as unknown as TypedDocumentString<HrMessageThreadQuery, HrMessageThreadQueryVariables>;
export const HrProfileDocument = new TypedDocumentString(`
    query HrProfile($id: ID!) {
  companyEmployee(where: {id: $id}) {
    id
    name
    code
    profileVersion
    profileData
    profileHistory {
      id
      data
      changedByName
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<HrProfileQuery, HrProfileQueryVariables>;
export const UpdateHrProfileDocument = new TypedDocumentString(`
    mutation UpdateHrProfile($id: ID!, $data: JSON!, $expectedVersion: Int) {
  updateHrProfile(id: $id, data: $data, expectedVersion: $expectedVersion) {
    error
    message
    code
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateHrProfileMutation, UpdateHrProfileMutationVariables>;
export const MyAccountUsesDocument = new TypedDocumentString(`
    query MyAccountUses {
  myAccountUses(take: 20) {
    id
    byName
    startedAt
    endedAt
  }
}
    `) as unknown as TypedDocumentString<MyAccountUsesQuery, MyAccountUsesQueryVariables>;
export const ImpersonationCandidatesDocument = new TypedDocumentString(`
    query ImpersonationCandidates($where: UserWhereInput!, $take: Int!) {
  users(where: $where, orderBy: [{name: asc}], take: $take) {
    id
    email
    name
    role {
      canAccessAllCompanies
      canSignInToApp
    }
    employees {
      id
      code
      company {
        id
        code
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ImpersonationCandidatesQuery, ImpersonationCandidatesQueryVariables>;
export const CurrentImpersonationDocument = new TypedDocumentString(`
    query CurrentImpersonation {
  currentImpersonation {
    actorName
    actorEmail
    userName
    userEmail
    startedAt
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CurrentImpersonationQuery, CurrentImpersonationQueryVariables>;
export const StartImpersonationDocument = new TypedDocumentString(`
    mutation StartImpersonation($userId: ID!, $reason: String!) {
  startImpersonation(userId: $userId, reason: $reason) {
    __typename
    ... on RedeemUserMagicAuthTokenSuccess {
      token
      item {
        id
        email
        name
      }
    }
    ... on RedeemUserMagicAuthTokenFailure {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<StartImpersonationMutation, StartImpersonationMutationVariables>;
export const StopImpersonationDocument = new TypedDocumentString(`
    mutation StopImpersonation {
  stopImpersonation
}
    `) as unknown as TypedDocumentString<StopImpersonationMutation, StopImpersonationMutationVariables>;
export const UpdateMyProfileLanguageDocument = new TypedDocumentString(`
    mutation UpdateMyProfileLanguage($language: String!) {
  updateMyProfileLanguage(language: $language) {
    status
  }
}
    `) as unknown as TypedDocumentString<UpdateMyProfileLanguageMutation, UpdateMyProfileLanguageMutationVariables>;
export const ManagerCompaniesDocument = new TypedDocumentString(`
    query ManagerCompanies($where: CompanyWhereInput!, $orderBy: [CompanyOrderByInput!]!, $take: Int, $skip: Int!) {
  companies(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
    id
    code
    name
    taxId
    rcsId
    vatId
    naceId
    hrEnabled
    isArchived
    version
  }
  companiesCount(where: $where)
}
    `) as unknown as TypedDocumentString<ManagerCompaniesQuery, ManagerCompaniesQueryVariables>;
export const ManagerCompanyDocument = new TypedDocumentString(`
    query ManagerCompany($id: ID!) {
  company(where: {id: $id}) {
    id
    code
    name
    taxId
    rcsId
    vatId
    naceId
    hrEnabled
    isArchived
    version
    personInChargeAccounting {
      email
    }
    personInChargeHumanResources {
      email
    }
    employees(orderBy: [{name: asc}], take: 200) {
      id
      code
      name
      isArchived
    }
  }
  staff: users(orderBy: [{email: asc}], take: 500) {
    id
    email
    name
    role {
      canAccessAllCompanies
      canManageHumanResources
      canManageAccounting
      canManageTaxation
    }
  }
}
    `) as unknown as TypedDocumentString<ManagerCompanyQuery, ManagerCompanyQueryVariables>;
export const CreateCompanyDocument = new TypedDocumentString(`
    mutation CreateCompany($data: CompanyCreateInput!) {
  createCompany(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const CreateHrDocumentTypeDocument = new TypedDocumentString(`
    mutation CreateHrDocumentType($data: HrDocumentTypeCreateInput!) {
  createHrDocumentType(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateHrDocumentTypeMutation, CreateHrDocumentTypeMutationVariables>;
export const CreateManagerEmployeeDocument = new TypedDocumentString(`
    mutation CreateManagerEmployee($name: String!, $companyId: ID!) {
  createCompanyEmployee(data: {name: $name, company: {connect: {id: $companyId}}}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateManagerEmployeeMutation, CreateManagerEmployeeMutationVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($data: UserCreateInput!) {
  createUser(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const DeleteCompanyDocument = new TypedDocumentString(`
    mutation DeleteCompany($id: ID!) {
  deleteCompany(where: {id: $id}) {
    id
    isArchived
  }
}
    `) as unknown as TypedDocumentString<DeleteCompanyMutation, DeleteCompanyMutationVariables>;
export const DeleteHrDocumentTypeDocument = new TypedDocumentString(`
    mutation DeleteHrDocumentType($id: ID!) {
  deleteHrDocumentType(where: {id: $id}) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteHrDocumentTypeMutation, DeleteHrDocumentTypeMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser($id: ID!) {
  deleteUser(where: {id: $id}) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const ManagerDocumentTypeDocument = new TypedDocumentString(`
    query ManagerDocumentType($id: ID!) {
  hrDocumentType(where: {id: $id}) {
    id
    name
    names {
      fr
      en
      de
      pt
    }
    isRequired
    expirationDateType
    appShowExpiringInfoInDays
    version
    documentsCount
  }
}
    `) as unknown as TypedDocumentString<ManagerDocumentTypeQuery, ManagerDocumentTypeQueryVariables>;
export const ManagerDocumentTypesDocument = new TypedDocumentString(`
    query ManagerDocumentTypes($where: HrDocumentTypeWhereInput!, $orderBy: [HrDocumentTypeOrderByInput!]!, $take: Int, $skip: Int!) {
  hrDocumentTypes(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
    id
    name
    names {
      fr
      en
      de
      pt
    }
    isRequired
    expirationDateType
    appShowExpiringInfoInDays
    manualOrder
    version
    documentsCount
  }
  hrDocumentTypesCount(where: $where)
}
    `) as unknown as TypedDocumentString<ManagerDocumentTypesQuery, ManagerDocumentTypesQueryVariables>;
export const ManagerEmployeeDocument = new TypedDocumentString(`
    query ManagerEmployee($id: ID!) {
  companyEmployee(where: {id: $id}) {
    id
    code
    name
    jobDescription
    isArchived
    isHiddenInHr
    hrDocumentNotification
    settingWantsSalaryWorkflowNotification
    settingWantsAccountingNotification
    settingWantsHRSalariesNotification
    settingHrDocumentsDisabled
    version
    role {
      ...EmployeeRoleFlags
    }
    company {
      id
      code
      name
    }
    user {
      id
      email
    }
  }
  users(orderBy: [{email: asc}], take: 2000) {
    id
    email
  }
}
    fragment EmployeeRoleFlags on EmployeeRole {
  canAccessFinance
  canAccessTaxation
  canManageHumanResources
  canAccessSalaryWorkflow
  canAccessCompanyCodes
  canAccessCompanyContacts
}`) as unknown as TypedDocumentString<ManagerEmployeeQuery, ManagerEmployeeQueryVariables>;
export const ManagerEmployeesDocument = new TypedDocumentString(`
    query ManagerEmployees($where: CompanyEmployeeWhereInput!, $orderBy: [CompanyEmployeeOrderByInput!]!, $take: Int, $skip: Int!) {
  companyEmployees(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
    id
    code
    name
    jobDescription
    isArchived
    isHiddenInHr
    hrDocumentNotification
    settingHrDocumentsDisabled
    version
    company {
      code
    }
    user {
      email
    }
  }
  companyEmployeesCount(where: $where)
}
    `) as unknown as TypedDocumentString<ManagerEmployeesQuery, ManagerEmployeesQueryVariables>;
export const ReorderHrDocumentTypesDocument = new TypedDocumentString(`
    mutation ReorderHrDocumentTypes($data: [HrDocumentTypeUpdateArgs!]!) {
  updateHrDocumentTypes(data: $data) {
    id
    manualOrder
  }
}
    `) as unknown as TypedDocumentString<ReorderHrDocumentTypesMutation, ReorderHrDocumentTypesMutationVariables>;
export const UpdateCompanyDocument = new TypedDocumentString(`
    mutation UpdateCompany($id: ID!, $data: CompanyUpdateInput!) {
  updateCompany(where: {id: $id}, data: $data) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const UpdateHrDocumentTypeDocument = new TypedDocumentString(`
    mutation UpdateHrDocumentType($id: ID!, $data: HrDocumentTypeUpdateInput!) {
  updateHrDocumentType(where: {id: $id}, data: $data) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateHrDocumentTypeMutation, UpdateHrDocumentTypeMutationVariables>;
export const UpdateCompanyEmployeeDocument = new TypedDocumentString(`
    mutation UpdateCompanyEmployee($id: ID!, $data: CompanyEmployeeUpdateInput!) {
  updateCompanyEmployee(where: {id: $id}, data: $data) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateCompanyEmployeeMutation, UpdateCompanyEmployeeMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {
  updateUser(where: {id: $id}, data: $data) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const ManagerUserDocument = new TypedDocumentString(`
    query ManagerUser($id: ID!) {
  user(where: {id: $id}) {
    ...UserAccount
    version
    employees(orderBy: [{name: asc}]) {
      id
      code
      name
      company {
        code
        name
      }
    }
  }
}
    fragment UserRoleFlags on UserRole {
  canAccessKeystone
  canSignInToApp
  canManageAccounts
  canManageRoles
  canManageAccounting
  canManageTaxation
  canManageHumanResources
  canAccessAllCompanies
  canRemoveSalaryWorkflowDocument
  canCreateContracts
}
fragment UserAccount on User {
  id
  email
  name
  language
  role {
    ...UserRoleFlags
  }
}`) as unknown as TypedDocumentString<ManagerUserQuery, ManagerUserQueryVariables>;
export const ManagerUsersDocument = new TypedDocumentString(`
    query ManagerUsers($where: UserWhereInput!, $orderBy: [UserOrderByInput!]!, $take: Int, $skip: Int!) {
  users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
    ...UserAccount
    version
  }
  usersCount(where: $where)
}
    fragment UserRoleFlags on UserRole {
  canAccessKeystone
  canSignInToApp
  canManageAccounts
  canManageRoles
  canManageAccounting
  canManageTaxation
  canManageHumanResources
  canAccessAllCompanies
  canRemoveSalaryWorkflowDocument
  canCreateContracts
}
fragment UserAccount on User {
  id
  email
  name
  language
  role {
    ...UserRoleFlags
  }
}`) as unknown as TypedDocumentString<ManagerUsersQuery, ManagerUsersQueryVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    id
    createdAt
    expiresAt
    current
    startedBySupport
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const SignOutEverywhereDocument = new TypedDocumentString(`
    mutation SignOutEverywhere {
  signOutEverywhere
}
    `) as unknown as TypedDocumentString<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead($ids: [ID!]!) {
  markNotificationsRead(ids: $ids)
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const MyNotificationsDocument = new TypedDocumentString(`
    query MyNotifications($take: Int!) {
  myNotifications(take: $take) {
    id
    kind
    path
    createdAt
    readAt
    employeeName
    companyName
    period
    documentType
    authorName
    days
  }
}
    `) as unknown as TypedDocumentString<MyNotificationsQuery, MyNotificationsQueryVariables>;
export const MyUnreadNotificationsCountDocument = new TypedDocumentString(`
    query MyUnreadNotificationsCount {
  myUnreadNotificationsCount
}
    `) as unknown as TypedDocumentString<MyUnreadNotificationsCountQuery, MyUnreadNotificationsCountQueryVariables>;
export const NotificationSettingsDocument = new TypedDocumentString(`
    query NotificationSettings($employeeId: ID!, $withEmployee: Boolean!) {
  myNotificationDigest
  companyEmployee(where: {id: $employeeId}) @include(if: $withEmployee) {
    id
    settingWantsHRSalariesNotification
    settingWantsSalaryWorkflowNotification
    settingWantsAccountingNotification
    hrDocumentNotification
  }
}
    `) as unknown as TypedDocumentString<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingsDocument = new TypedDocumentString(`
    mutation UpdateNotificationSettings($employeeId: ID!, $data: NotificationSettingsInput!) {
  updateNotificationSettings(employee: {id: $employeeId}, data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const UpdateMyNotificationDigestDocument = new TypedDocumentString(`
    mutation UpdateMyNotificationDigest($digest: NotificationDigestType!) {
  updateMyNotificationDigest(digest: $digest)
}
    `) as unknown as TypedDocumentString<UpdateMyNotificationDigestMutation, UpdateMyNotificationDigestMutationVariables>;
export const DeleteSalaryControlDocumentDocument = new TypedDocumentString(`
    mutation DeleteSalaryControlDocument($id: ID!) {
  deleteHrSalaryWorkflowDocument(where: {id: $id}) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteSalaryControlDocumentMutation, DeleteSalaryControlDocumentMutationVariables>;
export const ReplySalaryControlDocumentDocument = new TypedDocumentString(`
    mutation ReplySalaryControlDocument($data: HrSalaryWorkflowDocumentCreateInput!) {
  createHrSalaryWorkflowDocument(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReplySalaryControlDocumentMutation, ReplySalaryControlDocumentMutationVariables>;
export const ReviewSalaryControlDocumentDocument = new TypedDocumentString(`
    mutation ReviewSalaryControlDocument($id: ID!, $data: HrSalaryWorkflowDocumentUpdateInput!) {
  updateHrSalaryWorkflowDocument(where: {id: $id}, data: $data) {
    id
    status
    version
  }
}
    `) as unknown as TypedDocumentString<ReviewSalaryControlDocumentMutation, ReviewSalaryControlDocumentMutationVariables>;
export const SalaryControlWorkflowDocument = new TypedDocumentString(`
    query SalaryControlWorkflow($id: ID!) {
  hrSalaryWorkflow(where: {id: $id}) {
    id
    date
    status
    createdAt
    createdByName
    releasedAt
    releasedByName
    reopenedAt
    company {
      id
      code
      name
    }
    documents(orderBy: [{createdAt: asc}]) {
      id
      status
      feedback
      feedbackFg
      version
      createdAt
      createdByName
      reviewedAt
      reviewedByName
      replaces {
        id
      }
      document {
        filename
        filesize
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SalaryControlWorkflowQuery, SalaryControlWorkflowQueryVariables>;
export const SalaryControlWorkflowsDocument = new TypedDocumentString(`
    query SalaryControlWorkflows($where: HrSalaryWorkflowWhereInput!, $take: Int!, $skip: Int!) {
  hrSalaryWorkflows(
    where: $where
    orderBy: [{createdAt: desc}]
    take: $take
    skip: $skip
  ) {
    id
    date
    status
    createdAt
    createdByName
    releasedAt
    reopenedAt
    documentsCount
    company {
      id
      code
      name
    }
  }
  hrSalaryWorkflowsCount(where: $where)
}
    `) as unknown as TypedDocumentString<SalaryControlWorkflowsQuery, SalaryControlWorkflowsQueryVariables>;
export const CompanyEmployeeChoicesDocument = new TypedDocumentString(`
    query CompanyEmployeeChoices($companyId: ID!) {
  companyEmployees(
    where: {company: {id: {equals: $companyId}}, isArchived: {equals: false}}
    orderBy: [{name: asc}]
  ) {
    id
    code
    name
  }
}
    `) as unknown as TypedDocumentString<CompanyEmployeeChoicesQuery, CompanyEmployeeChoicesQueryVariables>;
export const EmployeeSearchDocument = new TypedDocumentString(`
    query EmployeeSearch($search: String!, $take: Int!) {
  companyEmployees(
    where: {isHiddenInHr: {equals: false}, OR: [{name: {contains: $search, mode: insensitive}}, {code: {startsWith: $search}}]}
    orderBy: [{name: asc}]
    take: $take
  ) {
    id
    code
    name
    company {
      id
      code
    }
  }
}
    `) as unknown as TypedDocumentString<EmployeeSearchQuery, EmployeeSearchQueryVariables>;
export const AccountingDuplicatesDocument = new TypedDocumentString(`
    query AccountingDuplicates($where: AccountingDocumentWhereInput!) {
  accountingDocuments(where: $where) {
    id
    attachmentSha256
    company {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AccountingDuplicatesQuery, AccountingDuplicatesQueryVariables>;
export const AccountingTagSuggestionsDocument = new TypedDocumentString(`
    query AccountingTagSuggestions($company: ID!) {
  accountingDocumentFacets(company: $company) {
    tags
  }
}
    `) as unknown as TypedDocumentString<AccountingTagSuggestionsQuery, AccountingTagSuggestionsQueryVariables>;
export const HrDocumentUploadTypesDocument = new TypedDocumentString(`
    query HrDocumentUploadTypes {
  hrDocumentTypes(orderBy: [{manualOrder: asc}]) {
    id
    name
    names {
      fr
      en
      de
      pt
    }
    expirationDateType
  }
}
    `) as unknown as TypedDocumentString<HrDocumentUploadTypesQuery, HrDocumentUploadTypesQueryVariables>;
export const MonthSlipsDocument = new TypedDocumentString(`
    query MonthSlips($companyIds: [ID!]!, $dates: [CalendarDay!]!) {
  hrSalaries(
    where: {type: {equals: slip}, date: {in: $dates}, employee: {company: {id: {in: $companyIds}}}}
  ) {
    date
    employee {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MonthSlipsQuery, MonthSlipsQueryVariables>;
export const EmployeeSalariesDocument = new TypedDocumentString(`
    query EmployeeSalaries($employee: ID!) {
  hrSalaries(
    where: {employee: {id: {equals: $employee}}}
    orderBy: [{date: desc}]
  ) {
    id
    date
    type
    firstSeenAt
    attachment {
      filename
      filesize
      url
    }
  }
}
    `) as unknown as TypedDocumentString<EmployeeSalariesQuery, EmployeeSalariesQueryVariables>;
export const SalaryArchiveDocument = new TypedDocumentString(`
    mutation SalaryArchive($ids: [ID!]!, $list: ArchiveList!) {
  downloadArchiveUrl(ids: $ids, list: $list)
}
    `) as unknown as TypedDocumentString<SalaryArchiveMutation, SalaryArchiveMutationVariables>;
export const SalaryDuplicatesDocument = new TypedDocumentString(`
    query SalaryDuplicates($where: HrSalaryWhereInput!) {
  hrSalaries(where: $where) {
    id
    date
    type
    employee {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SalaryDuplicatesQuery, SalaryDuplicatesQueryVariables>;
export const UploadDirectoryDocument = new TypedDocumentString(`
    query UploadDirectory {
  companies(orderBy: [{name: asc}]) {
    id
    code
    name
  }
  companyEmployees(where: {isArchived: {equals: false}}, orderBy: [{name: asc}]) {
    id
    code
    name
    isHiddenInHr
    company {
      id
      code
    }
  }
}
    `) as unknown as TypedDocumentString<UploadDirectoryQuery, UploadDirectoryQueryVariables>;
export const WorkflowDuplicatesDocument = new TypedDocumentString(`
    query WorkflowDuplicates($where: HrSalaryWorkflowWhereInput!) {
  hrSalaryWorkflows(where: $where) {
    id
    date
    company {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WorkflowDuplicatesQuery, WorkflowDuplicatesQueryVariables>;
export const PayrollSplitProfilesDocument = new TypedDocumentString(`
    query PayrollSplitProfiles {
  companyEmployees(where: {isArchived: {equals: false}}) {
    id
    profileData
  }
}
    `) as unknown as TypedDocumentString<PayrollSplitProfilesQuery, PayrollSplitProfilesQueryVariables>;
export const ReportStagedUploadsDocument = new TypedDocumentString(`
    mutation ReportStagedUploads($device: String!, $count: Int!) {
  reportStagedUploads(device: $device, count: $count)
}
    `) as unknown as TypedDocumentString<ReportStagedUploadsMutation, ReportStagedUploadsMutationVariables>;
export const HrUnreadMessagesDocument = new TypedDocumentString(`
    query HrUnreadMessages {
  hrUnreadMessages
}
    `) as unknown as TypedDocumentString<HrUnreadMessagesQuery, HrUnreadMessagesQueryVariables>;
export const CreateHrMessageFromOutboxDocument = new TypedDocumentString(`
    mutation CreateHrMessageFromOutbox($data: HrMessageCreateInput!) {
  createHrMessage(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateHrMessageFromOutboxMutation, CreateHrMessageFromOutboxMutationVariables>;
export const PushPublicKeyDocument = new TypedDocumentString(`
    query PushPublicKey {
  pushPublicKey
}
    `) as unknown as TypedDocumentString<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const SubscribePushDocument = new TypedDocumentString(`
    mutation SubscribePush($subscription: PushSubscriptionInput!) {
  subscribePush(subscription: $subscription)
}
    `) as unknown as TypedDocumentString<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = new TypedDocumentString(`
    mutation UnsubscribePush($endpoint: String!) {
  unsubscribePush(endpoint: $endpoint)
}
    `) as unknown as TypedDocumentString<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const CompaniesDocument = new TypedDocumentString(`
    query Companies {
  companies(orderBy: [{name: asc}]) {
    id
    code
    name
    hrEnabled
  }
}
    `) as unknown as TypedDocumentString<CompaniesQuery, CompaniesQueryVariables>;
export const EmployeePlacementDocument = new TypedDocumentString(`
    query EmployeePlacement($id: ID!) {
  companyEmployee(where: {id: $id}) {
    id
    company {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<EmployeePlacementQuery, EmployeePlacementQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...UserAccount
    emailHash
    employees(orderBy: [{name: asc}]) {
      ...UserEmployment
      letter
    }
  }
}
    fragment UserRoleFlags on UserRole {
  canAccessKeystone
  canSignInToApp
  canManageAccounts
  canManageRoles
  canManageAccounting
  canManageTaxation
  canManageHumanResources
  canAccessAllCompanies
  canRemoveSalaryWorkflowDocument
  canCreateContracts
}
fragment EmployeeRoleFlags on EmployeeRole {
  canAccessFinance
  canAccessTaxation
  canManageHumanResources
  canAccessSalaryWorkflow
  canAccessCompanyCodes
  canAccessCompanyContacts
}
fragment UserAccount on User {
  id
  email
  name
  language
  role {
    ...UserRoleFlags
  }
}
fragment UserEmployment on CompanyEmployee {
  id
  code
  name
  isArchived
  company {
    id
    code
    name
    hrEnabled
  }
  role {
    ...EmployeeRoleFlags
  }
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SignoutDocument = new TypedDocumentString(`
    mutation Signout {
  signout
}
    `) as unknown as TypedDocumentString<SignoutMutation, SignoutMutationVariables>;
export const CreateHrSalaryUploadDocument = new TypedDocumentString(`
    mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {
  createHrSalary(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateHrSalaryUploadMutation, CreateHrSalaryUploadMutationVariables>;
export const CreateHrSalaryWorkflowUploadDocument = new TypedDocumentString(`
    mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {
  createHrSalaryWorkflow(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateHrSalaryWorkflowUploadMutation, CreateHrSalaryWorkflowUploadMutationVariables>;
export const CreateHrSalaryWorkflowDocumentUploadDocument = new TypedDocumentString(`
    mutation CreateHrSalaryWorkflowDocumentUpload($data: HrSalaryWorkflowDocumentCreateInput!) {
  createHrSalaryWorkflowDocument(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateHrSalaryWorkflowDocumentUploadMutation, CreateHrSalaryWorkflowDocumentUploadMutationVariables>;
export const CreateAccountingDocumentUploadDocument = new TypedDocumentString(`
    mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {
  createAccountingDocument(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateAccountingDocumentUploadMutation, CreateAccountingDocumentUploadMutationVariables>;
export const CreateHrDocumentUploadDocument = new TypedDocumentString(`
    mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {
  createHrDocument(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateHrDocumentUploadMutation, CreateHrDocumentUploadMutationVariables>;