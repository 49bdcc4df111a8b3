import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReadFieldName, ReadFields, ReadingDifference, VatLine } from '../../../src/domain/accounting-reading-fields';
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
  /** How notification mails reach this user: `immediate`, `daily` or `off` (NOTIFICATION_DIGESTS). */
  notificationDigest: text('notification_digest').notNull().default('immediate'),
  /** Raised by every manager edit; an edit made against an older version is refused (no lost updates). */
  version: integer('version').notNull().default(1),
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
    /** A company with documents is archived instead of deleted, so its documents keep their owner. */
    isArchived: boolean('is_archived').notNull().default(false),
    version: integer('version').notNull().default(1),
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
    /** Counts saved profile edits: updateHrProfile's expectedVersion is compared with it (optimistic concurrency). */
    profileVersion: integer('profile_version').notNull().default(0),
    canAccessFinance: boolean('role_can_access_finance').notNull().default(false),
    canAccessTaxation: boolean('role_can_access_taxation').notNull().default(false),
    canManageHumanResources: boolean('role_can_manage_human_resources').notNull().default(false),
    canAccessSalaryWorkflow: boolean('role_can_access_salary_workflow').notNull().default(false),
    canAccessCompanyCodes: boolean('role_can_access_company_codes').notNull().default(false),
    canAccessCompanyContacts: boolean('role_can_access_company_contacts').notNull().default(false),
    version: integer('version').notNull().default(1),
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
    /** When the employee first downloaded the document themself ("seen" receipts); null until then. */
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }),
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
  /** The name per portal language ({ fr, en, de, pt }); `name` stays the fallback. */
  nameTranslations: jsonb('name_translations').$type<Record<string, string>>().notNull().default({}),
  version: integer('version').notNull().default(1),
});

export const hrDocuments = pgTable(
  'hr_documents',
  {
    id: id(),
    ...attachmentColumns('attachment'),
    requestedRemoval: boolean('requested_removal').notNull().default(false),
    /** The requester's optional reason, shown to the reviewer; cleared with the request. */
    removalReason: text('removal_reason'),
    needsReview: boolean('needs_review').notNull().default(true),
    /** What the fiduciary declined ('upload' or 'removal'), with the reason the uploader sees. */
    declined: text('declined'),
    declineReason: text('decline_reason'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    /** The document this one renews or corrects; kept null when that one is deleted. */
    replacesId: text('replaces_id').references((): AnyPgColumn => hrDocuments.id, { onDelete: 'set null' }),
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
    // The review inbox pages the open documents by age; this partial index holds only those.
    index('hr_documents_review_inbox_idx').on(t.createdAt, t.id).where(sql`needs_review or requested_removal`),
    index('hr_documents_expiration_idx').on(t.expirationDate).where(sql`expiration_date is not null`),
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
    // Derived from the current version of each document (src/domain/workflow-status.ts) and kept
    // here, recomputed in the transaction of every change, so lists filter and page on it in SQL.
    status: text('status').notNull().default('open'),
    // The release (every document approved): who and when. A later upload keeps them and sets
    // reopenedAt, so the screen can say the month was released once and is open again.
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    releasedById: text('released_by_id').references(() => users.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hr_salary_workflows_company_status_idx').on(t.companyId, t.status),
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
    // A corrected upload is a new version of the document it replaces (null for a first version).
    // Deleting a version leaves its successor as the first one.
    replacesId: text('replaces_id').references((): AnyPgColumn => hrSalaryWorkflowDocuments.id, { onDelete: 'set null' }),
    // Bumped by every review: a review names the version it saw, so a concurrent one is refused, not lost.
    version: integer('version').notNull().default(1),
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hr_salary_workflow_documents_workflow_idx').on(t.workflowId, t.status),
    index('hr_salary_workflow_documents_replaces_idx').on(t.replacesId),
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

/**
 * Identity-provider access tokens signed out before they expire (`signout`): the API refuses them until
 * `expires_at`, when the row may go. Only the SHA-256 of the token is kept, as for sessions.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
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

/**
 * One notification for one recipient, written by the notification job (server/src/notifications).
 * `(eventKey, recipientId)` is unique, so an event processed twice never notifies anyone twice;
 * `claimedBy` is the digest job that mails it and `sentAt` when the mail was accepted.
 */
export const notificationItems = pgTable(
  'notification_items',
  {
    id: id(),
    eventKey: text('event_key').notNull(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** Names and the deep link only: never document contents or other personal data. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    claimedBy: text('claimed_by'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** When the recipient marked it read in the portal's notification centre (null: unread). */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('notification_items_event_recipient_uq').on(t.eventKey, t.recipientId),
    index('notification_items_pending_idx').on(t.recipientId, t.sentAt),
    // The notification centre: a user's newest items first.
    index('notification_items_recipient_created_idx').on(t.recipientId, t.createdAt),
  ],
);

/**
 * Web Push subscriptions, one per device (browser profile) that turned push on: the push service's
 * endpoint (unique: a device re-subscribing replaces its row) and the keys that encrypt for it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** HR messages: one thread per employee (`employeeId`), written by the employee or HR staff. */
export const hrMessages = pgTable(
  'hr_messages',
  {
    id: id(),
    employeeId: text('employee_id')
      .notNull()
      .references(() => companyEmployees.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull().default(''),
    ...attachmentColumns('attachment'),
    createdById: text('created_by_id').references(() => users.id),
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('hr_messages_employee_created_idx').on(t.employeeId, t.createdAt),
    uniqueIndex('hr_messages_upload_key_uq').on(t.createdById, t.uploadKey).where(sql`upload_key is not null`),
  ],
);

/** Read state per participant and thread: everything written before `readAt` has been read. */
export const hrMessageReads = pgTable(
  'hr_message_reads',
  {
    employeeId: text('employee_id')
      .notNull()
      .references(() => companyEmployees.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('hr_message_reads_thread_user_uq').on(t.employeeId, t.userId)],
);

/**
 * What a signed archive link (downloadArchiveUrl) streams: the stored files and their names in the
 * ZIP, fixed when the link was issued to a caller allowed to read every item. Kept in the database
 * (not in the URL) because 500 item ids do not fit in a URL, and any API process may serve the link.
 */
export const archiveExports = pgTable(
  'archive_exports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    list: text('list').notNull(),
    entries: jsonb('entries').$type<{ key: string; name: string }[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('archive_exports_expires_idx').on(t.expiresAt)],
);

/** When a user last looked at a company's accounting documents: "uploaded since you last looked". */
export const companyLastLooks = pgTable(
  'company_last_looks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    lookedAt: timestamp('looked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/**
 * How many files each device of a user holds staged and unsent, as that device last reported
 * (staged files live in the browser's IndexedDB; the API only knows what the portal tells it).
 * One row per (user, device): two devices never overwrite each other's count.
 */
export const stagedUploadReports = pgTable(
  'staged_upload_reports',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    count: integer('count').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

/**
 * What the accounting reader (server/src/accounting-reading) found in a document, and what a person
 * confirmed or corrected. One row per document, written when the upload is stored (pending) and by
 * the reading job. The supplier, total and issue date are copied into columns (the confirmed value
 * when there is one, else the read one) for the list's filters.
 */
export const accountingReadings = pgTable(
  'accounting_readings',
  {
    documentId: text('document_id')
      .primaryKey()
      .references(() => accountingDocuments.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** pending (queued for the job), done (read, or nothing read), failed (the job gave up). */
    status: text('status').notNull().default('pending'),
    /** structured, text, ocr or none (READING_METHODS). */
    method: text('method'),
    format: text('format'),
    fields: jsonb('fields').$type<ReadFields>().notNull().default({}),
    vatLines: jsonb('vat_lines').$type<VatLine[]>().notNull().default([]),
    differences: jsonb('differences').$type<ReadingDifference[]>().notNull().default([]),
    /** The values a person confirmed (corrections included): what the export sends. Null until confirmed. */
    confirmed: jsonb('confirmed').$type<Partial<Record<ReadFieldName, string>>>(),
    confirmedById: text('confirmed_by_id').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** An earlier document of the company with the same supplier, invoice number and total. */
    duplicateOfId: text('duplicate_of_id').references((): AnyPgColumn => accountingDocuments.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name'),
    supplierKey: text('supplier_key'),
    invoiceNumber: text('invoice_number'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }),
    issueDate: date('issue_date', { mode: 'string' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounting_readings_company_issue_idx').on(t.companyId, t.issueDate),
    index('accounting_readings_duplicate_idx').on(t.companyId, t.invoiceNumber, t.totalAmount),
  ],
);

/**
 * A company's suppliers as its people confirmed them, found again by VAT ID or IBAN on the next
 * document (Lexoffice's supplier match): kind 'vatId' or 'iban', the value without spaces.
 */
export const accountingSupplierKeys = pgTable(
  'accounting_supplier_keys',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    supplierName: text('supplier_name').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.value] })],
);
