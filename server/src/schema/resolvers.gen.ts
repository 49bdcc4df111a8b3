import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Row } from '../keystone/types';
import type { RedemptionSuccess, RedemptionFailure, RedemptionPayload } from './auth/impersonation';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  CalendarDay: { input: string; output: string; }
  DateTime: { input: Date | string; output: Date | string; }
  JSON: { input: unknown; output: unknown; }
  Upload: { input: Promise<File> | File; output: Promise<File> | File; }
};

export type AccountingDocument = {
  __typename?: 'AccountingDocument';
  attachment?: Maybe<FileFieldOutput>;
  company?: Maybe<Company>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  date?: Maybe<Scalars['CalendarDay']['output']>;
  id: Scalars['ID']['output'];
  tag?: Maybe<Scalars['String']['output']>;
  type?: Maybe<AccountingDocumentTypeType>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
};

export type AccountingDocumentCreateInput = {
  attachment?: InputMaybe<FileFieldInput>;
  company?: InputMaybe<CompanyRelateToOneForCreateInput>;
  date?: InputMaybe<Scalars['CalendarDay']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<AccountingDocumentTypeType>;
  uploadKey?: InputMaybe<Scalars['String']['input']>;
};

export type AccountingDocumentManyRelationFilter = {
  every?: InputMaybe<AccountingDocumentWhereInput>;
  none?: InputMaybe<AccountingDocumentWhereInput>;
  some?: InputMaybe<AccountingDocumentWhereInput>;
};

export type AccountingDocumentOrderByInput = {
  createdAt?: InputMaybe<OrderDirection>;
  date?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  tag?: InputMaybe<OrderDirection>;
  type?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
};

export type AccountingDocumentTypeType =
  | 'bank_statement'
  | 'other'
  | 'purchase_invoice'
  | 'receipt'
  | 'sales_invoice'
  | 'tax';

export type AccountingDocumentTypeTypeFilter = {
  equals?: InputMaybe<AccountingDocumentTypeType>;
  in?: InputMaybe<Array<AccountingDocumentTypeType>>;
  not?: InputMaybe<AccountingDocumentTypeTypeFilter>;
  notIn?: InputMaybe<Array<AccountingDocumentTypeType>>;
};

export type AccountingDocumentWhereInput = {
  AND?: InputMaybe<Array<AccountingDocumentWhereInput>>;
  NOT?: InputMaybe<Array<AccountingDocumentWhereInput>>;
  OR?: InputMaybe<Array<AccountingDocumentWhereInput>>;
  company?: InputMaybe<CompanyWhereInput>;
  createdAt?: InputMaybe<DateTimeFilter>;
  date?: InputMaybe<CalendarDayFilter>;
  id?: InputMaybe<IdFilter>;
  tag?: InputMaybe<StringFilter>;
  type?: InputMaybe<AccountingDocumentTypeTypeFilter>;
  updateAt?: InputMaybe<DateTimeFilter>;
};

export type AccountingDocumentWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type AuditEvent = {
  __typename?: 'AuditEvent';
  action?: Maybe<Scalars['String']['output']>;
  actor?: Maybe<User>;
  at?: Maybe<Scalars['DateTime']['output']>;
  details?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  itemId?: Maybe<Scalars['String']['output']>;
  list?: Maybe<Scalars['String']['output']>;
  onBehalfOf?: Maybe<User>;
};

export type AuditEventManyRelationFilter = {
  every?: InputMaybe<AuditEventWhereInput>;
  none?: InputMaybe<AuditEventWhereInput>;
  some?: InputMaybe<AuditEventWhereInput>;
};

export type AuditEventOrderByInput = {
  action?: InputMaybe<OrderDirection>;
  at?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  itemId?: InputMaybe<OrderDirection>;
  list?: InputMaybe<OrderDirection>;
};

export type AuditEventWhereInput = {
  AND?: InputMaybe<Array<AuditEventWhereInput>>;
  NOT?: InputMaybe<Array<AuditEventWhereInput>>;
  OR?: InputMaybe<Array<AuditEventWhereInput>>;
  action?: InputMaybe<StringFilter>;
  actor?: InputMaybe<UserWhereInput>;
  at?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<IdFilter>;
  itemId?: InputMaybe<StringFilter>;
  list?: InputMaybe<StringFilter>;
  onBehalfOf?: InputMaybe<UserWhereInput>;
};

export type AuditEventWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type BooleanFilter = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  not?: InputMaybe<BooleanFilter>;
};

export type CalendarDayFilter = {
  equals?: InputMaybe<Scalars['CalendarDay']['input']>;
  gt?: InputMaybe<Scalars['CalendarDay']['input']>;
  gte?: InputMaybe<Scalars['CalendarDay']['input']>;
  in?: InputMaybe<Array<Scalars['CalendarDay']['input']>>;
  lt?: InputMaybe<Scalars['CalendarDay']['input']>;
  lte?: InputMaybe<Scalars['CalendarDay']['input']>;
  not?: InputMaybe<CalendarDayFilter>;
  notIn?: InputMaybe<Array<Scalars['CalendarDay']['input']>>;
};

export type Company = {
  __typename?: 'Company';
  code?: Maybe<Scalars['String']['output']>;
  employees?: Maybe<Array<CompanyEmployee>>;
  employeesCount?: Maybe<Scalars['Int']['output']>;
  hrEnabled?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  naceId?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  personInChargeAccounting?: Maybe<Contact>;
  personInChargeHumanResources?: Maybe<Contact>;
  rcsId?: Maybe<Scalars['String']['output']>;
  taxId?: Maybe<Scalars['String']['output']>;
  vatId?: Maybe<Scalars['String']['output']>;
};


export type CompanyEmployeesArgs = {
  orderBy?: Array<CompanyEmployeeOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: CompanyEmployeeWhereInput;
};


export type CompanyEmployeesCountArgs = {
  where?: CompanyEmployeeWhereInput;
};

export type CompanyEmployee = {
  __typename?: 'CompanyEmployee';
  code?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Company>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  hrDocumentNotification?: Maybe<Scalars['Boolean']['output']>;
  hrUnReadChatMessages?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  isArchived?: Maybe<Scalars['Boolean']['output']>;
  isHiddenInHr?: Maybe<Scalars['Boolean']['output']>;
  jobDescription?: Maybe<Scalars['String']['output']>;
  letter?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  profileData?: Maybe<Scalars['JSON']['output']>;
  profileHistory?: Maybe<Array<ProfileVersion>>;
  role?: Maybe<EmployeeRole>;
  settingHrDocumentsDisabled?: Maybe<Scalars['Boolean']['output']>;
  settingWantsAccountingNotification?: Maybe<Scalars['Boolean']['output']>;
  settingWantsHRSalariesNotification?: Maybe<Scalars['Boolean']['output']>;
  settingWantsSalaryWorkflowNotification?: Maybe<Scalars['Boolean']['output']>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
  user?: Maybe<User>;
};

export type CompanyEmployeeCreateInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<CompanyRelateToOneForCreateInput>;
  jobDescription?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyEmployeeManyRelationFilter = {
  every?: InputMaybe<CompanyEmployeeWhereInput>;
  none?: InputMaybe<CompanyEmployeeWhereInput>;
  some?: InputMaybe<CompanyEmployeeWhereInput>;
};

export type CompanyEmployeeOrderByInput = {
  code?: InputMaybe<OrderDirection>;
  createdAt?: InputMaybe<OrderDirection>;
  hrDocumentNotification?: InputMaybe<OrderDirection>;
  hrUnReadChatMessages?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  isArchived?: InputMaybe<OrderDirection>;
  isHiddenInHr?: InputMaybe<OrderDirection>;
  jobDescription?: InputMaybe<OrderDirection>;
  name?: InputMaybe<OrderDirection>;
  settingHrDocumentsDisabled?: InputMaybe<OrderDirection>;
  settingWantsAccountingNotification?: InputMaybe<OrderDirection>;
  settingWantsHRSalariesNotification?: InputMaybe<OrderDirection>;
  settingWantsSalaryWorkflowNotification?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
};

export type CompanyEmployeeRelateToOneForCreateInput = {
  connect?: InputMaybe<CompanyEmployeeWhereUniqueInput>;
};

export type CompanyEmployeeWhereInput = {
  AND?: InputMaybe<Array<CompanyEmployeeWhereInput>>;
  NOT?: InputMaybe<Array<CompanyEmployeeWhereInput>>;
  OR?: InputMaybe<Array<CompanyEmployeeWhereInput>>;
  code?: InputMaybe<StringFilter>;
  company?: InputMaybe<CompanyWhereInput>;
  createdAt?: InputMaybe<DateTimeFilter>;
  hrDocumentNotification?: InputMaybe<BooleanFilter>;
  hrUnReadChatMessages?: InputMaybe<IntFilter>;
  id?: InputMaybe<IdFilter>;
  isArchived?: InputMaybe<BooleanFilter>;
  isHiddenInHr?: InputMaybe<BooleanFilter>;
  jobDescription?: InputMaybe<StringFilter>;
  name?: InputMaybe<StringFilter>;
  settingHrDocumentsDisabled?: InputMaybe<BooleanFilter>;
  settingWantsAccountingNotification?: InputMaybe<BooleanFilter>;
  settingWantsHRSalariesNotification?: InputMaybe<BooleanFilter>;
  settingWantsSalaryWorkflowNotification?: InputMaybe<BooleanFilter>;
  updateAt?: InputMaybe<DateTimeFilter>;
  user?: InputMaybe<UserWhereInput>;
};

export type CompanyEmployeeWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type CompanyManyRelationFilter = {
  every?: InputMaybe<CompanyWhereInput>;
  none?: InputMaybe<CompanyWhereInput>;
  some?: InputMaybe<CompanyWhereInput>;
};

export type CompanyOrderByInput = {
  code?: InputMaybe<OrderDirection>;
  hrEnabled?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  name?: InputMaybe<OrderDirection>;
};

export type CompanyRelateToOneForCreateInput = {
  connect?: InputMaybe<CompanyWhereUniqueInput>;
};

export type CompanyWhereInput = {
  AND?: InputMaybe<Array<CompanyWhereInput>>;
  NOT?: InputMaybe<Array<CompanyWhereInput>>;
  OR?: InputMaybe<Array<CompanyWhereInput>>;
  code?: InputMaybe<StringFilter>;
  employees?: InputMaybe<CompanyEmployeeManyRelationFilter>;
  hrEnabled?: InputMaybe<BooleanFilter>;
  id?: InputMaybe<IdFilter>;
  name?: InputMaybe<StringFilter>;
};

export type CompanyWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type Contact = {
  __typename?: 'Contact';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type DateTimeFilter = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  in?: InputMaybe<Array<Scalars['DateTime']['input']>>;
  lt?: InputMaybe<Scalars['DateTime']['input']>;
  lte?: InputMaybe<Scalars['DateTime']['input']>;
  not?: InputMaybe<DateTimeFilter>;
  notIn?: InputMaybe<Array<Scalars['DateTime']['input']>>;
};

export type EmployeeRole = {
  __typename?: 'EmployeeRole';
  canAccessCompanyCodes: Scalars['Boolean']['output'];
  canAccessCompanyContacts: Scalars['Boolean']['output'];
  canAccessFinance: Scalars['Boolean']['output'];
  canAccessSalaryWorkflow: Scalars['Boolean']['output'];
  canAccessTaxation: Scalars['Boolean']['output'];
  canManageHumanResources: Scalars['Boolean']['output'];
};

export type FileFieldInput = {
  upload: Scalars['Upload']['input'];
};

export type FileFieldOutput = {
  __typename?: 'FileFieldOutput';
  filename: Scalars['String']['output'];
  filesize: Scalars['Int']['output'];
  sha256?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type HrDocument = {
  __typename?: 'HrDocument';
  attachment?: Maybe<FileFieldOutput>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  employee?: Maybe<CompanyEmployee>;
  expirationDate?: Maybe<Scalars['CalendarDay']['output']>;
  id: Scalars['ID']['output'];
  needsReview?: Maybe<Scalars['Boolean']['output']>;
  requestedRemoval?: Maybe<Scalars['Boolean']['output']>;
  type?: Maybe<HrDocumentType>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
};

export type HrDocumentCreateInput = {
  attachment?: InputMaybe<FileFieldInput>;
  employee?: InputMaybe<CompanyEmployeeRelateToOneForCreateInput>;
  expirationDate?: InputMaybe<Scalars['CalendarDay']['input']>;
  type?: InputMaybe<HrDocumentTypeRelateToOneForCreateInput>;
  uploadKey?: InputMaybe<Scalars['String']['input']>;
};

export type HrDocumentManyRelationFilter = {
  every?: InputMaybe<HrDocumentWhereInput>;
  none?: InputMaybe<HrDocumentWhereInput>;
  some?: InputMaybe<HrDocumentWhereInput>;
};

export type HrDocumentOrderByInput = {
  createdAt?: InputMaybe<OrderDirection>;
  expirationDate?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  needsReview?: InputMaybe<OrderDirection>;
  requestedRemoval?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
};

export type HrDocumentType = {
  __typename?: 'HrDocumentType';
  appShowExpiringInfoInDays?: Maybe<Scalars['Int']['output']>;
  documents?: Maybe<Array<HrDocument>>;
  documentsCount?: Maybe<Scalars['Int']['output']>;
  expirationDateType?: Maybe<HrDocumentTypeExpirationDateTypeType>;
  id: Scalars['ID']['output'];
  isRequired?: Maybe<Scalars['Boolean']['output']>;
  manualOrder?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};


export type HrDocumentTypeDocumentsArgs = {
  orderBy?: Array<HrDocumentOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrDocumentWhereInput;
};


export type HrDocumentTypeDocumentsCountArgs = {
  where?: HrDocumentWhereInput;
};

export type HrDocumentTypeExpirationDateTypeType =
  | 'disabled'
  | 'optional'
  | 'required';

export type HrDocumentTypeExpirationDateTypeTypeFilter = {
  equals?: InputMaybe<HrDocumentTypeExpirationDateTypeType>;
  in?: InputMaybe<Array<HrDocumentTypeExpirationDateTypeType>>;
  not?: InputMaybe<HrDocumentTypeExpirationDateTypeTypeFilter>;
  notIn?: InputMaybe<Array<HrDocumentTypeExpirationDateTypeType>>;
};

export type HrDocumentTypeManyRelationFilter = {
  every?: InputMaybe<HrDocumentTypeWhereInput>;
  none?: InputMaybe<HrDocumentTypeWhereInput>;
  some?: InputMaybe<HrDocumentTypeWhereInput>;
};

export type HrDocumentTypeOrderByInput = {
  appShowExpiringInfoInDays?: InputMaybe<OrderDirection>;
  expirationDateType?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  isRequired?: InputMaybe<OrderDirection>;
  manualOrder?: InputMaybe<OrderDirection>;
  name?: InputMaybe<OrderDirection>;
};

export type HrDocumentTypeRelateToOneForCreateInput = {
  connect?: InputMaybe<HrDocumentTypeWhereUniqueInput>;
};

export type HrDocumentTypeWhereInput = {
  AND?: InputMaybe<Array<HrDocumentTypeWhereInput>>;
  NOT?: InputMaybe<Array<HrDocumentTypeWhereInput>>;
  OR?: InputMaybe<Array<HrDocumentTypeWhereInput>>;
  appShowExpiringInfoInDays?: InputMaybe<IntFilter>;
  documents?: InputMaybe<HrDocumentManyRelationFilter>;
  expirationDateType?: InputMaybe<HrDocumentTypeExpirationDateTypeTypeFilter>;
  id?: InputMaybe<IdFilter>;
  isRequired?: InputMaybe<BooleanFilter>;
  manualOrder?: InputMaybe<IntFilter>;
  name?: InputMaybe<StringFilter>;
};

export type HrDocumentTypeWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HrDocumentUpdateArgs = {
  data: HrDocumentUpdateInput;
  where: HrDocumentWhereUniqueInput;
};

export type HrDocumentUpdateInput = {
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  requestedRemoval?: InputMaybe<Scalars['Boolean']['input']>;
};

export type HrDocumentWhereInput = {
  AND?: InputMaybe<Array<HrDocumentWhereInput>>;
  NOT?: InputMaybe<Array<HrDocumentWhereInput>>;
  OR?: InputMaybe<Array<HrDocumentWhereInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  employee?: InputMaybe<CompanyEmployeeWhereInput>;
  expirationDate?: InputMaybe<CalendarDayFilter>;
  id?: InputMaybe<IdFilter>;
  needsReview?: InputMaybe<BooleanFilter>;
  requestedRemoval?: InputMaybe<BooleanFilter>;
  type?: InputMaybe<HrDocumentTypeWhereInput>;
  updateAt?: InputMaybe<DateTimeFilter>;
};

export type HrDocumentWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HrSalary = {
  __typename?: 'HrSalary';
  attachment?: Maybe<FileFieldOutput>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  date?: Maybe<Scalars['CalendarDay']['output']>;
  employee?: Maybe<CompanyEmployee>;
  id: Scalars['ID']['output'];
  type?: Maybe<HrSalaryTypeType>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
};

export type HrSalaryCreateInput = {
  attachment?: InputMaybe<FileFieldInput>;
  date?: InputMaybe<Scalars['CalendarDay']['input']>;
  employee?: InputMaybe<CompanyEmployeeRelateToOneForCreateInput>;
  type?: InputMaybe<HrSalaryTypeType>;
  /** Idempotency key chosen by the client: the same key from the same user returns the first item. */
  uploadKey?: InputMaybe<Scalars['String']['input']>;
};

export type HrSalaryManyRelationFilter = {
  every?: InputMaybe<HrSalaryWhereInput>;
  none?: InputMaybe<HrSalaryWhereInput>;
  some?: InputMaybe<HrSalaryWhereInput>;
};

export type HrSalaryOrderByInput = {
  createdAt?: InputMaybe<OrderDirection>;
  date?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  type?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
};

export type HrSalaryTypeType =
  | 'compensation'
  | 'slip'
  | 'work'
  | 'worku1';

export type HrSalaryTypeTypeFilter = {
  equals?: InputMaybe<HrSalaryTypeType>;
  in?: InputMaybe<Array<HrSalaryTypeType>>;
  not?: InputMaybe<HrSalaryTypeTypeFilter>;
  notIn?: InputMaybe<Array<HrSalaryTypeType>>;
};

export type HrSalaryWhereInput = {
  AND?: InputMaybe<Array<HrSalaryWhereInput>>;
  NOT?: InputMaybe<Array<HrSalaryWhereInput>>;
  OR?: InputMaybe<Array<HrSalaryWhereInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  date?: InputMaybe<CalendarDayFilter>;
  employee?: InputMaybe<CompanyEmployeeWhereInput>;
  id?: InputMaybe<IdFilter>;
  type?: InputMaybe<HrSalaryTypeTypeFilter>;
  updateAt?: InputMaybe<DateTimeFilter>;
};

export type HrSalaryWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HrSalaryWorkflow = {
  __typename?: 'HrSalaryWorkflow';
  company?: Maybe<Company>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  createdBy?: Maybe<User>;
  date?: Maybe<Scalars['CalendarDay']['output']>;
  documents?: Maybe<Array<HrSalaryWorkflowDocument>>;
  documentsCount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  status?: Maybe<HrSalaryWorkflowStatusType>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
};


export type HrSalaryWorkflowDocumentsArgs = {
  orderBy?: Array<HrSalaryWorkflowDocumentOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrSalaryWorkflowDocumentWhereInput;
};


export type HrSalaryWorkflowDocumentsCountArgs = {
  where?: HrSalaryWorkflowDocumentWhereInput;
};

export type HrSalaryWorkflowCreateInput = {
  company?: InputMaybe<CompanyRelateToOneForCreateInput>;
  date?: InputMaybe<Scalars['CalendarDay']['input']>;
  documents?: InputMaybe<HrSalaryWorkflowDocumentRelateToManyForCreateInput>;
  uploadKey?: InputMaybe<Scalars['String']['input']>;
};

export type HrSalaryWorkflowDocument = {
  __typename?: 'HrSalaryWorkflowDocument';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  createdBy?: Maybe<User>;
  document?: Maybe<FileFieldOutput>;
  feedback?: Maybe<Scalars['String']['output']>;
  feedbackFg?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  reviewedBy?: Maybe<User>;
  status?: Maybe<HrSalaryWorkflowDocumentStatusType>;
  workflow?: Maybe<HrSalaryWorkflow>;
};

export type HrSalaryWorkflowDocumentCreateInput = {
  document?: InputMaybe<FileFieldInput>;
  feedbackFg?: InputMaybe<Scalars['String']['input']>;
  uploadKey?: InputMaybe<Scalars['String']['input']>;
  workflow?: InputMaybe<HrSalaryWorkflowRelateToOneForCreateInput>;
};

export type HrSalaryWorkflowDocumentCreateNestedInput = {
  document?: InputMaybe<FileFieldInput>;
  feedbackFg?: InputMaybe<Scalars['String']['input']>;
};

export type HrSalaryWorkflowDocumentManyRelationFilter = {
  every?: InputMaybe<HrSalaryWorkflowDocumentWhereInput>;
  none?: InputMaybe<HrSalaryWorkflowDocumentWhereInput>;
  some?: InputMaybe<HrSalaryWorkflowDocumentWhereInput>;
};

export type HrSalaryWorkflowDocumentOrderByInput = {
  createdAt?: InputMaybe<OrderDirection>;
  feedback?: InputMaybe<OrderDirection>;
  feedbackFg?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  reviewedAt?: InputMaybe<OrderDirection>;
  status?: InputMaybe<OrderDirection>;
};

export type HrSalaryWorkflowDocumentRelateToManyForCreateInput = {
  create?: InputMaybe<Array<HrSalaryWorkflowDocumentCreateNestedInput>>;
};

export type HrSalaryWorkflowDocumentStatusType =
  | 'approved'
  | 'pending'
  | 'rejected';

export type HrSalaryWorkflowDocumentStatusTypeFilter = {
  equals?: InputMaybe<HrSalaryWorkflowDocumentStatusType>;
  in?: InputMaybe<Array<HrSalaryWorkflowDocumentStatusType>>;
  not?: InputMaybe<HrSalaryWorkflowDocumentStatusTypeFilter>;
  notIn?: InputMaybe<Array<HrSalaryWorkflowDocumentStatusType>>;
};

export type HrSalaryWorkflowDocumentUpdateInput = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<HrSalaryWorkflowDocumentStatusType>;
};

export type HrSalaryWorkflowDocumentWhereInput = {
  AND?: InputMaybe<Array<HrSalaryWorkflowDocumentWhereInput>>;
  NOT?: InputMaybe<Array<HrSalaryWorkflowDocumentWhereInput>>;
  OR?: InputMaybe<Array<HrSalaryWorkflowDocumentWhereInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  feedback?: InputMaybe<StringFilter>;
  feedbackFg?: InputMaybe<StringFilter>;
  id?: InputMaybe<IdFilter>;
  reviewedAt?: InputMaybe<DateTimeFilter>;
  status?: InputMaybe<HrSalaryWorkflowDocumentStatusTypeFilter>;
  workflow?: InputMaybe<HrSalaryWorkflowWhereInput>;
};

export type HrSalaryWorkflowDocumentWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HrSalaryWorkflowManyRelationFilter = {
  every?: InputMaybe<HrSalaryWorkflowWhereInput>;
  none?: InputMaybe<HrSalaryWorkflowWhereInput>;
  some?: InputMaybe<HrSalaryWorkflowWhereInput>;
};

export type HrSalaryWorkflowOrderByInput = {
  createdAt?: InputMaybe<OrderDirection>;
  date?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
};

export type HrSalaryWorkflowRelateToOneForCreateInput = {
  connect?: InputMaybe<HrSalaryWorkflowWhereUniqueInput>;
};

export type HrSalaryWorkflowStatusType =
  | 'approved'
  | 'changes_requested'
  | 'open';

export type HrSalaryWorkflowWhereInput = {
  AND?: InputMaybe<Array<HrSalaryWorkflowWhereInput>>;
  NOT?: InputMaybe<Array<HrSalaryWorkflowWhereInput>>;
  OR?: InputMaybe<Array<HrSalaryWorkflowWhereInput>>;
  company?: InputMaybe<CompanyWhereInput>;
  createdAt?: InputMaybe<DateTimeFilter>;
  date?: InputMaybe<CalendarDayFilter>;
  documents?: InputMaybe<HrSalaryWorkflowDocumentManyRelationFilter>;
  id?: InputMaybe<IdFilter>;
  updateAt?: InputMaybe<DateTimeFilter>;
};

export type HrSalaryWorkflowWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type IdFilter = {
  equals?: InputMaybe<Scalars['ID']['input']>;
  gt?: InputMaybe<Scalars['ID']['input']>;
  gte?: InputMaybe<Scalars['ID']['input']>;
  in?: InputMaybe<Array<Scalars['ID']['input']>>;
  lt?: InputMaybe<Scalars['ID']['input']>;
  lte?: InputMaybe<Scalars['ID']['input']>;
  not?: InputMaybe<IdFilter>;
  notIn?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type IntFilter = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  gt?: InputMaybe<Scalars['Int']['input']>;
  gte?: InputMaybe<Scalars['Int']['input']>;
  in?: InputMaybe<Array<Scalars['Int']['input']>>;
  lt?: InputMaybe<Scalars['Int']['input']>;
  lte?: InputMaybe<Scalars['Int']['input']>;
  not?: InputMaybe<IntFilter>;
  notIn?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type MagicLinkRedemptionErrorCode =
  | 'FAILURE'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_REDEEMED';

export type Mutation = {
  __typename?: 'Mutation';
  createAccountingDocument?: Maybe<AccountingDocument>;
  createCompanyEmployee?: Maybe<CompanyEmployee>;
  createHrDocument?: Maybe<HrDocument>;
  createHrSalary?: Maybe<HrSalary>;
  createHrSalaryWorkflow?: Maybe<HrSalaryWorkflow>;
  createHrSalaryWorkflowDocument?: Maybe<HrSalaryWorkflowDocument>;
  redeemUserMagicAuthToken: RedeemUserMagicAuthTokenResult;
  sendUserMagicAuthLink: Scalars['Boolean']['output'];
  signout: Scalars['Boolean']['output'];
  startImpersonation: RedeemUserMagicAuthTokenResult;
  stopImpersonation: Scalars['Boolean']['output'];
  updateHrDocuments?: Maybe<Array<Maybe<HrDocument>>>;
  updateHrProfile: UpdateHrProfileResult;
  updateHrSalaryWorkflowDocument?: Maybe<HrSalaryWorkflowDocument>;
  updateMyProfileLanguage: UpdateLanguageResult;
};


export type MutationCreateAccountingDocumentArgs = {
  data: AccountingDocumentCreateInput;
};


export type MutationCreateCompanyEmployeeArgs = {
  data: CompanyEmployeeCreateInput;
};


export type MutationCreateHrDocumentArgs = {
  data: HrDocumentCreateInput;
};


export type MutationCreateHrSalaryArgs = {
  data: HrSalaryCreateInput;
};


export type MutationCreateHrSalaryWorkflowArgs = {
  data: HrSalaryWorkflowCreateInput;
};


export type MutationCreateHrSalaryWorkflowDocumentArgs = {
  data: HrSalaryWorkflowDocumentCreateInput;
};


export type MutationRedeemUserMagicAuthTokenArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSendUserMagicAuthLinkArgs = {
  email: Scalars['String']['input'];
};


export type MutationStartImpersonationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateHrDocumentsArgs = {
  data: Array<HrDocumentUpdateArgs>;
};


export type MutationUpdateHrProfileArgs = {
  data: Scalars['JSON']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateHrSalaryWorkflowDocumentArgs = {
  data: HrSalaryWorkflowDocumentUpdateInput;
  where: HrSalaryWorkflowDocumentWhereUniqueInput;
};


export type MutationUpdateMyProfileLanguageArgs = {
  language: Scalars['String']['input'];
};

export type OrderDirection =
  | 'asc'
  | 'desc';

export type ProfileVersion = {
  __typename?: 'ProfileVersion';
  changedBy?: Maybe<User>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  data?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  accountingDocument?: Maybe<AccountingDocument>;
  accountingDocuments?: Maybe<Array<AccountingDocument>>;
  accountingDocumentsCount?: Maybe<Scalars['Int']['output']>;
  auditEvent?: Maybe<AuditEvent>;
  auditEvents?: Maybe<Array<AuditEvent>>;
  auditEventsCount?: Maybe<Scalars['Int']['output']>;
  companies?: Maybe<Array<Company>>;
  companiesCount?: Maybe<Scalars['Int']['output']>;
  company?: Maybe<Company>;
  companyEmployee?: Maybe<CompanyEmployee>;
  companyEmployees?: Maybe<Array<CompanyEmployee>>;
  companyEmployeesCount?: Maybe<Scalars['Int']['output']>;
  hrDocument?: Maybe<HrDocument>;
  hrDocumentType?: Maybe<HrDocumentType>;
  hrDocumentTypes?: Maybe<Array<HrDocumentType>>;
  hrDocumentTypesCount?: Maybe<Scalars['Int']['output']>;
  hrDocuments?: Maybe<Array<HrDocument>>;
  hrDocumentsCount?: Maybe<Scalars['Int']['output']>;
  hrSalaries?: Maybe<Array<HrSalary>>;
  hrSalariesCount?: Maybe<Scalars['Int']['output']>;
  hrSalary?: Maybe<HrSalary>;
  hrSalaryWorkflow?: Maybe<HrSalaryWorkflow>;
  hrSalaryWorkflowDocument?: Maybe<HrSalaryWorkflowDocument>;
  hrSalaryWorkflowDocuments?: Maybe<Array<HrSalaryWorkflowDocument>>;
  hrSalaryWorkflowDocumentsCount?: Maybe<Scalars['Int']['output']>;
  hrSalaryWorkflows?: Maybe<Array<HrSalaryWorkflow>>;
  hrSalaryWorkflowsCount?: Maybe<Scalars['Int']['output']>;
  /** True while an admin is impersonating this session's user. */
  isImpersonating: Scalars['Boolean']['output'];
  /** The signed-in user (the impersonated one while impersonating), or null. */
  me?: Maybe<User>;
  myLanguage?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
  users?: Maybe<Array<User>>;
  usersCount?: Maybe<Scalars['Int']['output']>;
};


export type QueryAccountingDocumentArgs = {
  where: AccountingDocumentWhereUniqueInput;
};


export type QueryAccountingDocumentsArgs = {
  orderBy?: Array<AccountingDocumentOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: AccountingDocumentWhereInput;
};


export type QueryAccountingDocumentsCountArgs = {
  where?: AccountingDocumentWhereInput;
};


export type QueryAuditEventArgs = {
  where: AuditEventWhereUniqueInput;
};


export type QueryAuditEventsArgs = {
  orderBy?: Array<AuditEventOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: AuditEventWhereInput;
};


export type QueryAuditEventsCountArgs = {
  where?: AuditEventWhereInput;
};


export type QueryCompaniesArgs = {
  orderBy?: Array<CompanyOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: CompanyWhereInput;
};


export type QueryCompaniesCountArgs = {
  where?: CompanyWhereInput;
};


export type QueryCompanyArgs = {
  where: CompanyWhereUniqueInput;
};


export type QueryCompanyEmployeeArgs = {
  where: CompanyEmployeeWhereUniqueInput;
};


export type QueryCompanyEmployeesArgs = {
  orderBy?: Array<CompanyEmployeeOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: CompanyEmployeeWhereInput;
};


export type QueryCompanyEmployeesCountArgs = {
  where?: CompanyEmployeeWhereInput;
};


export type QueryHrDocumentArgs = {
  where: HrDocumentWhereUniqueInput;
};


export type QueryHrDocumentTypeArgs = {
  where: HrDocumentTypeWhereUniqueInput;
};


export type QueryHrDocumentTypesArgs = {
  orderBy?: Array<HrDocumentTypeOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrDocumentTypeWhereInput;
};


export type QueryHrDocumentTypesCountArgs = {
  where?: HrDocumentTypeWhereInput;
};


export type QueryHrDocumentsArgs = {
  orderBy?: Array<HrDocumentOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrDocumentWhereInput;
};


export type QueryHrDocumentsCountArgs = {
  where?: HrDocumentWhereInput;
};


export type QueryHrSalariesArgs = {
  orderBy?: Array<HrSalaryOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrSalaryWhereInput;
};


export type QueryHrSalariesCountArgs = {
  where?: HrSalaryWhereInput;
};


export type QueryHrSalaryArgs = {
  where: HrSalaryWhereUniqueInput;
};


export type QueryHrSalaryWorkflowArgs = {
  where: HrSalaryWorkflowWhereUniqueInput;
};


export type QueryHrSalaryWorkflowDocumentArgs = {
  where: HrSalaryWorkflowDocumentWhereUniqueInput;
};


export type QueryHrSalaryWorkflowDocumentsArgs = {
  orderBy?: Array<HrSalaryWorkflowDocumentOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrSalaryWorkflowDocumentWhereInput;
};


export type QueryHrSalaryWorkflowDocumentsCountArgs = {
  where?: HrSalaryWorkflowDocumentWhereInput;
};


export type QueryHrSalaryWorkflowsArgs = {
  orderBy?: Array<HrSalaryWorkflowOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrSalaryWorkflowWhereInput;
};


export type QueryHrSalaryWorkflowsCountArgs = {
  where?: HrSalaryWorkflowWhereInput;
};


export type QueryUserArgs = {
  where: UserWhereUniqueInput;
};


export type QueryUsersArgs = {
  orderBy?: Array<UserOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: UserWhereInput;
};


export type QueryUsersCountArgs = {
  where?: UserWhereInput;
};

export type QueryMode =
  | 'default'
  | 'insensitive';

export type RedeemUserMagicAuthTokenFailure = {
  __typename?: 'RedeemUserMagicAuthTokenFailure';
  code: MagicLinkRedemptionErrorCode;
  message: Scalars['String']['output'];
};

export type RedeemUserMagicAuthTokenResult = RedeemUserMagicAuthTokenFailure | RedeemUserMagicAuthTokenSuccess;

export type RedeemUserMagicAuthTokenSuccess = {
  __typename?: 'RedeemUserMagicAuthTokenSuccess';
  item: User;
  token: Scalars['String']['output'];
};

export type StringFilter = {
  contains?: InputMaybe<Scalars['String']['input']>;
  endsWith?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  gt?: InputMaybe<Scalars['String']['input']>;
  gte?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  lt?: InputMaybe<Scalars['String']['input']>;
  lte?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<QueryMode>;
  not?: InputMaybe<StringFilter>;
  notIn?: InputMaybe<Array<Scalars['String']['input']>>;
  startsWith?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateHrProfileResult = {
  __typename?: 'UpdateHrProfileResult';
  error: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type UpdateLanguageResult = {
  __typename?: 'UpdateLanguageResult';
  status: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  email?: Maybe<Scalars['String']['output']>;
  emailHash?: Maybe<Scalars['String']['output']>;
  employees?: Maybe<Array<CompanyEmployee>>;
  employeesCount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  role?: Maybe<UserRole>;
};


export type UserEmployeesArgs = {
  orderBy?: Array<CompanyEmployeeOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: CompanyEmployeeWhereInput;
};


export type UserEmployeesCountArgs = {
  where?: CompanyEmployeeWhereInput;
};

export type UserManyRelationFilter = {
  every?: InputMaybe<UserWhereInput>;
  none?: InputMaybe<UserWhereInput>;
  some?: InputMaybe<UserWhereInput>;
};

export type UserOrderByInput = {
  email?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  name?: InputMaybe<OrderDirection>;
};

export type UserRole = {
  __typename?: 'UserRole';
  canAccessAllCompanies: Scalars['Boolean']['output'];
  canAccessKeystone: Scalars['Boolean']['output'];
  canCreateContracts: Scalars['Boolean']['output'];
  canManageAccounting: Scalars['Boolean']['output'];
  canManageAccounts: Scalars['Boolean']['output'];
  canManageHumanResources: Scalars['Boolean']['output'];
  canManageRoles: Scalars['Boolean']['output'];
  canManageTaxation: Scalars['Boolean']['output'];
  canRemoveSalaryWorkflowDocument: Scalars['Boolean']['output'];
  canSignInToApp: Scalars['Boolean']['output'];
};

export type UserWhereInput = {
  AND?: InputMaybe<Array<UserWhereInput>>;
  NOT?: InputMaybe<Array<UserWhereInput>>;
  OR?: InputMaybe<Array<UserWhereInput>>;
  email?: InputMaybe<StringFilter>;
  employees?: InputMaybe<CompanyEmployeeManyRelationFilter>;
  id?: InputMaybe<IdFilter>;
  name?: InputMaybe<StringFilter>;
};

export type UserWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountingDocument: ResolverTypeWrapper<unknown>;
  AccountingDocumentCreateInput: ResolverTypeWrapper<unknown>;
  AccountingDocumentManyRelationFilter: ResolverTypeWrapper<unknown>;
  AccountingDocumentOrderByInput: ResolverTypeWrapper<unknown>;
  AccountingDocumentTypeType: ResolverTypeWrapper<unknown>;
  AccountingDocumentTypeTypeFilter: ResolverTypeWrapper<unknown>;
  AccountingDocumentWhereInput: ResolverTypeWrapper<unknown>;
  AccountingDocumentWhereUniqueInput: ResolverTypeWrapper<unknown>;
  AuditEvent: ResolverTypeWrapper<unknown>;
  AuditEventManyRelationFilter: ResolverTypeWrapper<unknown>;
  AuditEventOrderByInput: ResolverTypeWrapper<unknown>;
  AuditEventWhereInput: ResolverTypeWrapper<unknown>;
  AuditEventWhereUniqueInput: ResolverTypeWrapper<unknown>;
  Boolean: ResolverTypeWrapper<unknown>;
  BooleanFilter: ResolverTypeWrapper<unknown>;
  CalendarDay: ResolverTypeWrapper<unknown>;
  CalendarDayFilter: ResolverTypeWrapper<unknown>;
  Company: ResolverTypeWrapper<unknown>;
  CompanyEmployee: ResolverTypeWrapper<unknown>;
  CompanyEmployeeCreateInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeManyRelationFilter: ResolverTypeWrapper<unknown>;
  CompanyEmployeeOrderByInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeWhereInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeWhereUniqueInput: ResolverTypeWrapper<unknown>;
  CompanyManyRelationFilter: ResolverTypeWrapper<unknown>;
  CompanyOrderByInput: ResolverTypeWrapper<unknown>;
  CompanyRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  CompanyWhereInput: ResolverTypeWrapper<unknown>;
  CompanyWhereUniqueInput: ResolverTypeWrapper<unknown>;
  Contact: ResolverTypeWrapper<unknown>;
  DateTime: ResolverTypeWrapper<unknown>;
  DateTimeFilter: ResolverTypeWrapper<unknown>;
  EmployeeRole: ResolverTypeWrapper<unknown>;
  FileFieldInput: ResolverTypeWrapper<unknown>;
  FileFieldOutput: ResolverTypeWrapper<unknown>;
  HrDocument: ResolverTypeWrapper<unknown>;
  HrDocumentCreateInput: ResolverTypeWrapper<unknown>;
  HrDocumentManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrDocumentOrderByInput: ResolverTypeWrapper<unknown>;
  HrDocumentType: ResolverTypeWrapper<unknown>;
  HrDocumentTypeExpirationDateTypeType: ResolverTypeWrapper<unknown>;
  HrDocumentTypeExpirationDateTypeTypeFilter: ResolverTypeWrapper<unknown>;
  HrDocumentTypeManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrDocumentTypeOrderByInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeWhereInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeWhereUniqueInput: ResolverTypeWrapper<unknown>;
  HrDocumentUpdateArgs: ResolverTypeWrapper<unknown>;
  HrDocumentUpdateInput: ResolverTypeWrapper<unknown>;
  HrDocumentWhereInput: ResolverTypeWrapper<unknown>;
  HrDocumentWhereUniqueInput: ResolverTypeWrapper<unknown>;
  HrSalary: ResolverTypeWrapper<unknown>;
  HrSalaryCreateInput: ResolverTypeWrapper<unknown>;
  HrSalaryManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrSalaryOrderByInput: ResolverTypeWrapper<unknown>;
  HrSalaryTypeType: ResolverTypeWrapper<unknown>;
  HrSalaryTypeTypeFilter: ResolverTypeWrapper<unknown>;
  HrSalaryWhereInput: ResolverTypeWrapper<unknown>;
  HrSalaryWhereUniqueInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflow: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowCreateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocument: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentCreateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentCreateNestedInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentOrderByInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentRelateToManyForCreateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentStatusType: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentStatusTypeFilter: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentUpdateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentWhereInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentWhereUniqueInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowOrderByInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowStatusType: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowWhereInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowWhereUniqueInput: ResolverTypeWrapper<unknown>;
  ID: ResolverTypeWrapper<unknown>;
  IDFilter: ResolverTypeWrapper<unknown>;
  Int: ResolverTypeWrapper<unknown>;
  IntFilter: ResolverTypeWrapper<unknown>;
  JSON: ResolverTypeWrapper<unknown>;
  MagicLinkRedemptionErrorCode: ResolverTypeWrapper<unknown>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderDirection: ResolverTypeWrapper<unknown>;
  ProfileVersion: ResolverTypeWrapper<Row>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryMode: ResolverTypeWrapper<unknown>;
  RedeemUserMagicAuthTokenFailure: ResolverTypeWrapper<RedemptionFailure>;
  RedeemUserMagicAuthTokenResult: ResolverTypeWrapper<RedemptionPayload>;
  RedeemUserMagicAuthTokenSuccess: ResolverTypeWrapper<RedemptionSuccess>;
  String: ResolverTypeWrapper<unknown>;
  StringFilter: ResolverTypeWrapper<unknown>;
  UpdateHrProfileResult: ResolverTypeWrapper<unknown>;
  UpdateLanguageResult: ResolverTypeWrapper<unknown>;
  Upload: ResolverTypeWrapper<unknown>;
  User: ResolverTypeWrapper<unknown>;
  UserManyRelationFilter: ResolverTypeWrapper<unknown>;
  UserOrderByInput: ResolverTypeWrapper<unknown>;
  UserRole: ResolverTypeWrapper<unknown>;
  UserWhereInput: ResolverTypeWrapper<unknown>;
  UserWhereUniqueInput: ResolverTypeWrapper<unknown>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountingDocument: unknown;
  AccountingDocumentCreateInput: unknown;
  AccountingDocumentManyRelationFilter: unknown;
  AccountingDocumentOrderByInput: unknown;
  AccountingDocumentTypeTypeFilter: unknown;
  AccountingDocumentWhereInput: unknown;
  AccountingDocumentWhereUniqueInput: unknown;
  AuditEvent: unknown;
  AuditEventManyRelationFilter: unknown;
  AuditEventOrderByInput: unknown;
  AuditEventWhereInput: unknown;
  AuditEventWhereUniqueInput: unknown;
  Boolean: unknown;
  BooleanFilter: unknown;
  CalendarDay: unknown;
  CalendarDayFilter: unknown;
  Company: unknown;
  CompanyEmployee: unknown;
  CompanyEmployeeCreateInput: unknown;
  CompanyEmployeeManyRelationFilter: unknown;
  CompanyEmployeeOrderByInput: unknown;
  CompanyEmployeeRelateToOneForCreateInput: unknown;
  CompanyEmployeeWhereInput: unknown;
  CompanyEmployeeWhereUniqueInput: unknown;
  CompanyManyRelationFilter: unknown;
  CompanyOrderByInput: unknown;
  CompanyRelateToOneForCreateInput: unknown;
  CompanyWhereInput: unknown;
  CompanyWhereUniqueInput: unknown;
  Contact: unknown;
  DateTime: unknown;
  DateTimeFilter: unknown;
  EmployeeRole: unknown;
  FileFieldInput: unknown;
  FileFieldOutput: unknown;
  HrDocument: unknown;
  HrDocumentCreateInput: unknown;
  HrDocumentManyRelationFilter: unknown;
  HrDocumentOrderByInput: unknown;
  HrDocumentType: unknown;
  HrDocumentTypeExpirationDateTypeTypeFilter: unknown;
  HrDocumentTypeManyRelationFilter: unknown;
  HrDocumentTypeOrderByInput: unknown;
  HrDocumentTypeRelateToOneForCreateInput: unknown;
  HrDocumentTypeWhereInput: unknown;
  HrDocumentTypeWhereUniqueInput: unknown;
  HrDocumentUpdateArgs: unknown;
  HrDocumentUpdateInput: unknown;
  HrDocumentWhereInput: unknown;
  HrDocumentWhereUniqueInput: unknown;
  HrSalary: unknown;
  HrSalaryCreateInput: unknown;
  HrSalaryManyRelationFilter: unknown;
  HrSalaryOrderByInput: unknown;
  HrSalaryTypeTypeFilter: unknown;
  HrSalaryWhereInput: unknown;
  HrSalaryWhereUniqueInput: unknown;
  HrSalaryWorkflow: unknown;
  HrSalaryWorkflowCreateInput: unknown;
  HrSalaryWorkflowDocument: unknown;
  HrSalaryWorkflowDocumentCreateInput: unknown;
  HrSalaryWorkflowDocumentCreateNestedInput: unknown;
  HrSalaryWorkflowDocumentManyRelationFilter: unknown;
  HrSalaryWorkflowDocumentOrderByInput: unknown;
  HrSalaryWorkflowDocumentRelateToManyForCreateInput: unknown;
  HrSalaryWorkflowDocumentStatusTypeFilter: unknown;
  HrSalaryWorkflowDocumentUpdateInput: unknown;
  HrSalaryWorkflowDocumentWhereInput: unknown;
  HrSalaryWorkflowDocumentWhereUniqueInput: unknown;
  HrSalaryWorkflowManyRelationFilter: unknown;
  HrSalaryWorkflowOrderByInput: unknown;
  HrSalaryWorkflowRelateToOneForCreateInput: unknown;
  HrSalaryWorkflowWhereInput: unknown;
  HrSalaryWorkflowWhereUniqueInput: unknown;
  ID: unknown;
  IDFilter: unknown;
  Int: unknown;
  IntFilter: unknown;
  JSON: unknown;
  Mutation: Record<PropertyKey, never>;
  ProfileVersion: Row;
  Query: Record<PropertyKey, never>;
  RedeemUserMagicAuthTokenFailure: RedemptionFailure;
  RedeemUserMagicAuthTokenResult: RedemptionPayload;
  RedeemUserMagicAuthTokenSuccess: RedemptionSuccess;
  String: unknown;
  StringFilter: unknown;
  UpdateHrProfileResult: unknown;
  UpdateLanguageResult: unknown;
  Upload: unknown;
  User: unknown;
  UserManyRelationFilter: unknown;
  UserOrderByInput: unknown;
  UserRole: unknown;
  UserWhereInput: unknown;
  UserWhereUniqueInput: unknown;
};

export type AccountingDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingDocument'] = ResolversParentTypes['AccountingDocument']> = {
  attachment?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['AccountingDocumentTypeType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AuditEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onBehalfOf?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export interface CalendarDayScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CalendarDay'], any> {
  name: 'CalendarDay';
}

export type CompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employees?: Resolver<Maybe<Array<ResolversTypes['CompanyEmployee']>>, ParentType, ContextType, RequireFields<CompanyEmployeesArgs, 'orderBy' | 'skip' | 'where'>>;
  employeesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<CompanyEmployeesCountArgs, 'where'>>;
  hrEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  naceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personInChargeAccounting?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  personInChargeHumanResources?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  rcsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyEmployeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyEmployee'] = ResolversParentTypes['CompanyEmployee']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hrDocumentNotification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hrUnReadChatMessages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isArchived?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isHiddenInHr?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  jobDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  letter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  profileHistory?: Resolver<Maybe<Array<ResolversTypes['ProfileVersion']>>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['EmployeeRole']>, ParentType, ContextType>;
  settingHrDocumentsDisabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settingWantsAccountingNotification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settingWantsHRSalariesNotification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settingWantsSalaryWorkflowNotification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmployeeRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmployeeRole'] = ResolversParentTypes['EmployeeRole']> = {
  canAccessCompanyCodes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAccessCompanyContacts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAccessFinance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAccessSalaryWorkflow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAccessTaxation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageHumanResources?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FileFieldOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FileFieldOutput'] = ResolversParentTypes['FileFieldOutput']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filesize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HrDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrDocument'] = ResolversParentTypes['HrDocument']> = {
  attachment?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  needsReview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  requestedRemoval?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['HrDocumentType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HrDocumentTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrDocumentType'] = ResolversParentTypes['HrDocumentType']> = {
  appShowExpiringInfoInDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  documents?: Resolver<Maybe<Array<ResolversTypes['HrDocument']>>, ParentType, ContextType, RequireFields<HrDocumentTypeDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  documentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<HrDocumentTypeDocumentsCountArgs, 'where'>>;
  expirationDateType?: Resolver<Maybe<ResolversTypes['HrDocumentTypeExpirationDateTypeType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  manualOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HrSalaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrSalary'] = ResolversParentTypes['HrSalary']> = {
  attachment?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['HrSalaryTypeType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HrSalaryWorkflowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrSalaryWorkflow'] = ResolversParentTypes['HrSalaryWorkflow']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  documents?: Resolver<Maybe<Array<ResolversTypes['HrSalaryWorkflowDocument']>>, ParentType, ContextType, RequireFields<HrSalaryWorkflowDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  documentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<HrSalaryWorkflowDocumentsCountArgs, 'where'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowStatusType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HrSalaryWorkflowDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrSalaryWorkflowDocument'] = ResolversParentTypes['HrSalaryWorkflowDocument']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedbackFg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocumentStatusType']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflow']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createAccountingDocument?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType, RequireFields<MutationCreateAccountingDocumentArgs, 'data'>>;
  createCompanyEmployee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType, RequireFields<MutationCreateCompanyEmployeeArgs, 'data'>>;
  createHrDocument?: Resolver<Maybe<ResolversTypes['HrDocument']>, ParentType, ContextType, RequireFields<MutationCreateHrDocumentArgs, 'data'>>;
  createHrSalary?: Resolver<Maybe<ResolversTypes['HrSalary']>, ParentType, ContextType, RequireFields<MutationCreateHrSalaryArgs, 'data'>>;
  createHrSalaryWorkflow?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflow']>, ParentType, ContextType, RequireFields<MutationCreateHrSalaryWorkflowArgs, 'data'>>;
  createHrSalaryWorkflowDocument?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType, RequireFields<MutationCreateHrSalaryWorkflowDocumentArgs, 'data'>>;
  redeemUserMagicAuthToken?: Resolver<ResolversTypes['RedeemUserMagicAuthTokenResult'], ParentType, ContextType, RequireFields<MutationRedeemUserMagicAuthTokenArgs, 'email' | 'token'>>;
  sendUserMagicAuthLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendUserMagicAuthLinkArgs, 'email'>>;
  signout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startImpersonation?: Resolver<ResolversTypes['RedeemUserMagicAuthTokenResult'], ParentType, ContextType, RequireFields<MutationStartImpersonationArgs, 'userId'>>;
  stopImpersonation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateHrDocuments?: Resolver<Maybe<Array<Maybe<ResolversTypes['HrDocument']>>>, ParentType, ContextType, RequireFields<MutationUpdateHrDocumentsArgs, 'data'>>;
  updateHrProfile?: Resolver<ResolversTypes['UpdateHrProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateHrProfileArgs, 'data' | 'id'>>;
  updateHrSalaryWorkflowDocument?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType, RequireFields<MutationUpdateHrSalaryWorkflowDocumentArgs, 'data' | 'where'>>;
  updateMyProfileLanguage?: Resolver<ResolversTypes['UpdateLanguageResult'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileLanguageArgs, 'language'>>;
};

export type ProfileVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileVersion'] = ResolversParentTypes['ProfileVersion']> = {
  changedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountingDocument?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType, RequireFields<QueryAccountingDocumentArgs, 'where'>>;
  accountingDocuments?: Resolver<Maybe<Array<ResolversTypes['AccountingDocument']>>, ParentType, ContextType, RequireFields<QueryAccountingDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  accountingDocumentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryAccountingDocumentsCountArgs, 'where'>>;
  auditEvent?: Resolver<Maybe<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<QueryAuditEventArgs, 'where'>>;
  auditEvents?: Resolver<Maybe<Array<ResolversTypes['AuditEvent']>>, ParentType, ContextType, RequireFields<QueryAuditEventsArgs, 'orderBy' | 'skip' | 'where'>>;
  auditEventsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryAuditEventsCountArgs, 'where'>>;
  companies?: Resolver<Maybe<Array<ResolversTypes['Company']>>, ParentType, ContextType, RequireFields<QueryCompaniesArgs, 'orderBy' | 'skip' | 'where'>>;
  companiesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryCompaniesCountArgs, 'where'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanyArgs, 'where'>>;
  companyEmployee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType, RequireFields<QueryCompanyEmployeeArgs, 'where'>>;
  companyEmployees?: Resolver<Maybe<Array<ResolversTypes['CompanyEmployee']>>, ParentType, ContextType, RequireFields<QueryCompanyEmployeesArgs, 'orderBy' | 'skip' | 'where'>>;
  companyEmployeesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryCompanyEmployeesCountArgs, 'where'>>;
  hrDocument?: Resolver<Maybe<ResolversTypes['HrDocument']>, ParentType, ContextType, RequireFields<QueryHrDocumentArgs, 'where'>>;
  hrDocumentType?: Resolver<Maybe<ResolversTypes['HrDocumentType']>, ParentType, ContextType, RequireFields<QueryHrDocumentTypeArgs, 'where'>>;
  hrDocumentTypes?: Resolver<Maybe<Array<ResolversTypes['HrDocumentType']>>, ParentType, ContextType, RequireFields<QueryHrDocumentTypesArgs, 'orderBy' | 'skip' | 'where'>>;
  hrDocumentTypesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrDocumentTypesCountArgs, 'where'>>;
  hrDocuments?: Resolver<Maybe<Array<ResolversTypes['HrDocument']>>, ParentType, ContextType, RequireFields<QueryHrDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  hrDocumentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrDocumentsCountArgs, 'where'>>;
  hrSalaries?: Resolver<Maybe<Array<ResolversTypes['HrSalary']>>, ParentType, ContextType, RequireFields<QueryHrSalariesArgs, 'orderBy' | 'skip' | 'where'>>;
  hrSalariesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrSalariesCountArgs, 'where'>>;
  hrSalary?: Resolver<Maybe<ResolversTypes['HrSalary']>, ParentType, ContextType, RequireFields<QueryHrSalaryArgs, 'where'>>;
  hrSalaryWorkflow?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflow']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowArgs, 'where'>>;
  hrSalaryWorkflowDocument?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowDocumentArgs, 'where'>>;
  hrSalaryWorkflowDocuments?: Resolver<Maybe<Array<ResolversTypes['HrSalaryWorkflowDocument']>>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  hrSalaryWorkflowDocumentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowDocumentsCountArgs, 'where'>>;
  hrSalaryWorkflows?: Resolver<Maybe<Array<ResolversTypes['HrSalaryWorkflow']>>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowsArgs, 'orderBy' | 'skip' | 'where'>>;
  hrSalaryWorkflowsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowsCountArgs, 'where'>>;
  isImpersonating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'where'>>;
  users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'orderBy' | 'skip' | 'where'>>;
  usersCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryUsersCountArgs, 'where'>>;
};

export type RedeemUserMagicAuthTokenFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemUserMagicAuthTokenFailure'] = ResolversParentTypes['RedeemUserMagicAuthTokenFailure']> = {
  code?: Resolver<ResolversTypes['MagicLinkRedemptionErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RedeemUserMagicAuthTokenResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemUserMagicAuthTokenResult'] = ResolversParentTypes['RedeemUserMagicAuthTokenResult']> = {
  __resolveType: TypeResolveFn<'RedeemUserMagicAuthTokenFailure' | 'RedeemUserMagicAuthTokenSuccess', ParentType, ContextType>;
};

export type RedeemUserMagicAuthTokenSuccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemUserMagicAuthTokenSuccess'] = ResolversParentTypes['RedeemUserMagicAuthTokenSuccess']> = {
  item?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateHrProfileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateHrProfileResult'] = ResolversParentTypes['UpdateHrProfileResult']> = {
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateLanguageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateLanguageResult'] = ResolversParentTypes['UpdateLanguageResult']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employees?: Resolver<Maybe<Array<ResolversTypes['CompanyEmployee']>>, ParentType, ContextType, RequireFields<UserEmployeesArgs, 'orderBy' | 'skip' | 'where'>>;
  employeesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<UserEmployeesCountArgs, 'where'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  canAccessAllCompanies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAccessKeystone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCreateContracts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageAccounting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageAccounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageHumanResources?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageRoles?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageTaxation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRemoveSalaryWorkflowDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSignInToApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountingDocument?: AccountingDocumentResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  CalendarDay?: GraphQLScalarType;
  Company?: CompanyResolvers<ContextType>;
  CompanyEmployee?: CompanyEmployeeResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmployeeRole?: EmployeeRoleResolvers<ContextType>;
  FileFieldOutput?: FileFieldOutputResolvers<ContextType>;
  HrDocument?: HrDocumentResolvers<ContextType>;
  HrDocumentType?: HrDocumentTypeResolvers<ContextType>;
  HrSalary?: HrSalaryResolvers<ContextType>;
  HrSalaryWorkflow?: HrSalaryWorkflowResolvers<ContextType>;
  HrSalaryWorkflowDocument?: HrSalaryWorkflowDocumentResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  ProfileVersion?: ProfileVersionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedeemUserMagicAuthTokenFailure?: RedeemUserMagicAuthTokenFailureResolvers<ContextType>;
  RedeemUserMagicAuthTokenResult?: RedeemUserMagicAuthTokenResultResolvers<ContextType>;
  RedeemUserMagicAuthTokenSuccess?: RedeemUserMagicAuthTokenSuccessResolvers<ContextType>;
  UpdateHrProfileResult?: UpdateHrProfileResultResolvers<ContextType>;
  UpdateLanguageResult?: UpdateLanguageResultResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
};

