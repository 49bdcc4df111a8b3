import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InspectableList } from '@/domain/admin-lists';
import { ADMIN_RECORD_FIELDS, type RecordFieldKind } from '@/domain/admin-record-fields';
import { isLanguage } from '@/domain/enums';
import { EMPLOYEE_ROLE_FLAGS, USER_FLAGS, type EmployeeRoleFlag, type UserFlag } from '@/domain/permissions';
import { formatDate, LANGUAGE_NAMES } from '@/lib/i18n';
import { ACCOUNTING_TYPE_LABELS } from '@/domain/accounting-types';
import { auditActionWords, listWords } from '@/lib/i18n/audit-words';
import { EMPLOYEE_FLAG_WORDS, USER_FLAG_WORDS } from '@/lib/i18n/flag-words';
import { humanize } from '@/lib/i18n/humanize';
import { FIELD_LABELS, GROUP_LABELS, OPTION_LABELS } from '@/lib/i18n/profile-words';
import { EXPIRATION_DATE_TYPE_WORDS, HR_DOCUMENT_DECLINED_WORDS, NO, SALARY_TYPE_WORDS, YES } from '@/lib/i18n/value-words';
import { WORKFLOW_DOCUMENT_STATUS_WORDS, WORKFLOW_STATUS_WORDS } from '@/lib/i18n/workflow-status-words';
import { FIELD_WORDS, NESTED_WORDS } from './field-words';

// A record's fields as the inspection shows them: each with its name in words and its value in
// words — yes/no, dates in the interface's format, languages and stored codes by their names,
// structured values as nested rows of name and value (never JSON text). A field or a name inside a
// value that no table knows yet is shown humanised ('someNewField' → 'Some new field').

/** A value as shown: a text, or rows of name and value. */
export type Shown = { text: string } | { rows: ShownRow[] };
export type ShownRow = { key: string; label: string; value: Shown };

/** How the names and stored values inside one structured value are said. */
type Vocabulary = {
  name?: (key: string) => string | undefined;
  child?: (key: string) => Vocabulary | undefined;
  option?: (key: string, value: string) => string | undefined;
};

const ATTACHED = msg`Attached`;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function words(i18n: I18n, table: Record<string, MessageDescriptor | undefined>, key: string): string | undefined {
  const descriptor = Object.hasOwn(table, key) ? table[key] : undefined;
  return descriptor ? i18n._(descriptor) : undefined;
}

/** A single value in words, whatever field it is in. */
export function scalarText(i18n: I18n, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return i18n._(value ? YES : NO);
  if (typeof value === 'number') return i18n.number(value);
  if (typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDate(value, 'dateTime');
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value, 'long');
  return String(value);
}

/** Any value: scalars in words, objects and lists as nested rows. */
export function showValue(i18n: I18n, value: unknown, vocabulary: Vocabulary = {}): Shown {
  if (typeof value !== 'object' || value === null) return { text: scalarText(i18n, value) };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index + 1), item]) : Object.entries(value);
  if (entries.length === 0) return { text: '—' };
  return {
    rows: entries.map(([name, item]) => {
      // A list's items keep the list's vocabulary; an object's members get their own, and the
      // object's vocabulary says their stored codes.
      if (Array.isArray(value)) return { key: name, label: name, value: showValue(i18n, item, vocabulary) };
      const label = vocabulary.name?.(name) ?? words(i18n, NESTED_WORDS, name) ?? humanize(name);
      const option = typeof item === 'string' ? vocabulary.option?.(name, item) : undefined;
      return { key: name, label, value: option ? { text: option } : showValue(i18n, item, vocabulary.child?.(name) ?? GENERIC) };
    }),
  };
}

const GENERIC: Vocabulary = {};

function profileVocabulary(i18n: I18n): Vocabulary {
  return {
    name: (group) => words(i18n, GROUP_LABELS, group),
    child: (group) => ({
      name: (field) => words(i18n, FIELD_LABELS, `${group}.${field}`),
      option: (field, value) => {
        const options = OPTION_LABELS[`${group}.${field}`];
        return options ? words(i18n, options, value) : undefined;
      },
    }),
  };
}

const isUserFlag = (key: string): key is UserFlag => (USER_FLAGS as readonly string[]).includes(key);
const isEmployeeFlag = (key: string): key is EmployeeRoleFlag => (EMPLOYEE_ROLE_FLAGS as readonly string[]).includes(key);

/** How an impersonation ended (the details of 'impersonation.stop'). */
const IMPERSONATION_ENDINGS: Record<string, MessageDescriptor> = {
  stop: msg`Stopped by the administrator`,
  signout: msg`Signed out while impersonating`,
  'actor-signout': msg`The administrator signed out`,
  'actor-signout-everywhere': msg`The administrator signed out everywhere`,
};

/** An audit event's details: the names of the event's list's fields and flags where they are those. */
function detailsVocabulary(i18n: I18n, list: unknown): Vocabulary {
  const fields = typeof list === 'string' && Object.hasOwn(FIELD_WORDS, list) ? (FIELD_WORDS[list as InspectableList] as Record<string, MessageDescriptor>) : {};
  const vocabulary: Vocabulary = {
    name: (key) => {
      if (list === 'User' && isUserFlag(key)) return i18n._(USER_FLAG_WORDS[key].name);
      if (list === 'CompanyEmployee' && isEmployeeFlag(key)) return i18n._(EMPLOYEE_FLAG_WORDS[key].name);
      return words(i18n, fields, key);
    },
    child: () => vocabulary,
    option: (key, value) => {
      if (key === 'language' && isLanguage(value)) return LANGUAGE_NAMES[value];
      if (key === 'how') return words(i18n, IMPERSONATION_ENDINGS, value);
      return undefined;
    },
  };
  return vocabulary;
}

/** Stored codes of select and text fields in words. */
const OPTION_WORDS: Partial<Record<InspectableList, Record<string, Record<string, MessageDescriptor>>>> = {
  HrSalary: { type: SALARY_TYPE_WORDS },
  AccountingDocument: { type: ACCOUNTING_TYPE_LABELS },
  HrDocumentType: { expirationDateType: EXPIRATION_DATE_TYPE_WORDS },
  HrDocument: { declined: HR_DOCUMENT_DECLINED_WORDS },
  HrSalaryWorkflow: { status: WORKFLOW_STATUS_WORDS },
  HrSalaryWorkflowDocument: { status: WORKFLOW_DOCUMENT_STATUS_WORDS },
};

/** The vocabulary of one field's value, where it is not the generic one. */
function fieldVocabulary(i18n: I18n, list: InspectableList, field: string, fields: Record<string, unknown>): Vocabulary | undefined {
  switch (`${list}.${field}`) {
    case 'User.role':
      return { name: (key) => (isUserFlag(key) ? i18n._(USER_FLAG_WORDS[key].name) : undefined) };
    case 'CompanyEmployee.role':
      return { name: (key) => (isEmployeeFlag(key) ? i18n._(EMPLOYEE_FLAG_WORDS[key].name) : undefined) };
    case 'CompanyEmployee.profileData':
      return profileVocabulary(i18n);
    case 'CompanyEmployee.profileHistory':
      return { child: (key) => (key === 'data' ? profileVocabulary(i18n) : undefined) };
    case 'HrDocumentType.names':
      return { name: (key) => (isLanguage(key) ? LANGUAGE_NAMES[key] : undefined) };
    case 'AuditEvent.details':
      return detailsVocabulary(i18n, fields.list);
    default:
      return undefined;
  }
}

/** One field's value in words. */
function fieldValue(i18n: I18n, list: InspectableList, field: string, value: unknown, fields: Record<string, unknown>): Shown {
  const kind = (ADMIN_RECORD_FIELDS[list] as Record<string, RecordFieldKind | undefined>)[field];
  if (value === null || value === undefined || value === '') return { text: '—' };
  if (kind === 'file') return { text: i18n._(ATTACHED) };
  if (typeof value === 'string') {
    const options = OPTION_WORDS[list]?.[field];
    if (options) return { text: words(i18n, options, value) ?? humanize(value) };
    if (list === 'User' && field === 'language') return { text: isLanguage(value) ? LANGUAGE_NAMES[value] : value };
    if (list === 'AuditEvent' && field === 'action') return { text: auditActionWords(i18n, value) };
    if (list === 'AuditEvent' && field === 'list') return { text: listWords(i18n, value) };
    if (kind === 'calendarDay') return { text: formatDate(value, 'long') };
    if (kind === 'timestamp') return { text: formatDate(value, 'dateTime') };
    if (kind === 'text' || kind === 'id') return { text: value };
  }
  return showValue(i18n, value, fieldVocabulary(i18n, list, field, fields));
}

/** A field's name in words; one added after this portal was built, humanised. */
export function fieldName(i18n: I18n, list: InspectableList, field: string): string {
  return words(i18n, FIELD_WORDS[list] as Record<string, MessageDescriptor>, field) ?? humanize(field);
}

/** The record's fields, in the API's order, each named and said in words. */
export function recordRows(i18n: I18n, list: InspectableList, fields: Record<string, unknown>): ShownRow[] {
  return Object.entries(fields).map(([field, value]) => ({ key: field, label: fieldName(i18n, list, field), value: fieldValue(i18n, list, field, value, fields) }));
}

/** A record's label (the value of one of its fields, or its id) in the words of that field. */
export function recordLabel(i18n: I18n, list: string, item: { label: string; labelField?: string | null }): string {
  if (!item.labelField || !Object.hasOwn(ADMIN_RECORD_FIELDS, list)) return item.label;
  const shown = fieldValue(i18n, list as InspectableList, item.labelField, item.label, {});
  return 'text' in shown ? shown.text : item.label;
}
