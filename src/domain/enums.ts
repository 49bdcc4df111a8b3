// Value lists shared by the portal and the API. The API's GraphQL enums and the database checks are
// built from these arrays, so adding a value here is the one place to change.

export const SALARY_TYPES = ['slip', 'compensation', 'work', 'worku1'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

export const ACCOUNTING_TYPES = [
  'purchase_invoice',
  'sales_invoice',
  'bank_statement',
  'receipt',
  'tax',
  // The fiduciary's side: what its accountants send back to the client.
  'annual_accounts',
  'payroll_journal',
  'other',
] as const;
export type AccountingType = (typeof ACCOUNTING_TYPES)[number];

export const WORKFLOW_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WorkflowDocumentStatus = (typeof WORKFLOW_DOCUMENT_STATUSES)[number];

/** What a reviewer decides about a document (a document starts pending). */
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const satisfies readonly WorkflowDocumentStatus[];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** decisions.md "Salary control", in the order a month goes through them. */
export const WORKFLOW_STATUSES = ['open', 'in_review', 'changes_requested', 'approved'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const EXPIRATION_DATE_TYPES = ['disabled', 'optional', 'required'] as const;
export type ExpirationDateType = (typeof EXPIRATION_DATE_TYPES)[number];

/** What the fiduciary declined on an HR document: the upload itself, or the request to remove it. */
export const HR_DOCUMENT_DECLINED = ['upload', 'removal'] as const;
export type HrDocumentDeclined = (typeof HR_DOCUMENT_DECLINED)[number];

export const LANGUAGES = ['fr', 'en', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec §1: French when nothing else applies; English fills missing texts. */
export const DEFAULT_LANGUAGE: Language = 'fr';
export const FALLBACK_LANGUAGE: Language = 'en';

export const EMPLOYEE_LIST_FILTERS = ['normal', 'new', 'archived'] as const;
export type EmployeeListFilter = (typeof EMPLOYEE_LIST_FILTERS)[number];

function isOneOf<T extends string>(values: readonly T[], x: unknown): x is T {
  return typeof x === 'string' && (values as readonly string[]).includes(x);
}

export function isLanguage(x: unknown): x is Language {
  return isOneOf(LANGUAGES, x);
}

export function isSalaryType(x: unknown): x is SalaryType {
  return isOneOf(SALARY_TYPES, x);
}

export function isAccountingType(x: unknown): x is AccountingType {
  return isOneOf(ACCOUNTING_TYPES, x);
}

export function isWorkflowDocumentStatus(x: unknown): x is WorkflowDocumentStatus {
  return isOneOf(WORKFLOW_DOCUMENT_STATUSES, x);
}

export function isExpirationDateType(x: unknown): x is ExpirationDateType {
  return isOneOf(EXPIRATION_DATE_TYPES, x);
}

export function isReviewDecision(x: unknown): x is ReviewDecision {
  return isOneOf(REVIEW_DECISIONS, x);
}

export function isWorkflowStatus(x: unknown): x is WorkflowStatus {
  return isOneOf(WORKFLOW_STATUSES, x);
}

/**
 * Spec §1 language choice: the saved language, else the browser language's first two letters if
 * supported, else French.
 */
export function chooseLanguage(saved: unknown, browserLanguage: string | null | undefined): Language {
  if (isLanguage(saved)) return saved;
  const browser = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}
