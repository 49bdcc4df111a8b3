import { isAccountingType, isSalaryType } from '@/domain/enums';
import { UPLOAD_KINDS, type UploadKind } from '@/domain/staging';
import { UPLOAD_RECORD_SCHEMA_VERSION } from './storage-keys';
import type { UploadRecord, UploadState } from './types';

// Anything read back from IndexedDB is checked before use (house rule 5): an older build, another
// app on the origin or a half-written record must never reach the sender as if it were valid.

const STATES: readonly UploadState[] = ['staged', 'queued', 'sending', 'sent', 'failed', 'paused'];
const DATA_FIELDS: Record<UploadKind, readonly string[]> = {
  salary: ['type', 'date', 'employee'],
  salaryControl: ['company', 'date', 'feedbackFg'],
  salaryControlDocument: ['workflow', 'replaces', 'feedbackFg'],
  accounting: ['company', 'date', 'type', 'tag'],
  hrDocument: ['type', 'employee', 'expirationDate', 'replaces'],
};

/** Fields a record may lack: those added after records were first stored (an older record stays valid). */
const OPTIONAL_DATA_FIELDS: Partial<Record<UploadKind, readonly string[]>> = {
  salary: ['sourceFileName'],
};

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null;
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown) => v === null || isString(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Duck-typed: a Blob from another realm (worker, test runtime) is still a Blob to IndexedDB. */
export function isBlobLike(value: unknown): value is Blob {
  return isObject(value) && typeof value.size === 'number' && typeof value.arrayBuffer === 'function';
}

function isKind(value: unknown): value is UploadKind {
  return isString(value) && (UPLOAD_KINDS as readonly string[]).includes(value);
}

function validData(kind: UploadKind, data: unknown): boolean {
  if (!isObject(data)) return false;
  if (!DATA_FIELDS[kind].every((field) => isNullableString(data[field]))) return false;
  if (!(OPTIONAL_DATA_FIELDS[kind] ?? []).every((field) => data[field] === undefined || isNullableString(data[field]))) return false;
  if (kind === 'salary' && data.type !== null && !isSalaryType(data.type)) return false;
  if (kind === 'accounting' && data.type !== null && !isAccountingType(data.type)) return false;
  return true;
}

function validFailure(value: unknown): boolean {
  return value === null || (isObject(value) && isString(value.code) && isNullableString(value.message));
}

/** The record if `value` is a well-formed record of the current schema version, otherwise null. */
export function parseUploadRecord(value: unknown): UploadRecord | null {
  if (!isObject(value) || value.schemaVersion !== UPLOAD_RECORD_SCHEMA_VERSION) return null;
  const v = value;
  const state = v.state;
  const ok =
    isKind(v.kind) &&
    validData(v.kind, v.data) &&
    [v.fileId, v.owner, v.batchId, v.uploadKey, v.fileName, v.mimeType, v.sha256].every(isString) &&
    [v.size, v.lastModified, v.attempts, v.nextAttemptAt, v.createdAt, v.updatedAt].every(isNumber) &&
    isString(state) &&
    (STATES as readonly string[]).includes(state) &&
    // The bytes are stored apart (upload-store.ts); a record holding them is from another layout.
    v.blob === null &&
    isNullableString(v.sameContentAs) &&
    isNullableString(v.serverId) &&
    Array.isArray(v.lockedFields) &&
    v.lockedFields.every(isString) &&
    typeof v.duplicateConfirmed === 'boolean' &&
    validFailure(v.failure);
  // The checks above are exactly the UploadRecord shape; TypeScript cannot follow them field by field.
  return ok ? (value as UploadRecord) : null;
}
