import type { InspectableList } from './admin-lists';

// Every field /inspect-admin/{name}/{id} shows, per list, with the kind of value the API's list
// definition gives it (server/src/lists/*: 'virtual' fields are computed, 'one'/'many' are the
// related records). The portal names each one in words (src/features/admin/records/field-words.ts,
// checked by the type and a test); the API's own test (server/src/schema/admin/record-fields.test.ts)
// fails when a list gains, loses or changes a field that this table does not say, so no new field
// reaches the inspector without a name (issue #44).

export type RecordFieldKind =
  | 'id'
  | 'text'
  | 'boolean'
  | 'int'
  | 'calendarDay'
  | 'timestamp'
  | 'select'
  | 'json'
  | 'file'
  | 'one'
  | 'many'
  | 'virtual';

export const ADMIN_RECORD_FIELDS = {
  User: {
    id: 'id',
    email: 'text',
    emailHash: 'virtual',
    name: 'text',
    language: 'text',
    version: 'int',
    role: 'virtual',
    oidcSubject: 'virtual',
    employees: 'many',
  },
  Company: {
    id: 'id',
    code: 'text',
    name: 'text',
    taxId: 'text',
    rcsId: 'text',
    vatId: 'text',
    naceId: 'text',
    hrEnabled: 'boolean',
    isArchived: 'boolean',
    version: 'int',
    personInChargeAccounting: 'virtual',
    personInChargeHumanResources: 'virtual',
    employees: 'many',
  },
  CompanyEmployee: {
    id: 'id',
    code: 'text',
    name: 'text',
    jobDescription: 'text',
    letter: 'virtual',
    isHiddenInHr: 'boolean',
    isArchived: 'boolean',
    hrDocumentNotification: 'boolean',
    hrUnReadChatMessages: 'int',
    settingWantsSalaryWorkflowNotification: 'boolean',
    settingWantsAccountingNotification: 'boolean',
    settingWantsHRSalariesNotification: 'boolean',
    settingHrDocumentsDisabled: 'boolean',
    user: 'one',
    company: 'one',
    profileData: 'json',
    profileVersion: 'int',
    profileHistory: 'virtual',
    role: 'virtual',
    version: 'int',
    createdAt: 'timestamp',
    updateAt: 'timestamp',
  },
  HrSalary: {
    id: 'id',
    date: 'calendarDay',
    type: 'select',
    employee: 'one',
    attachment: 'file',
    firstSeenAt: 'timestamp',
    createdAt: 'timestamp',
    updateAt: 'timestamp',
  },
  AccountingDocument: {
    id: 'id',
    type: 'select',
    date: 'calendarDay',
    tag: 'text',
    company: 'one',
    attachment: 'file',
    attachmentFilename: 'text',
    attachmentSha256: 'text',
    createdAt: 'timestamp',
    updateAt: 'timestamp',
  },
  HrDocumentType: {
    id: 'id',
    name: 'text',
    isRequired: 'boolean',
    expirationDateType: 'select',
    appShowExpiringInfoInDays: 'int',
    manualOrder: 'int',
    names: 'virtual',
    version: 'int',
    documents: 'many',
  },
  HrDocument: {
    id: 'id',
    attachment: 'file',
    requestedRemoval: 'boolean',
    removalReason: 'text',
    needsReview: 'boolean',
    declined: 'select',
    declineReason: 'text',
    expirationDate: 'calendarDay',
    replaces: 'one',
    employee: 'one',
    type: 'one',
    createdAt: 'timestamp',
    updateAt: 'timestamp',
  },
  HrSalaryWorkflow: {
    id: 'id',
    status: 'select',
    date: 'calendarDay',
    company: 'one',
    documents: 'many',
    releasedAt: 'timestamp',
    releasedBy: 'one',
    releasedByName: 'virtual',
    reopenedAt: 'timestamp',
    createdAt: 'timestamp',
    createdBy: 'one',
    createdByName: 'virtual',
    updateAt: 'timestamp',
  },
  HrSalaryWorkflowDocument: {
    id: 'id',
    document: 'file',
    status: 'select',
    feedback: 'text',
    feedbackFg: 'text',
    replaces: 'one',
    version: 'int',
    createdAt: 'timestamp',
    createdBy: 'one',
    createdByName: 'virtual',
    reviewedAt: 'timestamp',
    reviewedBy: 'one',
    reviewedByName: 'virtual',
    workflow: 'one',
  },
  AuditEvent: {
    id: 'id',
    at: 'timestamp',
    actor: 'one',
    onBehalfOf: 'one',
    action: 'text',
    list: 'text',
    itemId: 'text',
    details: 'json',
  },
} as const satisfies Record<InspectableList, Record<string, RecordFieldKind>>;

export type AdminRecordField<L extends InspectableList> = keyof (typeof ADMIN_RECORD_FIELDS)[L] & string;
