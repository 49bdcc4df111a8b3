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

export type AccountUse = {
  __typename?: 'AccountUse';
  byName: Scalars['String']['output'];
  /** Null while it still runs. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  startedAt: Scalars['DateTime']['output'];
};

export type AccountingDocument = {
  __typename?: 'AccountingDocument';
  attachment?: Maybe<FileFieldOutput>;
  attachmentFilename?: Maybe<Scalars['String']['output']>;
  attachmentSha256?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Company>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  date?: Maybe<Scalars['CalendarDay']['output']>;
  id: Scalars['ID']['output'];
  /** What the reader found, and what a person confirmed. Null for documents uploaded before the reader. */
  reading?: Maybe<AccountingReading>;
  tag?: Maybe<Scalars['String']['output']>;
  type?: Maybe<AccountingDocumentTypeType>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
};

export type AccountingDocumentCreateInput = {
  /**
   * Store it even when the same supplier, invoice number and total are already in the company (the
   * upload was refused with DUPLICATE_INVOICE and the uploader chose to send it anyway): it is stored
   * and marked as a duplicate of the earlier document.
   */
  allowDuplicate?: InputMaybe<Scalars['Boolean']['input']>;
  attachment?: InputMaybe<FileFieldInput>;
  company?: InputMaybe<CompanyRelateToOneForCreateInput>;
  date?: InputMaybe<Scalars['CalendarDay']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<AccountingDocumentTypeType>;
  uploadKey?: InputMaybe<Scalars['String']['input']>;
};

export type AccountingDocumentFacets = {
  __typename?: 'AccountingDocumentFacets';
  /** The company's tags in use, most recent first: suggestions for a new upload and the tag filter. */
  tags: Array<Scalars['String']['output']>;
  /** The years of the company's document dates, newest first. */
  years: Array<Scalars['Int']['output']>;
};

export type AccountingDocumentManyRelationFilter = {
  every?: InputMaybe<AccountingDocumentWhereInput>;
  none?: InputMaybe<AccountingDocumentWhereInput>;
  some?: InputMaybe<AccountingDocumentWhereInput>;
};

export type AccountingDocumentOrderByInput = {
  attachmentFilename?: InputMaybe<OrderDirection>;
  attachmentSha256?: InputMaybe<OrderDirection>;
  createdAt?: InputMaybe<OrderDirection>;
  date?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  tag?: InputMaybe<OrderDirection>;
  type?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
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
  equals?: InputMaybe<AccountingDocumentTypeType>;
  in?: InputMaybe<Array<AccountingDocumentTypeType>>;
  not?: InputMaybe<AccountingDocumentTypeTypeFilter>;
  notIn?: InputMaybe<Array<AccountingDocumentTypeType>>;
};

export type AccountingDocumentWhereInput = {
  AND?: InputMaybe<Array<AccountingDocumentWhereInput>>;
  NOT?: InputMaybe<Array<AccountingDocumentWhereInput>>;
  OR?: InputMaybe<Array<AccountingDocumentWhereInput>>;
  attachmentFilename?: InputMaybe<StringFilter>;
  attachmentSha256?: InputMaybe<StringFilter>;
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

export type AccountingEInvoice = {
  __typename?: 'AccountingEInvoice';
  amountDue?: Maybe<Scalars['String']['output']>;
  buyer: AccountingEInvoiceParty;
  currency?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['CalendarDay']['output']>;
  /** ubl or cii. */
  format: Scalars['String']['output'];
  iban?: Maybe<Scalars['String']['output']>;
  issueDate?: Maybe<Scalars['CalendarDay']['output']>;
  /** invoice or credit_note. */
  kind: Scalars['String']['output'];
  lineCount: Scalars['Int']['output'];
  /** The first 500 lines; lineCount says how many the invoice has. */
  lines: Array<AccountingEInvoiceLine>;
  netAmount?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  paymentReference?: Maybe<Scalars['String']['output']>;
  supplier: AccountingEInvoiceParty;
  totalAmount?: Maybe<Scalars['String']['output']>;
  vatAmount?: Maybe<Scalars['String']['output']>;
  vatBreakdown: Array<AccountingVatLine>;
};

export type AccountingEInvoiceAddress = {
  __typename?: 'AccountingEInvoiceAddress';
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2. */
  country?: Maybe<Scalars['String']['output']>;
  lines: Array<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  subdivision?: Maybe<Scalars['String']['output']>;
};

export type AccountingEInvoiceLine = {
  __typename?: 'AccountingEInvoiceLine';
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** 1234.50 */
  netAmount?: Maybe<Scalars['String']['output']>;
  /** A decimal as written (2.5). */
  quantity?: Maybe<Scalars['String']['output']>;
  /** UN/ECE Recommendation 20 (C62 one, HUR hour, DAY day…). */
  unitCode?: Maybe<Scalars['String']['output']>;
  /** Net price of one unit, a decimal as written (may have more than two decimals). */
  unitPrice?: Maybe<Scalars['String']['output']>;
  /** 17 */
  vatRate?: Maybe<Scalars['String']['output']>;
};

/** read: shown below; refused: the safe parser refused the XML (refusal says why); unrecognised: not a UBL or CII e-invoice (or not XML at all). */
export type AccountingEInvoiceOutcome =
  | 'read'
  | 'refused'
  | 'unrecognised';

export type AccountingEInvoiceParty = {
  __typename?: 'AccountingEInvoiceParty';
  address?: Maybe<AccountingEInvoiceAddress>;
  name?: Maybe<Scalars['String']['output']>;
  vatId?: Maybe<Scalars['String']['output']>;
};

export type AccountingEInvoiceView = {
  __typename?: 'AccountingEInvoiceView';
  invoice?: Maybe<AccountingEInvoice>;
  outcome: AccountingEInvoiceOutcome;
  refusal?: Maybe<AccountingXmlRefusal>;
};

/** How a value was obtained: exact (the e-invoice's XML), read (a rule confirmed it), guessed (the likeliest candidate). */
export type AccountingFieldSource =
  | 'exact'
  | 'guessed'
  | 'read';

export type AccountingFieldValue = {
  __typename?: 'AccountingFieldValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AccountingFieldValueInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type AccountingReadField = {
  __typename?: 'AccountingReadField';
  /** 0 to 1. */
  confidence: Scalars['Float']['output'];
  /** documentKind, supplierName, supplierVatId, buyerName, buyerVatId, invoiceNumber, issueDate, dueDate, currency, netAmount, vatAmount, totalAmount, amountDue, iban. */
  name: Scalars['String']['output'];
  source: AccountingFieldSource;
  /** Amounts as 1234.56, dates as YYYY-MM-DD, IBANs and VAT IDs without spaces, documentKind invoice or credit_note. */
  value: Scalars['String']['output'];
};

export type AccountingReading = {
  __typename?: 'AccountingReading';
  /** The values a person confirmed (with their corrections); null until then. */
  confirmed?: Maybe<Array<AccountingFieldValue>>;
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  differences: Array<AccountingReadingDifference>;
  /** An earlier document of the company with the same supplier, invoice number and total. */
  duplicateOf?: Maybe<AccountingDocument>;
  fields: Array<AccountingReadField>;
  /** ubl or cii for an e-invoice. */
  format?: Maybe<Scalars['String']['output']>;
  /** structured (an e-invoice), text (a PDF's text), ocr (a scan or photo), none (nothing read). */
  method?: Maybe<Scalars['String']['output']>;
  status: AccountingReadingStatus;
  vatLines: Array<AccountingVatLine>;
};

/** A Factur-X / ZUGFeRD PDF whose printed page says something else than its XML: the XML's value is the one read. */
export type AccountingReadingDifference = {
  __typename?: 'AccountingReadingDifference';
  field: Scalars['String']['output'];
  text: Scalars['String']['output'];
  xml: Scalars['String']['output'];
};

/** pending: queued for the reader; done: read (or nothing readable); failed: the reader gave up (nothing read). */
export type AccountingReadingStatus =
  | 'done'
  | 'failed'
  | 'pending';

export type AccountingReadingsWhere = {
  /** Totals from and to, inclusive, as 1234.56. */
  amountFrom?: InputMaybe<Scalars['String']['input']>;
  amountTo?: InputMaybe<Scalars['String']['input']>;
  company: Scalars['ID']['input'];
  /** Issue dates from and to, inclusive. */
  from?: InputMaybe<Scalars['CalendarDay']['input']>;
  /** Part of the supplier's name (confirmed, else read), any case. */
  supplier?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['CalendarDay']['input']>;
};

export type AccountingVatLine = {
  __typename?: 'AccountingVatLine';
  rate: Scalars['String']['output'];
  tax: Scalars['String']['output'];
  taxable?: Maybe<Scalars['String']['output']>;
};

/** Why an XML file was refused: a document type declaration (it could declare entities: XXE, entity bombs), nested too deep, too many elements, too large, not well-formed. */
export type AccountingXmlRefusal =
  | 'doctype'
  | 'malformed'
  | 'tooDeep'
  | 'tooLarge'
  | 'tooManyElements';

export type AdminRecord = {
  __typename?: 'AdminRecord';
  /** Field name to value, as the list stores it (files only as 'attached'). */
  fields: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** The field whose value the label is (null: the label is the id). */
  labelField?: Maybe<Scalars['String']['output']>;
  list: Scalars['String']['output'];
  relations: Array<AdminRelation>;
};

export type AdminRecordPage = {
  __typename?: 'AdminRecordPage';
  count: Scalars['Int']['output'];
  items: Array<AdminRecordSummary>;
};

export type AdminRecordSummary = {
  __typename?: 'AdminRecordSummary';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** The field whose value the label is (null: the label is the id), for saying it in words. */
  labelField?: Maybe<Scalars['String']['output']>;
  list: Scalars['String']['output'];
};

export type AdminRelation = {
  __typename?: 'AdminRelation';
  field: Scalars['String']['output'];
  items: Array<AdminRecordSummary>;
};

/** What a user's devices last reported of their staged, unsent uploads (admin tools). */
export type AdminStagedUploads = {
  __typename?: 'AdminStagedUploads';
  /** Files staged and not yet sent, summed over the devices that reported. */
  count: Scalars['Int']['output'];
  /** Devices that reported at least once. */
  devices: Scalars['Int']['output'];
  /** The latest report. */
  reportedAt: Scalars['DateTime']['output'];
};

/** A sign-in of a user: one API session (magic link or impersonation). */
export type AdminUserSession = {
  __typename?: 'AdminUserSession';
  active: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The admin who used this session to act as the user, if any. */
  impersonatedBy?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  startedAt: Scalars['DateTime']['output'];
};

/** The lists whose documents can be downloaded together as one ZIP. */
export type ArchiveList =
  | 'AccountingDocument'
  | 'HrSalary';

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
  isArchived?: Maybe<Scalars['Boolean']['output']>;
  naceId?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  personInChargeAccounting?: Maybe<Contact>;
  personInChargeHumanResources?: Maybe<Contact>;
  rcsId?: Maybe<Scalars['String']['output']>;
  taxId?: Maybe<Scalars['String']['output']>;
  vatId?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['Int']['output']>;
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

export type CompanyCreateInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  hrEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  naceId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  personInChargeAccounting?: InputMaybe<UserRelateToOneForUpdateInput>;
  personInChargeHumanResources?: InputMaybe<UserRelateToOneForUpdateInput>;
  rcsId?: InputMaybe<Scalars['String']['input']>;
  taxId?: InputMaybe<Scalars['String']['input']>;
  vatId?: InputMaybe<Scalars['String']['input']>;
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
  profileVersion?: Maybe<Scalars['Int']['output']>;
  role?: Maybe<EmployeeRole>;
  settingHrDocumentsDisabled?: Maybe<Scalars['Boolean']['output']>;
  settingWantsAccountingNotification?: Maybe<Scalars['Boolean']['output']>;
  settingWantsHRSalariesNotification?: Maybe<Scalars['Boolean']['output']>;
  settingWantsSalaryWorkflowNotification?: Maybe<Scalars['Boolean']['output']>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
  user?: Maybe<User>;
  version?: Maybe<Scalars['Int']['output']>;
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
  id?: InputMaybe<OrderDirection>;
  isArchived?: InputMaybe<OrderDirection>;
  isHiddenInHr?: InputMaybe<OrderDirection>;
  jobDescription?: InputMaybe<OrderDirection>;
  name?: InputMaybe<OrderDirection>;
  profileVersion?: InputMaybe<OrderDirection>;
  settingHrDocumentsDisabled?: InputMaybe<OrderDirection>;
  settingWantsAccountingNotification?: InputMaybe<OrderDirection>;
  settingWantsHRSalariesNotification?: InputMaybe<OrderDirection>;
  settingWantsSalaryWorkflowNotification?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
  version?: InputMaybe<OrderDirection>;
};

export type CompanyEmployeeRelateToOneForCreateInput = {
  connect?: InputMaybe<CompanyEmployeeWhereUniqueInput>;
};

export type CompanyEmployeeUpdateInput = {
  canAccessCompanyCodes?: InputMaybe<Scalars['Boolean']['input']>;
  canAccessCompanyContacts?: InputMaybe<Scalars['Boolean']['input']>;
  canAccessFinance?: InputMaybe<Scalars['Boolean']['input']>;
  canAccessSalaryWorkflow?: InputMaybe<Scalars['Boolean']['input']>;
  canAccessTaxation?: InputMaybe<Scalars['Boolean']['input']>;
  canManageHumanResources?: InputMaybe<Scalars['Boolean']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  hrDocumentNotification?: InputMaybe<Scalars['Boolean']['input']>;
  isArchived?: InputMaybe<Scalars['Boolean']['input']>;
  isHiddenInHr?: InputMaybe<Scalars['Boolean']['input']>;
  jobDescription?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  settingHrDocumentsDisabled?: InputMaybe<Scalars['Boolean']['input']>;
  settingWantsAccountingNotification?: InputMaybe<Scalars['Boolean']['input']>;
  settingWantsHRSalariesNotification?: InputMaybe<Scalars['Boolean']['input']>;
  settingWantsSalaryWorkflowNotification?: InputMaybe<Scalars['Boolean']['input']>;
  /** Links the record to a user account (connect) or unlinks it (disconnect: true). */
  user?: InputMaybe<UserRelateToOneForUpdateInput>;
};

export type CompanyEmployeeWhereInput = {
  AND?: InputMaybe<Array<CompanyEmployeeWhereInput>>;
  NOT?: InputMaybe<Array<CompanyEmployeeWhereInput>>;
  OR?: InputMaybe<Array<CompanyEmployeeWhereInput>>;
  code?: InputMaybe<StringFilter>;
  company?: InputMaybe<CompanyWhereInput>;
  createdAt?: InputMaybe<DateTimeFilter>;
  hrDocumentNotification?: InputMaybe<BooleanFilter>;
  id?: InputMaybe<IdFilter>;
  isArchived?: InputMaybe<BooleanFilter>;
  isHiddenInHr?: InputMaybe<BooleanFilter>;
  jobDescription?: InputMaybe<StringFilter>;
  name?: InputMaybe<StringFilter>;
  profileVersion?: InputMaybe<IntFilter>;
  settingHrDocumentsDisabled?: InputMaybe<BooleanFilter>;
  settingWantsAccountingNotification?: InputMaybe<BooleanFilter>;
  settingWantsHRSalariesNotification?: InputMaybe<BooleanFilter>;
  settingWantsSalaryWorkflowNotification?: InputMaybe<BooleanFilter>;
  updateAt?: InputMaybe<DateTimeFilter>;
  user?: InputMaybe<UserWhereInput>;
  version?: InputMaybe<IntFilter>;
};

export type CompanyEmployeeWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type CompanyManyRelationFilter = {
  every?: InputMaybe<CompanyWhereInput>;
  none?: InputMaybe<CompanyWhereInput>;
  some?: InputMaybe<CompanyWhereInput>;
};

export type CompanyNewAccountingDocuments = {
  __typename?: 'CompanyNewAccountingDocuments';
  company: Company;
  /** Documents uploaded by others since the caller last opened the company's accounting screen (all of them if never). */
  count: Scalars['Int']['output'];
};

export type CompanyOrderByInput = {
  code?: InputMaybe<OrderDirection>;
  hrEnabled?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  isArchived?: InputMaybe<OrderDirection>;
  name?: InputMaybe<OrderDirection>;
  version?: InputMaybe<OrderDirection>;
};

export type CompanyRelateToOneForCreateInput = {
  connect?: InputMaybe<CompanyWhereUniqueInput>;
};

export type CompanyUpdateInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  hrEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isArchived?: InputMaybe<Scalars['Boolean']['input']>;
  naceId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  personInChargeAccounting?: InputMaybe<UserRelateToOneForUpdateInput>;
  personInChargeHumanResources?: InputMaybe<UserRelateToOneForUpdateInput>;
  rcsId?: InputMaybe<Scalars['String']['input']>;
  taxId?: InputMaybe<Scalars['String']['input']>;
  vatId?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyWhereInput = {
  AND?: InputMaybe<Array<CompanyWhereInput>>;
  NOT?: InputMaybe<Array<CompanyWhereInput>>;
  OR?: InputMaybe<Array<CompanyWhereInput>>;
  code?: InputMaybe<StringFilter>;
  employees?: InputMaybe<CompanyEmployeeManyRelationFilter>;
  hrEnabled?: InputMaybe<BooleanFilter>;
  id?: InputMaybe<IdFilter>;
  isArchived?: InputMaybe<BooleanFilter>;
  name?: InputMaybe<StringFilter>;
  version?: InputMaybe<IntFilter>;
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

export type CurrentImpersonation = {
  __typename?: 'CurrentImpersonation';
  actorEmail: Scalars['String']['output'];
  actorName: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  startedAt: Scalars['DateTime']['output'];
  userEmail: Scalars['String']['output'];
  userName: Scalars['String']['output'];
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

export type DevOutboxMail = {
  __typename?: 'DevOutboxMail';
  file: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
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
  declineReason?: Maybe<Scalars['String']['output']>;
  declined?: Maybe<HrDocumentDeclinedType>;
  employee?: Maybe<CompanyEmployee>;
  expirationDate?: Maybe<Scalars['CalendarDay']['output']>;
  id: Scalars['ID']['output'];
  needsReview?: Maybe<Scalars['Boolean']['output']>;
  removalReason?: Maybe<Scalars['String']['output']>;
  replaces?: Maybe<HrDocument>;
  requestedRemoval?: Maybe<Scalars['Boolean']['output']>;
  type?: Maybe<HrDocumentType>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
};

export type HrDocumentAction = {
  __typename?: 'HrDocumentAction';
  /** The document to renew; null when a required one is missing. */
  document?: Maybe<HrDocument>;
  employee: CompanyEmployee;
  expirationDate?: Maybe<Scalars['CalendarDay']['output']>;
  reason: HrDocumentActionReason;
  type: HrDocumentType;
};

export type HrDocumentActionReason =
  | 'expired'
  | 'expiring'
  | 'missing';

export type HrDocumentCreateInput = {
  attachment?: InputMaybe<FileFieldInput>;
  employee?: InputMaybe<CompanyEmployeeRelateToOneForCreateInput>;
  expirationDate?: InputMaybe<Scalars['CalendarDay']['input']>;
  /** The document this upload renews or corrects: same employee and type. */
  replaces?: InputMaybe<HrDocumentRelateToOneForCreateInput>;
  type?: InputMaybe<HrDocumentTypeRelateToOneForCreateInput>;
  uploadKey?: InputMaybe<Scalars['String']['input']>;
};

export type HrDocumentDeclinedType =
  | 'removal'
  | 'upload';

export type HrDocumentDeclinedTypeFilter = {
  equals?: InputMaybe<HrDocumentDeclinedType>;
  in?: InputMaybe<Array<HrDocumentDeclinedType>>;
  not?: InputMaybe<HrDocumentDeclinedTypeFilter>;
  notIn?: InputMaybe<Array<HrDocumentDeclinedType>>;
};

export type HrDocumentManyRelationFilter = {
  every?: InputMaybe<HrDocumentWhereInput>;
  none?: InputMaybe<HrDocumentWhereInput>;
  some?: InputMaybe<HrDocumentWhereInput>;
};

export type HrDocumentOrderByInput = {
  createdAt?: InputMaybe<OrderDirection>;
  declineReason?: InputMaybe<OrderDirection>;
  declined?: InputMaybe<OrderDirection>;
  expirationDate?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  needsReview?: InputMaybe<OrderDirection>;
  removalReason?: InputMaybe<OrderDirection>;
  requestedRemoval?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
};

export type HrDocumentRelateToOneForCreateInput = {
  connect?: InputMaybe<HrDocumentWhereUniqueInput>;
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
  names?: Maybe<HrDocumentTypeNames>;
  version?: Maybe<Scalars['Int']['output']>;
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

export type HrDocumentTypeCreateInput = {
  appShowExpiringInfoInDays?: InputMaybe<Scalars['Int']['input']>;
  expirationDateType?: InputMaybe<HrDocumentTypeExpirationDateTypeType>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  manualOrder?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  names?: InputMaybe<HrDocumentTypeNamesInput>;
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

export type HrDocumentTypeNames = {
  __typename?: 'HrDocumentTypeNames';
  de?: Maybe<Scalars['String']['output']>;
  en?: Maybe<Scalars['String']['output']>;
  fr?: Maybe<Scalars['String']['output']>;
  pt?: Maybe<Scalars['String']['output']>;
};

export type HrDocumentTypeNamesInput = {
  de?: InputMaybe<Scalars['String']['input']>;
  en?: InputMaybe<Scalars['String']['input']>;
  fr?: InputMaybe<Scalars['String']['input']>;
  pt?: InputMaybe<Scalars['String']['input']>;
};

export type HrDocumentTypeOrderByInput = {
  appShowExpiringInfoInDays?: InputMaybe<OrderDirection>;
  expirationDateType?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
  isRequired?: InputMaybe<OrderDirection>;
  manualOrder?: InputMaybe<OrderDirection>;
  name?: InputMaybe<OrderDirection>;
  version?: InputMaybe<OrderDirection>;
};

export type HrDocumentTypeRelateToOneForCreateInput = {
  connect?: InputMaybe<HrDocumentTypeWhereUniqueInput>;
};

export type HrDocumentTypeUpdateArgs = {
  data: HrDocumentTypeUpdateInput;
  where: HrDocumentTypeWhereUniqueInput;
};

export type HrDocumentTypeUpdateInput = {
  appShowExpiringInfoInDays?: InputMaybe<Scalars['Int']['input']>;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  expirationDateType?: InputMaybe<HrDocumentTypeExpirationDateTypeType>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  manualOrder?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  names?: InputMaybe<HrDocumentTypeNamesInput>;
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
  version?: InputMaybe<IntFilter>;
};

export type HrDocumentTypeWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HrDocumentUpdateArgs = {
  data: HrDocumentUpdateInput;
  where: HrDocumentWhereUniqueInput;
};

export type HrDocumentUpdateInput = {
  /** Declines (with needsReview: false) the upload, or (with requestedRemoval: false) the removal request; the uploader sees it. */
  declineReason?: InputMaybe<Scalars['String']['input']>;
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  /** Why the employee or their HR asks for removal (with requestedRemoval: true); the reviewer sees it. */
  removalReason?: InputMaybe<Scalars['String']['input']>;
  requestedRemoval?: InputMaybe<Scalars['Boolean']['input']>;
};

export type HrDocumentWhereInput = {
  AND?: InputMaybe<Array<HrDocumentWhereInput>>;
  NOT?: InputMaybe<Array<HrDocumentWhereInput>>;
  OR?: InputMaybe<Array<HrDocumentWhereInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  declineReason?: InputMaybe<StringFilter>;
  declined?: InputMaybe<HrDocumentDeclinedTypeFilter>;
  employee?: InputMaybe<CompanyEmployeeWhereInput>;
  expirationDate?: InputMaybe<CalendarDayFilter>;
  id?: InputMaybe<IdFilter>;
  needsReview?: InputMaybe<BooleanFilter>;
  removalReason?: InputMaybe<StringFilter>;
  replaces?: InputMaybe<HrDocumentWhereInput>;
  requestedRemoval?: InputMaybe<BooleanFilter>;
  type?: InputMaybe<HrDocumentTypeWhereInput>;
  updateAt?: InputMaybe<DateTimeFilter>;
};

export type HrDocumentWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HrMessage = {
  __typename?: 'HrMessage';
  attachment?: Maybe<FileFieldOutput>;
  authorName?: Maybe<Scalars['String']['output']>;
  body?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  employee?: Maybe<CompanyEmployee>;
  id: Scalars['ID']['output'];
  isMine?: Maybe<Scalars['Boolean']['output']>;
  uploadKey?: Maybe<Scalars['String']['output']>;
};

export type HrMessageCreateInput = {
  attachment?: InputMaybe<FileFieldInput>;
  body?: InputMaybe<Scalars['String']['input']>;
  employee?: InputMaybe<CompanyEmployeeRelateToOneForCreateInput>;
  /** Idempotency key chosen by the client: the same key from the same user returns the first message. */
  uploadKey?: InputMaybe<Scalars['String']['input']>;
};

export type HrMessageManyRelationFilter = {
  every?: InputMaybe<HrMessageWhereInput>;
  none?: InputMaybe<HrMessageWhereInput>;
  some?: InputMaybe<HrMessageWhereInput>;
};

export type HrMessageOrderByInput = {
  body?: InputMaybe<OrderDirection>;
  createdAt?: InputMaybe<OrderDirection>;
  id?: InputMaybe<OrderDirection>;
};

/** One employee's thread in the HR inbox: unread counts for the caller. */
export type HrMessageThread = {
  __typename?: 'HrMessageThread';
  employee: CompanyEmployee;
  lastMessageAt: Scalars['DateTime']['output'];
  unread: Scalars['Int']['output'];
};

export type HrMessageWhereInput = {
  AND?: InputMaybe<Array<HrMessageWhereInput>>;
  NOT?: InputMaybe<Array<HrMessageWhereInput>>;
  OR?: InputMaybe<Array<HrMessageWhereInput>>;
  body?: InputMaybe<StringFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  employee?: InputMaybe<CompanyEmployeeWhereInput>;
  id?: InputMaybe<IdFilter>;
};

export type HrMessageWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type HrSalary = {
  __typename?: 'HrSalary';
  attachment?: Maybe<FileFieldOutput>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  date?: Maybe<Scalars['CalendarDay']['output']>;
  employee?: Maybe<CompanyEmployee>;
  firstSeenAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  type?: Maybe<HrSalaryTypeType>;
  updateAt?: Maybe<Scalars['DateTime']['output']>;
};

export type HrSalaryCreateInput = {
  attachment?: InputMaybe<FileFieldInput>;
  date?: InputMaybe<Scalars['CalendarDay']['input']>;
  employee?: InputMaybe<CompanyEmployeeRelateToOneForCreateInput>;
  /** The file this slip was cut from (a whole payroll split per employee): recorded in the create's audit entry. At most 255 characters, no control characters. */
  sourceFileName?: InputMaybe<Scalars['String']['input']>;
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
  firstSeenAt?: InputMaybe<OrderDirection>;
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
  firstSeenAt?: InputMaybe<DateTimeFilter>;
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
  createdByName?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['CalendarDay']['output']>;
  documents?: Maybe<Array<HrSalaryWorkflowDocument>>;
  documentsCount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  releasedAt?: Maybe<Scalars['DateTime']['output']>;
  releasedBy?: Maybe<User>;
  releasedByName?: Maybe<Scalars['String']['output']>;
  reopenedAt?: Maybe<Scalars['DateTime']['output']>;
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
  createdByName?: Maybe<Scalars['String']['output']>;
  document?: Maybe<FileFieldOutput>;
  feedback?: Maybe<Scalars['String']['output']>;
  feedbackFg?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  replaces?: Maybe<HrSalaryWorkflowDocument>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  reviewedBy?: Maybe<User>;
  reviewedByName?: Maybe<Scalars['String']['output']>;
  status?: Maybe<HrSalaryWorkflowDocumentStatusType>;
  version?: Maybe<Scalars['Int']['output']>;
  workflow?: Maybe<HrSalaryWorkflow>;
};

export type HrSalaryWorkflowDocumentCreateInput = {
  document?: InputMaybe<FileFieldInput>;
  feedbackFg?: InputMaybe<Scalars['String']['input']>;
  /** The document this one corrects: the new one is its next version (an extension beyond Keystone). */
  replaces?: InputMaybe<HrSalaryWorkflowDocumentRelateToOneForCreateInput>;
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
  version?: InputMaybe<OrderDirection>;
};

export type HrSalaryWorkflowDocumentRelateToManyForCreateInput = {
  create?: InputMaybe<Array<HrSalaryWorkflowDocumentCreateNestedInput>>;
};

export type HrSalaryWorkflowDocumentRelateToOneForCreateInput = {
  connect?: InputMaybe<HrSalaryWorkflowDocumentWhereUniqueInput>;
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
  /** The document's version the reviewer saw; a newer one means someone else reviewed it meanwhile (an extension beyond Keystone). */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
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
  replaces?: InputMaybe<HrSalaryWorkflowDocumentWhereInput>;
  reviewedAt?: InputMaybe<DateTimeFilter>;
  status?: InputMaybe<HrSalaryWorkflowDocumentStatusTypeFilter>;
  version?: InputMaybe<IntFilter>;
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
  releasedAt?: InputMaybe<OrderDirection>;
  reopenedAt?: InputMaybe<OrderDirection>;
  status?: InputMaybe<OrderDirection>;
  updateAt?: InputMaybe<OrderDirection>;
};

export type HrSalaryWorkflowRelateToOneForCreateInput = {
  connect?: InputMaybe<HrSalaryWorkflowWhereUniqueInput>;
};

export type HrSalaryWorkflowStatusType =
  | 'approved'
  | 'changes_requested'
  | 'in_review'
  | 'open';

export type HrSalaryWorkflowStatusTypeFilter = {
  equals?: InputMaybe<HrSalaryWorkflowStatusType>;
  in?: InputMaybe<Array<HrSalaryWorkflowStatusType>>;
  not?: InputMaybe<HrSalaryWorkflowStatusTypeFilter>;
  notIn?: InputMaybe<Array<HrSalaryWorkflowStatusType>>;
};

export type HrSalaryWorkflowWhereInput = {
  AND?: InputMaybe<Array<HrSalaryWorkflowWhereInput>>;
  NOT?: InputMaybe<Array<HrSalaryWorkflowWhereInput>>;
  OR?: InputMaybe<Array<HrSalaryWorkflowWhereInput>>;
  company?: InputMaybe<CompanyWhereInput>;
  createdAt?: InputMaybe<DateTimeFilter>;
  date?: InputMaybe<CalendarDayFilter>;
  documents?: InputMaybe<HrSalaryWorkflowDocumentManyRelationFilter>;
  id?: InputMaybe<IdFilter>;
  releasedAt?: InputMaybe<DateTimeFilter>;
  reopenedAt?: InputMaybe<DateTimeFilter>;
  status?: InputMaybe<HrSalaryWorkflowStatusTypeFilter>;
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
  /** Confirms what was read in a document; values are the person's corrections (an empty value removes a field). Teaches the company's supplier match. */
  confirmAccountingReading?: Maybe<AccountingDocument>;
  createAccountingDocument?: Maybe<AccountingDocument>;
  createCompany?: Maybe<Company>;
  createCompanyEmployee?: Maybe<CompanyEmployee>;
  createHrDocument?: Maybe<HrDocument>;
  createHrDocumentType?: Maybe<HrDocumentType>;
  createHrMessage?: Maybe<HrMessage>;
  createHrSalary?: Maybe<HrSalary>;
  createHrSalaryWorkflow?: Maybe<HrSalaryWorkflow>;
  createHrSalaryWorkflowDocument?: Maybe<HrSalaryWorkflowDocument>;
  createUser?: Maybe<User>;
  /** Deletes a company without records; a company with employees or documents is archived instead. */
  deleteCompany?: Maybe<Company>;
  /** Deletes a type nobody has uploaded a document of; a type in use is refused (TYPE_HAS_DOCUMENTS). */
  deleteHrDocumentType?: Maybe<HrDocumentType>;
  /** Deletes the documents and their files (the fiduciary's admins only); returns them as they were. */
  deleteHrDocuments?: Maybe<Array<Maybe<HrDocument>>>;
  deleteHrSalaryWorkflowDocument?: Maybe<HrSalaryWorkflowDocument>;
  /**
   * Deletes a user who has no history: never signed in, no employee record, no document, no audit
   * event. Anyone else is refused (USER_HAS_HISTORY): disable them (canSignInToApp: false) instead.
   */
  deleteUser?: Maybe<User>;
  /**
   * A signed same-origin link, valid 5 minutes, that streams a ZIP of these items' files, named by
   * their original file names (made unique). Refused as a whole if the caller may not read any one.
   */
  downloadArchiveUrl: Scalars['String']['output'];
  /** Records that the caller looked at the company's accounting documents now. */
  markAccountingDocumentsSeen: Scalars['Boolean']['output'];
  /** Marks all the caller's notifications read; answers the unread count left (0). */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks an employee's thread read for the caller; answers the caller's unread count there (0). */
  markHrMessagesRead: Scalars['Int']['output'];
  /** Marks the caller's notifications `ids` read; answers the unread count left. */
  markNotificationsRead: Scalars['Int']['output'];
  redeemUserMagicAuthToken: RedeemUserMagicAuthTokenResult;
  /**
   * The signed-in user's device tells how many files it holds staged and unsent (beyond Keystone).
   * Ignored while impersonating (the admin's browser is not the user's device): answers false.
   */
  reportStagedUploads: Scalars['Boolean']['output'];
  sendUserMagicAuthLink: Scalars['Boolean']['output'];
  /** Ends every live session of the signed-in user, this one included; returns how many ended (beyond Keystone). */
  signOutEverywhere: Scalars['Int']['output'];
  signout: Scalars['Boolean']['output'];
  /** Acts as another user for IMPERSONATION_MINUTES; the reason is recorded in the audit log. */
  startImpersonation: RedeemUserMagicAuthTokenResult;
  stopImpersonation: Scalars['Boolean']['output'];
  /** Turns push on for the caller's device: keeps its subscription (the same endpoint again replaces the old one). */
  subscribePush: Scalars['Boolean']['output'];
  /** Turns push off for one of the caller's devices (at sign-out too): forgets its subscription. */
  unsubscribePush: Scalars['Boolean']['output'];
  updateCompany?: Maybe<Company>;
  updateCompanyEmployee?: Maybe<CompanyEmployee>;
  updateHrDocumentType?: Maybe<HrDocumentType>;
  /** All or nothing, in one transaction: a new manualOrder for several types is one reordering. */
  updateHrDocumentTypes?: Maybe<Array<Maybe<HrDocumentType>>>;
  updateHrDocuments?: Maybe<Array<Maybe<HrDocument>>>;
  /**
   * expectedVersion (optional, beyond Keystone): the profileVersion the edit started from. When another
   * save came in between, nothing is saved and the answer has code STALE.
   */
  updateHrProfile: UpdateHrProfileResult;
  updateHrSalaryWorkflowDocument?: Maybe<HrSalaryWorkflowDocument>;
  /** The caller's choice: every notification at once (grouped per batch), one daily digest, or none. */
  updateMyNotificationDigest: NotificationDigestType;
  updateMyProfileLanguage: UpdateLanguageResult;
  /** An employee record's notification settings: the employee and the company's HR may change them. */
  updateNotificationSettings?: Maybe<CompanyEmployee>;
  /** Disabling sign-in (canSignInToApp: false) ends the user's sessions at once. */
  updateUser?: Maybe<User>;
};


export type MutationConfirmAccountingReadingArgs = {
  document: Scalars['ID']['input'];
  values: Array<AccountingFieldValueInput>;
};


export type MutationCreateAccountingDocumentArgs = {
  data: AccountingDocumentCreateInput;
};


export type MutationCreateCompanyArgs = {
  data: CompanyCreateInput;
};


export type MutationCreateCompanyEmployeeArgs = {
  data: CompanyEmployeeCreateInput;
};


export type MutationCreateHrDocumentArgs = {
  data: HrDocumentCreateInput;
};


export type MutationCreateHrDocumentTypeArgs = {
  data: HrDocumentTypeCreateInput;
};


export type MutationCreateHrMessageArgs = {
  data: HrMessageCreateInput;
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


export type MutationCreateUserArgs = {
  data: UserCreateInput;
};


export type MutationDeleteCompanyArgs = {
  where: CompanyWhereUniqueInput;
};


export type MutationDeleteHrDocumentTypeArgs = {
  where: HrDocumentTypeWhereUniqueInput;
};


export type MutationDeleteHrDocumentsArgs = {
  where: Array<HrDocumentWhereUniqueInput>;
};


export type MutationDeleteHrSalaryWorkflowDocumentArgs = {
  where: HrSalaryWorkflowDocumentWhereUniqueInput;
};


export type MutationDeleteUserArgs = {
  where: UserWhereUniqueInput;
};


export type MutationDownloadArchiveUrlArgs = {
  ids: Array<Scalars['ID']['input']>;
  list: ArchiveList;
};


export type MutationMarkAccountingDocumentsSeenArgs = {
  company: Scalars['ID']['input'];
};


export type MutationMarkHrMessagesReadArgs = {
  employee: CompanyEmployeeWhereUniqueInput;
};


export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRedeemUserMagicAuthTokenArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationReportStagedUploadsArgs = {
  count: Scalars['Int']['input'];
  device: Scalars['String']['input'];
};


export type MutationSendUserMagicAuthLinkArgs = {
  email: Scalars['String']['input'];
};


export type MutationStartImpersonationArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSubscribePushArgs = {
  subscription: PushSubscriptionInput;
};


export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateCompanyArgs = {
  data: CompanyUpdateInput;
  where: CompanyWhereUniqueInput;
};


export type MutationUpdateCompanyEmployeeArgs = {
  data: CompanyEmployeeUpdateInput;
  where: CompanyEmployeeWhereUniqueInput;
};


export type MutationUpdateHrDocumentTypeArgs = {
  data: HrDocumentTypeUpdateInput;
  where: HrDocumentTypeWhereUniqueInput;
};


export type MutationUpdateHrDocumentTypesArgs = {
  data: Array<HrDocumentTypeUpdateArgs>;
};


export type MutationUpdateHrDocumentsArgs = {
  data: Array<HrDocumentUpdateArgs>;
};


export type MutationUpdateHrProfileArgs = {
  data: Scalars['JSON']['input'];
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateHrSalaryWorkflowDocumentArgs = {
  data: HrSalaryWorkflowDocumentUpdateInput;
  where: HrSalaryWorkflowDocumentWhereUniqueInput;
};


export type MutationUpdateMyNotificationDigestArgs = {
  digest: NotificationDigestType;
};


export type MutationUpdateMyProfileLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationUpdateNotificationSettingsArgs = {
  data: NotificationSettingsInput;
  employee: CompanyEmployeeWhereUniqueInput;
};


export type MutationUpdateUserArgs = {
  data: UserUpdateInput;
  where: UserWhereUniqueInput;
};

/** One live API session of the signed-in user. */
export type MySession = {
  __typename?: 'MySession';
  createdAt: Scalars['DateTime']['output'];
  /** The session this request was made with. */
  current: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Started by the fiduciary's staff to help (impersonation). */
  startedBySupport: Scalars['Boolean']['output'];
};

export type NotificationDigestType =
  | 'daily'
  | 'immediate'
  | 'off';

/** One notification of the caller's notification centre (the same events as the mails). */
export type NotificationItem = {
  __typename?: 'NotificationItem';
  authorName?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  days?: Maybe<Scalars['Int']['output']>;
  documentType?: Maybe<Scalars['String']['output']>;
  employeeName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What happened: salary.slip, salary.compensation, salary.work, salary.worku1, salaryWorkflowDocumentsAdded, salaryWorkflowDocumentReviewed.approved|rejected, accountingDocumentCreated, hrDocumentReviewed.approved|declined, hrDocumentExpiring, hrMessageCreated. */
  kind: Scalars['String']['output'];
  /** The record's place in the portal. */
  path: Scalars['String']['output'];
  period?: Maybe<Scalars['String']['output']>;
  readAt?: Maybe<Scalars['DateTime']['output']>;
};

export type NotificationSettingsInput = {
  hrDocumentNotification?: InputMaybe<Scalars['Boolean']['input']>;
  settingWantsAccountingNotification?: InputMaybe<Scalars['Boolean']['input']>;
  settingWantsHRSalariesNotification?: InputMaybe<Scalars['Boolean']['input']>;
  settingWantsSalaryWorkflowNotification?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OrderDirection =
  | 'asc'
  | 'desc';

export type PortalConfig = {
  __typename?: 'PortalConfig';
  /** Where /open-manager leads (MANAGER_URL); only given to users with canAccessKeystone. */
  managerUrl?: Maybe<Scalars['String']['output']>;
};

export type ProfileVersion = {
  __typename?: 'ProfileVersion';
  changedBy?: Maybe<User>;
  /** Who saved this version, by name, for everyone who may read the profile (changedBy follows the User list's access). */
  changedByName?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  data?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
};

/** A device's Web Push subscription, as the browser's PushSubscription gives it. */
export type PushSubscriptionInput = {
  auth: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  accountingDocument?: Maybe<AccountingDocument>;
  accountingDocumentFacets: AccountingDocumentFacets;
  accountingDocuments?: Maybe<Array<AccountingDocument>>;
  /** The company's documents by what was read in them (supplier, total, issue date), newest issue date first; at most 500. Documents still being read are listed whatever the filters. */
  accountingDocumentsByReading: Array<AccountingDocument>;
  accountingDocumentsCount?: Maybe<Scalars['Int']['output']>;
  /** The e-invoice stored as this file (its key, as in its link /files/<key>), read for a person; null when no accounting document the caller reads has that file. */
  accountingEInvoice?: Maybe<AccountingEInvoiceView>;
  adminRecord?: Maybe<AdminRecord>;
  /** Any list's items by its Keystone name, searched in its text fields (admin tools, read-only). */
  adminRecords: AdminRecordPage;
  /** Recent sessions of a user, newest first (admin tools). */
  adminUserSessions: Array<AdminUserSession>;
  /** A user's staged-upload count, or null when none of their devices has reported one (admin tools). */
  adminUserStagedUploads?: Maybe<AdminStagedUploads>;
  auditEvent?: Maybe<AuditEvent>;
  auditEvents?: Maybe<Array<AuditEvent>>;
  auditEventsCount?: Maybe<Scalars['Int']['output']>;
  companies?: Maybe<Array<Company>>;
  companiesCount?: Maybe<Scalars['Int']['output']>;
  company?: Maybe<Company>;
  companyEmployee?: Maybe<CompanyEmployee>;
  companyEmployees?: Maybe<Array<CompanyEmployee>>;
  companyEmployeesCount?: Maybe<Scalars['Int']['output']>;
  /** Who is acting as whom, while this request is impersonated; otherwise null. */
  currentImpersonation?: Maybe<CurrentImpersonation>;
  /** Development only: the mails written to the outbox folder, newest first. */
  devOutbox: Array<DevOutboxMail>;
  hrDocument?: Maybe<HrDocument>;
  /** What needs doing about HR documents in a company (the caller's own records without one); today defaults to the server's date. */
  hrDocumentActions: Array<HrDocumentAction>;
  hrDocumentType?: Maybe<HrDocumentType>;
  hrDocumentTypes?: Maybe<Array<HrDocumentType>>;
  hrDocumentTypesCount?: Maybe<Scalars['Int']['output']>;
  hrDocuments?: Maybe<Array<HrDocument>>;
  hrDocumentsCount?: Maybe<Scalars['Int']['output']>;
  hrMessage?: Maybe<HrMessage>;
  /** The HR inbox: threads with messages the caller may read, unread first, then the most recent. */
  hrMessageThreads: Array<HrMessageThread>;
  hrMessages?: Maybe<Array<HrMessage>>;
  hrMessagesCount?: Maybe<Scalars['Int']['output']>;
  hrSalaries?: Maybe<Array<HrSalary>>;
  hrSalariesCount?: Maybe<Scalars['Int']['output']>;
  hrSalary?: Maybe<HrSalary>;
  hrSalaryWorkflow?: Maybe<HrSalaryWorkflow>;
  hrSalaryWorkflowDocument?: Maybe<HrSalaryWorkflowDocument>;
  hrSalaryWorkflowDocuments?: Maybe<Array<HrSalaryWorkflowDocument>>;
  hrSalaryWorkflowDocumentsCount?: Maybe<Scalars['Int']['output']>;
  hrSalaryWorkflows?: Maybe<Array<HrSalaryWorkflow>>;
  hrSalaryWorkflowsCount?: Maybe<Scalars['Int']['output']>;
  /** Unread messages for the caller across every thread they may read (the navigation badge). */
  hrUnreadMessages: Scalars['Int']['output'];
  /** True while an admin is impersonating this session's user. */
  isImpersonating: Scalars['Boolean']['output'];
  /** The signed-in user (the impersonated one while impersonating), or null. */
  me?: Maybe<User>;
  /** When and by whom the signed-in user's account was used, newest first. */
  myAccountUses: Array<AccountUse>;
  myLanguage?: Maybe<Scalars['String']['output']>;
  /** How the caller receives notification mails. */
  myNotificationDigest?: Maybe<NotificationDigestType>;
  /** The caller's notifications, newest first. */
  myNotifications: Array<NotificationItem>;
  /** The signed-in user's live sessions, newest first (beyond Keystone). */
  mySessions: Array<MySession>;
  /** How many of the caller's notifications are unread. */
  myUnreadNotificationsCount: Scalars['Int']['output'];
  /** Companies with accounting documents the caller has not seen yet; the caller's own uploads do not count. */
  newAccountingDocuments: Array<CompanyNewAccountingDocuments>;
  portalConfig: PortalConfig;
  /** The server's VAPID public key (base64url): the applicationServerKey a device subscribes with. */
  pushPublicKey: Scalars['String']['output'];
  user?: Maybe<User>;
  users?: Maybe<Array<User>>;
  usersCount?: Maybe<Scalars['Int']['output']>;
};


export type QueryAccountingDocumentArgs = {
  where: AccountingDocumentWhereUniqueInput;
};


export type QueryAccountingDocumentFacetsArgs = {
  company: Scalars['ID']['input'];
  type?: InputMaybe<AccountingDocumentTypeType>;
};


export type QueryAccountingDocumentsArgs = {
  orderBy?: Array<AccountingDocumentOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: AccountingDocumentWhereInput;
};


export type QueryAccountingDocumentsByReadingArgs = {
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where: AccountingReadingsWhere;
};


export type QueryAccountingDocumentsCountArgs = {
  where?: AccountingDocumentWhereInput;
};


export type QueryAccountingEInvoiceArgs = {
  file: Scalars['String']['input'];
};


export type QueryAdminRecordArgs = {
  id: Scalars['ID']['input'];
  list: Scalars['String']['input'];
};


export type QueryAdminRecordsArgs = {
  list: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: Scalars['Int']['input'];
  take?: Scalars['Int']['input'];
};


export type QueryAdminUserSessionsArgs = {
  take?: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryAdminUserStagedUploadsArgs = {
  userId: Scalars['ID']['input'];
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


export type QueryHrDocumentActionsArgs = {
  company?: InputMaybe<Scalars['ID']['input']>;
  today?: InputMaybe<Scalars['CalendarDay']['input']>;
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


export type QueryHrMessageArgs = {
  where: HrMessageWhereUniqueInput;
};


export type QueryHrMessageThreadsArgs = {
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHrMessagesArgs = {
  orderBy?: Array<HrMessageOrderByInput>;
  skip?: Scalars['Int']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: HrMessageWhereInput;
};


export type QueryHrMessagesCountArgs = {
  where?: HrMessageWhereInput;
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


export type QueryMyAccountUsesArgs = {
  take?: Scalars['Int']['input'];
};


export type QueryMyNotificationsArgs = {
  skip?: Scalars['Int']['input'];
  take?: Scalars['Int']['input'];
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

/**
 * error is true when nothing was saved; message (in the caller's language) says why. Extensions
 * beyond Keystone: code (INVALID, STALE, FORBIDDEN) and, after a save, the profile's new version.
 */
export type UpdateHrProfileResult = {
  __typename?: 'UpdateHrProfileResult';
  code?: Maybe<Scalars['String']['output']>;
  error: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['Int']['output']>;
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
  oidcSubject?: Maybe<Scalars['String']['output']>;
  role?: Maybe<UserRole>;
  version?: Maybe<Scalars['Int']['output']>;
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

export type UserCreateInput = {
  canAccessAllCompanies?: InputMaybe<Scalars['Boolean']['input']>;
  canAccessKeystone?: InputMaybe<Scalars['Boolean']['input']>;
  canCreateContracts?: InputMaybe<Scalars['Boolean']['input']>;
  canManageAccounting?: InputMaybe<Scalars['Boolean']['input']>;
  canManageAccounts?: InputMaybe<Scalars['Boolean']['input']>;
  canManageHumanResources?: InputMaybe<Scalars['Boolean']['input']>;
  canManageRoles?: InputMaybe<Scalars['Boolean']['input']>;
  canManageTaxation?: InputMaybe<Scalars['Boolean']['input']>;
  canRemoveSalaryWorkflowDocument?: InputMaybe<Scalars['Boolean']['input']>;
  canSignInToApp?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
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
  version?: InputMaybe<OrderDirection>;
};

export type UserRelateToOneForUpdateInput = {
  connect?: InputMaybe<UserWhereUniqueInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
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

export type UserUpdateInput = {
  canAccessAllCompanies?: InputMaybe<Scalars['Boolean']['input']>;
  canAccessKeystone?: InputMaybe<Scalars['Boolean']['input']>;
  canCreateContracts?: InputMaybe<Scalars['Boolean']['input']>;
  canManageAccounting?: InputMaybe<Scalars['Boolean']['input']>;
  canManageAccounts?: InputMaybe<Scalars['Boolean']['input']>;
  canManageHumanResources?: InputMaybe<Scalars['Boolean']['input']>;
  canManageRoles?: InputMaybe<Scalars['Boolean']['input']>;
  canManageTaxation?: InputMaybe<Scalars['Boolean']['input']>;
  canRemoveSalaryWorkflowDocument?: InputMaybe<Scalars['Boolean']['input']>;
  canSignInToApp?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The version the editor started from; a newer one on the server refuses the edit (CONFLICT). */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** null unlinks the identity-provider account; its next sign-in links the account with the user's verified email (beyond Keystone). */
  oidcSubject?: InputMaybe<Scalars['String']['input']>;
};

export type UserWhereInput = {
  AND?: InputMaybe<Array<UserWhereInput>>;
  NOT?: InputMaybe<Array<UserWhereInput>>;
  OR?: InputMaybe<Array<UserWhereInput>>;
  email?: InputMaybe<StringFilter>;
  employees?: InputMaybe<CompanyEmployeeManyRelationFilter>;
  id?: InputMaybe<IdFilter>;
  name?: InputMaybe<StringFilter>;
  version?: InputMaybe<IntFilter>;
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
  AccountUse: ResolverTypeWrapper<unknown>;
  AccountingDocument: ResolverTypeWrapper<unknown>;
  AccountingDocumentCreateInput: ResolverTypeWrapper<unknown>;
  AccountingDocumentFacets: ResolverTypeWrapper<unknown>;
  AccountingDocumentManyRelationFilter: ResolverTypeWrapper<unknown>;
  AccountingDocumentOrderByInput: ResolverTypeWrapper<unknown>;
  AccountingDocumentTypeType: ResolverTypeWrapper<unknown>;
  AccountingDocumentTypeTypeFilter: ResolverTypeWrapper<unknown>;
  AccountingDocumentWhereInput: ResolverTypeWrapper<unknown>;
  AccountingDocumentWhereUniqueInput: ResolverTypeWrapper<unknown>;
  AccountingEInvoice: ResolverTypeWrapper<unknown>;
  AccountingEInvoiceAddress: ResolverTypeWrapper<unknown>;
  AccountingEInvoiceLine: ResolverTypeWrapper<unknown>;
  AccountingEInvoiceOutcome: ResolverTypeWrapper<unknown>;
  AccountingEInvoiceParty: ResolverTypeWrapper<unknown>;
  AccountingEInvoiceView: ResolverTypeWrapper<unknown>;
  AccountingFieldSource: ResolverTypeWrapper<unknown>;
  AccountingFieldValue: ResolverTypeWrapper<unknown>;
  AccountingFieldValueInput: ResolverTypeWrapper<unknown>;
  AccountingReadField: ResolverTypeWrapper<unknown>;
  AccountingReading: ResolverTypeWrapper<unknown>;
  AccountingReadingDifference: ResolverTypeWrapper<unknown>;
  AccountingReadingStatus: ResolverTypeWrapper<unknown>;
  AccountingReadingsWhere: ResolverTypeWrapper<unknown>;
  AccountingVatLine: ResolverTypeWrapper<unknown>;
  AccountingXmlRefusal: ResolverTypeWrapper<unknown>;
  AdminRecord: ResolverTypeWrapper<unknown>;
  AdminRecordPage: ResolverTypeWrapper<unknown>;
  AdminRecordSummary: ResolverTypeWrapper<unknown>;
  AdminRelation: ResolverTypeWrapper<unknown>;
  AdminStagedUploads: ResolverTypeWrapper<unknown>;
  AdminUserSession: ResolverTypeWrapper<unknown>;
  ArchiveList: ResolverTypeWrapper<unknown>;
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
  CompanyCreateInput: ResolverTypeWrapper<unknown>;
  CompanyEmployee: ResolverTypeWrapper<unknown>;
  CompanyEmployeeCreateInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeManyRelationFilter: ResolverTypeWrapper<unknown>;
  CompanyEmployeeOrderByInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeUpdateInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeWhereInput: ResolverTypeWrapper<unknown>;
  CompanyEmployeeWhereUniqueInput: ResolverTypeWrapper<unknown>;
  CompanyManyRelationFilter: ResolverTypeWrapper<unknown>;
  CompanyNewAccountingDocuments: ResolverTypeWrapper<unknown>;
  CompanyOrderByInput: ResolverTypeWrapper<unknown>;
  CompanyRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  CompanyUpdateInput: ResolverTypeWrapper<unknown>;
  CompanyWhereInput: ResolverTypeWrapper<unknown>;
  CompanyWhereUniqueInput: ResolverTypeWrapper<unknown>;
  Contact: ResolverTypeWrapper<unknown>;
  CurrentImpersonation: ResolverTypeWrapper<unknown>;
  DateTime: ResolverTypeWrapper<unknown>;
  DateTimeFilter: ResolverTypeWrapper<unknown>;
  DevOutboxMail: ResolverTypeWrapper<unknown>;
  EmployeeRole: ResolverTypeWrapper<unknown>;
  FileFieldInput: ResolverTypeWrapper<unknown>;
  FileFieldOutput: ResolverTypeWrapper<unknown>;
  Float: ResolverTypeWrapper<unknown>;
  HrDocument: ResolverTypeWrapper<unknown>;
  HrDocumentAction: ResolverTypeWrapper<unknown>;
  HrDocumentActionReason: ResolverTypeWrapper<unknown>;
  HrDocumentCreateInput: ResolverTypeWrapper<unknown>;
  HrDocumentDeclinedType: ResolverTypeWrapper<unknown>;
  HrDocumentDeclinedTypeFilter: ResolverTypeWrapper<unknown>;
  HrDocumentManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrDocumentOrderByInput: ResolverTypeWrapper<unknown>;
  HrDocumentRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  HrDocumentType: ResolverTypeWrapper<unknown>;
  HrDocumentTypeCreateInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeExpirationDateTypeType: ResolverTypeWrapper<unknown>;
  HrDocumentTypeExpirationDateTypeTypeFilter: ResolverTypeWrapper<unknown>;
  HrDocumentTypeManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrDocumentTypeNames: ResolverTypeWrapper<unknown>;
  HrDocumentTypeNamesInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeOrderByInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeUpdateArgs: ResolverTypeWrapper<unknown>;
  HrDocumentTypeUpdateInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeWhereInput: ResolverTypeWrapper<unknown>;
  HrDocumentTypeWhereUniqueInput: ResolverTypeWrapper<unknown>;
  HrDocumentUpdateArgs: ResolverTypeWrapper<unknown>;
  HrDocumentUpdateInput: ResolverTypeWrapper<unknown>;
  HrDocumentWhereInput: ResolverTypeWrapper<unknown>;
  HrDocumentWhereUniqueInput: ResolverTypeWrapper<unknown>;
  HrMessage: ResolverTypeWrapper<unknown>;
  HrMessageCreateInput: ResolverTypeWrapper<unknown>;
  HrMessageManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrMessageOrderByInput: ResolverTypeWrapper<unknown>;
  HrMessageThread: ResolverTypeWrapper<unknown>;
  HrMessageWhereInput: ResolverTypeWrapper<unknown>;
  HrMessageWhereUniqueInput: ResolverTypeWrapper<unknown>;
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
  HrSalaryWorkflowDocumentRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentStatusType: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentStatusTypeFilter: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentUpdateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentWhereInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowDocumentWhereUniqueInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowManyRelationFilter: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowOrderByInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowRelateToOneForCreateInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowStatusType: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowStatusTypeFilter: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowWhereInput: ResolverTypeWrapper<unknown>;
  HrSalaryWorkflowWhereUniqueInput: ResolverTypeWrapper<unknown>;
  ID: ResolverTypeWrapper<unknown>;
  IDFilter: ResolverTypeWrapper<unknown>;
  Int: ResolverTypeWrapper<unknown>;
  IntFilter: ResolverTypeWrapper<unknown>;
  JSON: ResolverTypeWrapper<unknown>;
  MagicLinkRedemptionErrorCode: ResolverTypeWrapper<unknown>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MySession: ResolverTypeWrapper<unknown>;
  NotificationDigestType: ResolverTypeWrapper<unknown>;
  NotificationItem: ResolverTypeWrapper<unknown>;
  NotificationSettingsInput: ResolverTypeWrapper<unknown>;
  OrderDirection: ResolverTypeWrapper<unknown>;
  PortalConfig: ResolverTypeWrapper<unknown>;
  ProfileVersion: ResolverTypeWrapper<Row>;
  PushSubscriptionInput: ResolverTypeWrapper<unknown>;
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
  UserCreateInput: ResolverTypeWrapper<unknown>;
  UserManyRelationFilter: ResolverTypeWrapper<unknown>;
  UserOrderByInput: ResolverTypeWrapper<unknown>;
  UserRelateToOneForUpdateInput: ResolverTypeWrapper<unknown>;
  UserRole: ResolverTypeWrapper<unknown>;
  UserUpdateInput: ResolverTypeWrapper<unknown>;
  UserWhereInput: ResolverTypeWrapper<unknown>;
  UserWhereUniqueInput: ResolverTypeWrapper<unknown>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountUse: unknown;
  AccountingDocument: unknown;
  AccountingDocumentCreateInput: unknown;
  AccountingDocumentFacets: unknown;
  AccountingDocumentManyRelationFilter: unknown;
  AccountingDocumentOrderByInput: unknown;
  AccountingDocumentTypeTypeFilter: unknown;
  AccountingDocumentWhereInput: unknown;
  AccountingDocumentWhereUniqueInput: unknown;
  AccountingEInvoice: unknown;
  AccountingEInvoiceAddress: unknown;
  AccountingEInvoiceLine: unknown;
  AccountingEInvoiceParty: unknown;
  AccountingEInvoiceView: unknown;
  AccountingFieldValue: unknown;
  AccountingFieldValueInput: unknown;
  AccountingReadField: unknown;
  AccountingReading: unknown;
  AccountingReadingDifference: unknown;
  AccountingReadingsWhere: unknown;
  AccountingVatLine: unknown;
  AdminRecord: unknown;
  AdminRecordPage: unknown;
  AdminRecordSummary: unknown;
  AdminRelation: unknown;
  AdminStagedUploads: unknown;
  AdminUserSession: unknown;
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
  CompanyCreateInput: unknown;
  CompanyEmployee: unknown;
  CompanyEmployeeCreateInput: unknown;
  CompanyEmployeeManyRelationFilter: unknown;
  CompanyEmployeeOrderByInput: unknown;
  CompanyEmployeeRelateToOneForCreateInput: unknown;
  CompanyEmployeeUpdateInput: unknown;
  CompanyEmployeeWhereInput: unknown;
  CompanyEmployeeWhereUniqueInput: unknown;
  CompanyManyRelationFilter: unknown;
  CompanyNewAccountingDocuments: unknown;
  CompanyOrderByInput: unknown;
  CompanyRelateToOneForCreateInput: unknown;
  CompanyUpdateInput: unknown;
  CompanyWhereInput: unknown;
  CompanyWhereUniqueInput: unknown;
  Contact: unknown;
  CurrentImpersonation: unknown;
  DateTime: unknown;
  DateTimeFilter: unknown;
  DevOutboxMail: unknown;
  EmployeeRole: unknown;
  FileFieldInput: unknown;
  FileFieldOutput: unknown;
  Float: unknown;
  HrDocument: unknown;
  HrDocumentAction: unknown;
  HrDocumentCreateInput: unknown;
  HrDocumentDeclinedTypeFilter: unknown;
  HrDocumentManyRelationFilter: unknown;
  HrDocumentOrderByInput: unknown;
  HrDocumentRelateToOneForCreateInput: unknown;
  HrDocumentType: unknown;
  HrDocumentTypeCreateInput: unknown;
  HrDocumentTypeExpirationDateTypeTypeFilter: unknown;
  HrDocumentTypeManyRelationFilter: unknown;
  HrDocumentTypeNames: unknown;
  HrDocumentTypeNamesInput: unknown;
  HrDocumentTypeOrderByInput: unknown;
  HrDocumentTypeRelateToOneForCreateInput: unknown;
  HrDocumentTypeUpdateArgs: unknown;
  HrDocumentTypeUpdateInput: unknown;
  HrDocumentTypeWhereInput: unknown;
  HrDocumentTypeWhereUniqueInput: unknown;
  HrDocumentUpdateArgs: unknown;
  HrDocumentUpdateInput: unknown;
  HrDocumentWhereInput: unknown;
  HrDocumentWhereUniqueInput: unknown;
  HrMessage: unknown;
  HrMessageCreateInput: unknown;
  HrMessageManyRelationFilter: unknown;
  HrMessageOrderByInput: unknown;
  HrMessageThread: unknown;
  HrMessageWhereInput: unknown;
  HrMessageWhereUniqueInput: unknown;
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
  HrSalaryWorkflowDocumentRelateToOneForCreateInput: unknown;
  HrSalaryWorkflowDocumentStatusTypeFilter: unknown;
  HrSalaryWorkflowDocumentUpdateInput: unknown;
  HrSalaryWorkflowDocumentWhereInput: unknown;
  HrSalaryWorkflowDocumentWhereUniqueInput: unknown;
  HrSalaryWorkflowManyRelationFilter: unknown;
  HrSalaryWorkflowOrderByInput: unknown;
  HrSalaryWorkflowRelateToOneForCreateInput: unknown;
  HrSalaryWorkflowStatusTypeFilter: unknown;
  HrSalaryWorkflowWhereInput: unknown;
  HrSalaryWorkflowWhereUniqueInput: unknown;
  ID: unknown;
  IDFilter: unknown;
  Int: unknown;
  IntFilter: unknown;
  JSON: unknown;
  Mutation: Record<PropertyKey, never>;
  MySession: unknown;
  NotificationItem: unknown;
  NotificationSettingsInput: unknown;
  PortalConfig: unknown;
  ProfileVersion: Row;
  PushSubscriptionInput: unknown;
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
  UserCreateInput: unknown;
  UserManyRelationFilter: unknown;
  UserOrderByInput: unknown;
  UserRelateToOneForUpdateInput: unknown;
  UserRole: unknown;
  UserUpdateInput: unknown;
  UserWhereInput: unknown;
  UserWhereUniqueInput: unknown;
};

export type AccountUseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountUse'] = ResolversParentTypes['AccountUse']> = {
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AccountingDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingDocument'] = ResolversParentTypes['AccountingDocument']> = {
  attachment?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  attachmentFilename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachmentSha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reading?: Resolver<Maybe<ResolversTypes['AccountingReading']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['AccountingDocumentTypeType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AccountingDocumentFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingDocumentFacets'] = ResolversParentTypes['AccountingDocumentFacets']> = {
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AccountingEInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingEInvoice'] = ResolversParentTypes['AccountingEInvoice']> = {
  amountDue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyer?: Resolver<ResolversTypes['AccountingEInvoiceParty'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AccountingEInvoiceLine']>, ParentType, ContextType>;
  netAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['AccountingEInvoiceParty'], ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatBreakdown?: Resolver<Array<ResolversTypes['AccountingVatLine']>, ParentType, ContextType>;
};

export type AccountingEInvoiceAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingEInvoiceAddress'] = ResolversParentTypes['AccountingEInvoiceAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subdivision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountingEInvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingEInvoiceLine'] = ResolversParentTypes['AccountingEInvoiceLine']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  netAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountingEInvoicePartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingEInvoiceParty'] = ResolversParentTypes['AccountingEInvoiceParty']> = {
  address?: Resolver<Maybe<ResolversTypes['AccountingEInvoiceAddress']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountingEInvoiceViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingEInvoiceView'] = ResolversParentTypes['AccountingEInvoiceView']> = {
  invoice?: Resolver<Maybe<ResolversTypes['AccountingEInvoice']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AccountingEInvoiceOutcome'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['AccountingXmlRefusal']>, ParentType, ContextType>;
};

export type AccountingFieldValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingFieldValue'] = ResolversParentTypes['AccountingFieldValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountingReadFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingReadField'] = ResolversParentTypes['AccountingReadField']> = {
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AccountingFieldSource'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountingReadingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingReading'] = ResolversParentTypes['AccountingReading']> = {
  confirmed?: Resolver<Maybe<Array<ResolversTypes['AccountingFieldValue']>>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  differences?: Resolver<Array<ResolversTypes['AccountingReadingDifference']>, ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['AccountingReadField']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountingReadingStatus'], ParentType, ContextType>;
  vatLines?: Resolver<Array<ResolversTypes['AccountingVatLine']>, ParentType, ContextType>;
};

export type AccountingReadingDifferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingReadingDifference'] = ResolversParentTypes['AccountingReadingDifference']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  xml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountingVatLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountingVatLine'] = ResolversParentTypes['AccountingVatLine']> = {
  rate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRecord'] = ResolversParentTypes['AdminRecord']> = {
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relations?: Resolver<Array<ResolversTypes['AdminRelation']>, ParentType, ContextType>;
};

export type AdminRecordPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRecordPage'] = ResolversParentTypes['AdminRecordPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminRecordSummary']>, ParentType, ContextType>;
};

export type AdminRecordSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRecordSummary'] = ResolversParentTypes['AdminRecordSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminRelationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRelation'] = ResolversParentTypes['AdminRelation']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminRecordSummary']>, ParentType, ContextType>;
};

export type AdminStagedUploadsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStagedUploads'] = ResolversParentTypes['AdminStagedUploads']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminUserSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUserSession'] = ResolversParentTypes['AdminUserSession']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  isArchived?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  naceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personInChargeAccounting?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  personInChargeHumanResources?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  rcsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
  profileVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['EmployeeRole']>, ParentType, ContextType>;
  settingHrDocumentsDisabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settingWantsAccountingNotification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settingWantsHRSalariesNotification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  settingWantsSalaryWorkflowNotification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CompanyNewAccountingDocumentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyNewAccountingDocuments'] = ResolversParentTypes['CompanyNewAccountingDocuments']> = {
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CurrentImpersonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentImpersonation'] = ResolversParentTypes['CurrentImpersonation']> = {
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DevOutboxMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DevOutboxMail'] = ResolversParentTypes['DevOutboxMail']> = {
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declined?: Resolver<Maybe<ResolversTypes['HrDocumentDeclinedType']>, ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  needsReview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  removalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replaces?: Resolver<Maybe<ResolversTypes['HrDocument']>, ParentType, ContextType>;
  requestedRemoval?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['HrDocumentType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HrDocumentActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrDocumentAction'] = ResolversParentTypes['HrDocumentAction']> = {
  document?: Resolver<Maybe<ResolversTypes['HrDocument']>, ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['CompanyEmployee'], ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['HrDocumentActionReason'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HrDocumentType'], ParentType, ContextType>;
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
  names?: Resolver<Maybe<ResolversTypes['HrDocumentTypeNames']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type HrDocumentTypeNamesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrDocumentTypeNames'] = ResolversParentTypes['HrDocumentTypeNames']> = {
  de?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HrMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrMessage'] = ResolversParentTypes['HrMessage']> = {
  attachment?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  uploadKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HrMessageThreadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrMessageThread'] = ResolversParentTypes['HrMessageThread']> = {
  employee?: Resolver<ResolversTypes['CompanyEmployee'], ParentType, ContextType>;
  lastMessageAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HrSalaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrSalary'] = ResolversParentTypes['HrSalary']> = {
  attachment?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType>;
  firstSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['HrSalaryTypeType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HrSalaryWorkflowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrSalaryWorkflow'] = ResolversParentTypes['HrSalaryWorkflow']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  documents?: Resolver<Maybe<Array<ResolversTypes['HrSalaryWorkflowDocument']>>, ParentType, ContextType, RequireFields<HrSalaryWorkflowDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  documentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<HrSalaryWorkflowDocumentsCountArgs, 'where'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  releasedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  releasedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  releasedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reopenedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowStatusType']>, ParentType, ContextType>;
  updateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HrSalaryWorkflowDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HrSalaryWorkflowDocument'] = ResolversParentTypes['HrSalaryWorkflowDocument']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['FileFieldOutput']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedbackFg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replaces?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reviewedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocumentStatusType']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflow']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  confirmAccountingReading?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType, RequireFields<MutationConfirmAccountingReadingArgs, 'document' | 'values'>>;
  createAccountingDocument?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType, RequireFields<MutationCreateAccountingDocumentArgs, 'data'>>;
  createCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'data'>>;
  createCompanyEmployee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType, RequireFields<MutationCreateCompanyEmployeeArgs, 'data'>>;
  createHrDocument?: Resolver<Maybe<ResolversTypes['HrDocument']>, ParentType, ContextType, RequireFields<MutationCreateHrDocumentArgs, 'data'>>;
  createHrDocumentType?: Resolver<Maybe<ResolversTypes['HrDocumentType']>, ParentType, ContextType, RequireFields<MutationCreateHrDocumentTypeArgs, 'data'>>;
  createHrMessage?: Resolver<Maybe<ResolversTypes['HrMessage']>, ParentType, ContextType, RequireFields<MutationCreateHrMessageArgs, 'data'>>;
  createHrSalary?: Resolver<Maybe<ResolversTypes['HrSalary']>, ParentType, ContextType, RequireFields<MutationCreateHrSalaryArgs, 'data'>>;
  createHrSalaryWorkflow?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflow']>, ParentType, ContextType, RequireFields<MutationCreateHrSalaryWorkflowArgs, 'data'>>;
  createHrSalaryWorkflowDocument?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType, RequireFields<MutationCreateHrSalaryWorkflowDocumentArgs, 'data'>>;
  createUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  deleteCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationDeleteCompanyArgs, 'where'>>;
  deleteHrDocumentType?: Resolver<Maybe<ResolversTypes['HrDocumentType']>, ParentType, ContextType, RequireFields<MutationDeleteHrDocumentTypeArgs, 'where'>>;
  deleteHrDocuments?: Resolver<Maybe<Array<Maybe<ResolversTypes['HrDocument']>>>, ParentType, ContextType, RequireFields<MutationDeleteHrDocumentsArgs, 'where'>>;
  deleteHrSalaryWorkflowDocument?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType, RequireFields<MutationDeleteHrSalaryWorkflowDocumentArgs, 'where'>>;
  deleteUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'where'>>;
  downloadArchiveUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDownloadArchiveUrlArgs, 'ids' | 'list'>>;
  markAccountingDocumentsSeen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkAccountingDocumentsSeenArgs, 'company'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markHrMessagesRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkHrMessagesReadArgs, 'employee'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'ids'>>;
  redeemUserMagicAuthToken?: Resolver<ResolversTypes['RedeemUserMagicAuthTokenResult'], ParentType, ContextType, RequireFields<MutationRedeemUserMagicAuthTokenArgs, 'email' | 'token'>>;
  reportStagedUploads?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportStagedUploadsArgs, 'count' | 'device'>>;
  sendUserMagicAuthLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendUserMagicAuthLinkArgs, 'email'>>;
  signOutEverywhere?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startImpersonation?: Resolver<ResolversTypes['RedeemUserMagicAuthTokenResult'], ParentType, ContextType, RequireFields<MutationStartImpersonationArgs, 'reason' | 'userId'>>;
  stopImpersonation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'subscription'>>;
  unsubscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
  updateCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'data' | 'where'>>;
  updateCompanyEmployee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType, RequireFields<MutationUpdateCompanyEmployeeArgs, 'data' | 'where'>>;
  updateHrDocumentType?: Resolver<Maybe<ResolversTypes['HrDocumentType']>, ParentType, ContextType, RequireFields<MutationUpdateHrDocumentTypeArgs, 'data' | 'where'>>;
  updateHrDocumentTypes?: Resolver<Maybe<Array<Maybe<ResolversTypes['HrDocumentType']>>>, ParentType, ContextType, RequireFields<MutationUpdateHrDocumentTypesArgs, 'data'>>;
  updateHrDocuments?: Resolver<Maybe<Array<Maybe<ResolversTypes['HrDocument']>>>, ParentType, ContextType, RequireFields<MutationUpdateHrDocumentsArgs, 'data'>>;
  updateHrProfile?: Resolver<ResolversTypes['UpdateHrProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateHrProfileArgs, 'data' | 'id'>>;
  updateHrSalaryWorkflowDocument?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType, RequireFields<MutationUpdateHrSalaryWorkflowDocumentArgs, 'data' | 'where'>>;
  updateMyNotificationDigest?: Resolver<ResolversTypes['NotificationDigestType'], ParentType, ContextType, RequireFields<MutationUpdateMyNotificationDigestArgs, 'digest'>>;
  updateMyProfileLanguage?: Resolver<ResolversTypes['UpdateLanguageResult'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileLanguageArgs, 'language'>>;
  updateNotificationSettings?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'data' | 'employee'>>;
  updateUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'where'>>;
};

export type MySessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MySession'] = ResolversParentTypes['MySession']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedBySupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationItem'] = ResolversParentTypes['NotificationItem']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PortalConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalConfig'] = ResolversParentTypes['PortalConfig']> = {
  managerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileVersion'] = ResolversParentTypes['ProfileVersion']> = {
  changedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  changedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountingDocument?: Resolver<Maybe<ResolversTypes['AccountingDocument']>, ParentType, ContextType, RequireFields<QueryAccountingDocumentArgs, 'where'>>;
  accountingDocumentFacets?: Resolver<ResolversTypes['AccountingDocumentFacets'], ParentType, ContextType, RequireFields<QueryAccountingDocumentFacetsArgs, 'company'>>;
  accountingDocuments?: Resolver<Maybe<Array<ResolversTypes['AccountingDocument']>>, ParentType, ContextType, RequireFields<QueryAccountingDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  accountingDocumentsByReading?: Resolver<Array<ResolversTypes['AccountingDocument']>, ParentType, ContextType, RequireFields<QueryAccountingDocumentsByReadingArgs, 'skip' | 'where'>>;
  accountingDocumentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryAccountingDocumentsCountArgs, 'where'>>;
  accountingEInvoice?: Resolver<Maybe<ResolversTypes['AccountingEInvoiceView']>, ParentType, ContextType, RequireFields<QueryAccountingEInvoiceArgs, 'file'>>;
  adminRecord?: Resolver<Maybe<ResolversTypes['AdminRecord']>, ParentType, ContextType, RequireFields<QueryAdminRecordArgs, 'id' | 'list'>>;
  adminRecords?: Resolver<ResolversTypes['AdminRecordPage'], ParentType, ContextType, RequireFields<QueryAdminRecordsArgs, 'list' | 'skip' | 'take'>>;
  adminUserSessions?: Resolver<Array<ResolversTypes['AdminUserSession']>, ParentType, ContextType, RequireFields<QueryAdminUserSessionsArgs, 'take' | 'userId'>>;
  adminUserStagedUploads?: Resolver<Maybe<ResolversTypes['AdminStagedUploads']>, ParentType, ContextType, RequireFields<QueryAdminUserStagedUploadsArgs, 'userId'>>;
  auditEvent?: Resolver<Maybe<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<QueryAuditEventArgs, 'where'>>;
  auditEvents?: Resolver<Maybe<Array<ResolversTypes['AuditEvent']>>, ParentType, ContextType, RequireFields<QueryAuditEventsArgs, 'orderBy' | 'skip' | 'where'>>;
  auditEventsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryAuditEventsCountArgs, 'where'>>;
  companies?: Resolver<Maybe<Array<ResolversTypes['Company']>>, ParentType, ContextType, RequireFields<QueryCompaniesArgs, 'orderBy' | 'skip' | 'where'>>;
  companiesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryCompaniesCountArgs, 'where'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanyArgs, 'where'>>;
  companyEmployee?: Resolver<Maybe<ResolversTypes['CompanyEmployee']>, ParentType, ContextType, RequireFields<QueryCompanyEmployeeArgs, 'where'>>;
  companyEmployees?: Resolver<Maybe<Array<ResolversTypes['CompanyEmployee']>>, ParentType, ContextType, RequireFields<QueryCompanyEmployeesArgs, 'orderBy' | 'skip' | 'where'>>;
  companyEmployeesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryCompanyEmployeesCountArgs, 'where'>>;
  currentImpersonation?: Resolver<Maybe<ResolversTypes['CurrentImpersonation']>, ParentType, ContextType>;
  devOutbox?: Resolver<Array<ResolversTypes['DevOutboxMail']>, ParentType, ContextType>;
  hrDocument?: Resolver<Maybe<ResolversTypes['HrDocument']>, ParentType, ContextType, RequireFields<QueryHrDocumentArgs, 'where'>>;
  hrDocumentActions?: Resolver<Array<ResolversTypes['HrDocumentAction']>, ParentType, ContextType, Partial<QueryHrDocumentActionsArgs>>;
  hrDocumentType?: Resolver<Maybe<ResolversTypes['HrDocumentType']>, ParentType, ContextType, RequireFields<QueryHrDocumentTypeArgs, 'where'>>;
  hrDocumentTypes?: Resolver<Maybe<Array<ResolversTypes['HrDocumentType']>>, ParentType, ContextType, RequireFields<QueryHrDocumentTypesArgs, 'orderBy' | 'skip' | 'where'>>;
  hrDocumentTypesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrDocumentTypesCountArgs, 'where'>>;
  hrDocuments?: Resolver<Maybe<Array<ResolversTypes['HrDocument']>>, ParentType, ContextType, RequireFields<QueryHrDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  hrDocumentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrDocumentsCountArgs, 'where'>>;
  hrMessage?: Resolver<Maybe<ResolversTypes['HrMessage']>, ParentType, ContextType, RequireFields<QueryHrMessageArgs, 'where'>>;
  hrMessageThreads?: Resolver<Array<ResolversTypes['HrMessageThread']>, ParentType, ContextType, RequireFields<QueryHrMessageThreadsArgs, 'skip'>>;
  hrMessages?: Resolver<Maybe<Array<ResolversTypes['HrMessage']>>, ParentType, ContextType, RequireFields<QueryHrMessagesArgs, 'orderBy' | 'skip' | 'where'>>;
  hrMessagesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrMessagesCountArgs, 'where'>>;
  hrSalaries?: Resolver<Maybe<Array<ResolversTypes['HrSalary']>>, ParentType, ContextType, RequireFields<QueryHrSalariesArgs, 'orderBy' | 'skip' | 'where'>>;
  hrSalariesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrSalariesCountArgs, 'where'>>;
  hrSalary?: Resolver<Maybe<ResolversTypes['HrSalary']>, ParentType, ContextType, RequireFields<QueryHrSalaryArgs, 'where'>>;
  hrSalaryWorkflow?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflow']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowArgs, 'where'>>;
  hrSalaryWorkflowDocument?: Resolver<Maybe<ResolversTypes['HrSalaryWorkflowDocument']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowDocumentArgs, 'where'>>;
  hrSalaryWorkflowDocuments?: Resolver<Maybe<Array<ResolversTypes['HrSalaryWorkflowDocument']>>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowDocumentsArgs, 'orderBy' | 'skip' | 'where'>>;
  hrSalaryWorkflowDocumentsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowDocumentsCountArgs, 'where'>>;
  hrSalaryWorkflows?: Resolver<Maybe<Array<ResolversTypes['HrSalaryWorkflow']>>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowsArgs, 'orderBy' | 'skip' | 'where'>>;
  hrSalaryWorkflowsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryHrSalaryWorkflowsCountArgs, 'where'>>;
  hrUnreadMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isImpersonating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAccountUses?: Resolver<Array<ResolversTypes['AccountUse']>, ParentType, ContextType, RequireFields<QueryMyAccountUsesArgs, 'take'>>;
  myLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  myNotificationDigest?: Resolver<Maybe<ResolversTypes['NotificationDigestType']>, ParentType, ContextType>;
  myNotifications?: Resolver<Array<ResolversTypes['NotificationItem']>, ParentType, ContextType, RequireFields<QueryMyNotificationsArgs, 'skip' | 'take'>>;
  mySessions?: Resolver<Array<ResolversTypes['MySession']>, ParentType, ContextType>;
  myUnreadNotificationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newAccountingDocuments?: Resolver<Array<ResolversTypes['CompanyNewAccountingDocuments']>, ParentType, ContextType>;
  portalConfig?: Resolver<ResolversTypes['PortalConfig'], ParentType, ContextType>;
  pushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
  oidcSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
  AccountUse?: AccountUseResolvers<ContextType>;
  AccountingDocument?: AccountingDocumentResolvers<ContextType>;
  AccountingDocumentFacets?: AccountingDocumentFacetsResolvers<ContextType>;
  AccountingEInvoice?: AccountingEInvoiceResolvers<ContextType>;
  AccountingEInvoiceAddress?: AccountingEInvoiceAddressResolvers<ContextType>;
  AccountingEInvoiceLine?: AccountingEInvoiceLineResolvers<ContextType>;
  AccountingEInvoiceParty?: AccountingEInvoicePartyResolvers<ContextType>;
  AccountingEInvoiceView?: AccountingEInvoiceViewResolvers<ContextType>;
  AccountingFieldValue?: AccountingFieldValueResolvers<ContextType>;
  AccountingReadField?: AccountingReadFieldResolvers<ContextType>;
  AccountingReading?: AccountingReadingResolvers<ContextType>;
  AccountingReadingDifference?: AccountingReadingDifferenceResolvers<ContextType>;
  AccountingVatLine?: AccountingVatLineResolvers<ContextType>;
  AdminRecord?: AdminRecordResolvers<ContextType>;
  AdminRecordPage?: AdminRecordPageResolvers<ContextType>;
  AdminRecordSummary?: AdminRecordSummaryResolvers<ContextType>;
  AdminRelation?: AdminRelationResolvers<ContextType>;
  AdminStagedUploads?: AdminStagedUploadsResolvers<ContextType>;
  AdminUserSession?: AdminUserSessionResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  CalendarDay?: GraphQLScalarType;
  Company?: CompanyResolvers<ContextType>;
  CompanyEmployee?: CompanyEmployeeResolvers<ContextType>;
  CompanyNewAccountingDocuments?: CompanyNewAccountingDocumentsResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  CurrentImpersonation?: CurrentImpersonationResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DevOutboxMail?: DevOutboxMailResolvers<ContextType>;
  EmployeeRole?: EmployeeRoleResolvers<ContextType>;
  FileFieldOutput?: FileFieldOutputResolvers<ContextType>;
  HrDocument?: HrDocumentResolvers<ContextType>;
  HrDocumentAction?: HrDocumentActionResolvers<ContextType>;
  HrDocumentType?: HrDocumentTypeResolvers<ContextType>;
  HrDocumentTypeNames?: HrDocumentTypeNamesResolvers<ContextType>;
  HrMessage?: HrMessageResolvers<ContextType>;
  HrMessageThread?: HrMessageThreadResolvers<ContextType>;
  HrSalary?: HrSalaryResolvers<ContextType>;
  HrSalaryWorkflow?: HrSalaryWorkflowResolvers<ContextType>;
  HrSalaryWorkflowDocument?: HrSalaryWorkflowDocumentResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  MySession?: MySessionResolvers<ContextType>;
  NotificationItem?: NotificationItemResolvers<ContextType>;
  PortalConfig?: PortalConfigResolvers<ContextType>;
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

