import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachmentColumns, createdAt, id, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  language: text('language'),
  oidcSubject: text('oidc_subject').unique(),
  canAccessKeystone: boolean('can_access_keystone').notNull().default(false),
  canSignInToApp: boolean('can_sign_in_to_app').notNull().default(true),
  canManageAccounts: boolean('can_manage_accounts').notNull().default(false),
  canManageRoles: boolean('can_manage_roles').notNull().default(false),
  canManageAccounting: boolean('can_manage_accounting').notNull().default(false),
  canManageTaxation: boolean('can_manage_taxation').notNull().default(false),
  canManageHumanResources: boolean('can_manage_human_resources').notNull().default(false),
  canAccessAllCompanies: boolean('can_access_all_companies').notNull().default(false),
  canRemoveSalaryWorkflowDocument: boolean('can_remove_salary_workflow_document').notNull().default(false),
  canCreateContracts: boolean('can_create_contracts').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contacts = pgTable('contacts', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    taxId: text('tax_id').notNull().default(''),
    rcsId: text('rcs_id').notNull().default(''),
    vatId: text('vat_id').notNull().default(''),
    naceId: text('nace_id').notNull().default(''),
    hrEnabled: boolean('hr_enabled').notNull().default(false),
    personInChargeAccountingId: text('person_in_charge_accounting_id').references(() => contacts.id),
    personInChargeHumanResourcesId: text('person_in_charge_human_resources_id').references(() => contacts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_name_idx').on(t.name)],
);

export const companyEmployees = pgTable(
  'company_employees',
  {
    id: id(),
    code: text('code'),
    name: text('name').notNull(),
    jobDescription: text('job_description').notNull().default(''),
    isHiddenInHr: boolean('is_hidden_in_hr').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    hrDocumentNotification: boolean('hr_document_notification').notNull().default(false),
    hrUnReadChatMessages: integer('hr_unread_chat_messages').notNull().default(0),
    settingWantsSalaryWorkflowNotification: boolean('setting_wants_salary_workflow_notification').notNull().default(true),
    settingWantsAccountingNotification: boolean('setting_wants_accounting_notification').notNull().default(true),
    settingWantsHRSalariesNotification: boolean('setting_wants_hr_salaries_notification').notNull().default(true),
    settingHrDocumentsDisabled: boolean('setting_hr_documents_disabled').notNull().default(false),
    userId: text('user_id').references(() => users.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    profileData: jsonb('profile_data').$type<Record<string, unknown>>().notNull().default({}),
    canAccessFinance: boolean('role_can_access_finance').notNull().default(false),
    canAccessTaxation: boolean('role_can_access_taxation').notNull().default(false),
    canManageHumanResources: boolean('role_can_manage_human_resources').notNull().default(false),
    canAccessSalaryWorkflow: boolean('role_can_access_salary_workflow').notNull().default(false),
    canAccessCompanyCodes: boolean('role_can_access_company_codes').notNull().default(false),
    canAccessCompanyContacts: boolean('role_can_access_company_contacts').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_employees_company_name_idx').on(t.companyId, t.name),
    index('company_employees_user_idx').on(t.userId),
    uniqueIndex('company_employees_company_code_uq').on(t.companyId, t.code),
  ],
);

export const profileVersions = pgTable(
  'profile_versions',
  {
    id: id(),
    employeeId: text('employee_id')
      .notNull()
      .references(() => companyEmployees.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changedById: text('changed_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('profile_versions_employee_idx').on(t.employeeId, t.createdAt)],
);

export const hrSalaries = pgTable(
  'hr_salaries',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull().default('slip'),
    employeeId: text('employee_id')
      .notNull()
      .references(() => companyEmployees.id),
    ...attachmentColumns('attachment'),
    createdById: text('created_by_id').references(() => users.id),
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hr_salaries_employee_date_idx').on(t.employeeId, t.date),
    index('hr_salaries_employee_type_date_idx').on(t.employeeId, t.type, t.date),
    uniqueIndex('hr_salaries_upload_key_uq').on(t.createdById, t.uploadKey).where(sql`upload_key is not null`),
  ],
);

export const accountingDocuments = pgTable(
  'accounting_documents',
  {
    id: id(),
    type: text('type').notNull().default('other'),
    date: date('date', { mode: 'string' }).notNull(),
    tag: text('tag').notNull().default(''),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    ...attachmentColumns('attachment'),
    createdById: text('created_by_id').references(() => users.id),
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounting_documents_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('accounting_documents_upload_key_uq').on(t.createdById, t.uploadKey).where(sql`upload_key is not null`),
  ],
);

export const hrDocumentTypes = pgTable('hr_document_types', {
  id: id(),
  name: text('name').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  expirationDateType: text('expiration_date_type').notNull().default('disabled'),
  appShowExpiringInfoInDays: integer('app_show_expiring_info_in_days').notNull().default(0),
  manualOrder: integer('manual_order').notNull().default(0),
});

export const hrDocuments = pgTable(
  'hr_documents',
  {
    id: id(),
    ...attachmentColumns('attachment'),
    requestedRemoval: boolean('requested_removal').notNull().default(false),
    needsReview: boolean('needs_review').notNull().default(true),
    expirationDate: date('expiration_date', { mode: 'string' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => companyEmployees.id),
    typeId: text('type_id')
      .notNull()
      .references(() => hrDocumentTypes.id),
    createdById: text('created_by_id').references(() => users.id),
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hr_documents_employee_type_idx').on(t.employeeId, t.typeId),
    index('hr_documents_needs_review_idx').on(t.needsReview),
    uniqueIndex('hr_documents_upload_key_uq').on(t.createdById, t.uploadKey).where(sql`upload_key is not null`),
  ],
);

export const hrSalaryWorkflows = pgTable(
  'hr_salary_workflows',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    createdById: text('created_by_id').references(() => users.id),
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hr_salary_workflows_company_date_uq').on(t.companyId, t.date),
    index('hr_salary_workflows_created_idx').on(t.createdAt),
    uniqueIndex('hr_salary_workflows_upload_key_uq').on(t.createdById, t.uploadKey).where(sql`upload_key is not null`),
  ],
);

export const hrSalaryWorkflowDocuments = pgTable(
  'hr_salary_workflow_documents',
  {
    id: id(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => hrSalaryWorkflows.id, { onDelete: 'cascade' }),
    ...attachmentColumns('document'),
    status: text('status').notNull().default('pending'),
    feedback: text('feedback').notNull().default(''),
    feedbackFg: text('feedback_fg').notNull().default(''),
    createdById: text('created_by_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedById: text('reviewed_by_id').references(() => users.id),
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hr_salary_workflow_documents_workflow_idx').on(t.workflowId, t.status),
    uniqueIndex('hr_salary_workflow_documents_upload_key_uq')
      .on(t.createdById, t.uploadKey)
      .where(sql`upload_key is not null`),
  ],
);

/** API sessions from magic links and impersonation; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    impersonatorId: text('impersonator_id').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const magicLinkTokens = pgTable(
  'magic_link_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('magic_link_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** One row per rate-limited attempt; counted over a sliding window so limits hold across API processes. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_bucket_at_idx').on(t.bucket, t.at)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id),
    onBehalfOfId: text('on_behalf_of_id').references(() => users.id),
    action: text('action').notNull(),
    list: text('list').notNull().default(''),
    itemId: text('item_id').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_events_at_idx').on(t.at), index('audit_events_actor_idx').on(t.actorId, t.at)],
);
