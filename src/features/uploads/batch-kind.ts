import type { I18n, MessageDescriptor } from '@lingui/core';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ExpirationDateType } from '@/domain/enums';
import type { StagedDataByKind, UploadKind } from '@/domain/staging';
import type { StagingDescription, UploadRecord, UploadRecordOf } from '@/lib/upload-queue';
import type { UploadDirectory } from './api/upload-directory-query';
import type { Option } from './field-options';

// What makes one kind of upload screen different from another. The batch screen and its table are
// written once (batch-upload.tsx, staged-files-table.tsx); each kind is one descriptor
// (salary-kind.ts, salary-control-kind.ts), and the accounting and HR-document kinds add theirs.

/** What the options of a select field are built from; `suggestions` are the screen's (e.g. the company's tags). */
export type FieldContext = { directory: UploadDirectory; dates: Option[]; i18n: I18n; suggestions: readonly string[] };

type FieldBase<K extends UploadKind> = {
  field: keyof StagedDataByKind[K] & string;
  header: MessageDescriptor;
  /** The accessible name of this field's input for the file `name`. */
  label: (name: string) => MessageDescriptor;
};

export type FieldDescriptor<K extends UploadKind> = FieldBase<K> &
  (
    | {
        input: 'select';
        options: (context: FieldContext) => Option[];
        searchable?: boolean;
        /** Turns a chosen option into the stored value (null when it is not a valid one). */
        parse?: (value: string | null) => string | null;
      }
    /** Free text, saved when the input loses focus; never locked by the file name. */
    | { input: 'text'; suggestions?: (context: FieldContext) => readonly string[] }
    /** Any day ('YYYY-MM-DD'), not only the default-date list. */
    | { input: 'date' }
  ) & {
    /** Hides the field for files that do not use it (an HR document type without expiry). */
    hidden?: (data: StagedDataByKind[K]) => boolean;
  };

export type BatchKind<K extends UploadKind> = {
  kind: K;
  labels: {
    dropArea: MessageDescriptor;
    hint: MessageDescriptor;
    table: MessageDescriptor;
    /** Title of the alert naming the duplicates that hold the batch back (spec §5). */
    duplicates: MessageDescriptor;
    /** Title of the alert naming files of a type this kind does not accept; it names the accepted ones. */
    unsupportedType: MessageDescriptor;
  };
  /** Extra rules for the blocking fields of a file (an HR document's expiry, per its type). */
  missingOptions?: (data: StagedDataByKind[K]) => { expirationDateType?: ExpirationDateType };
  /** The data columns of the staged-files table, in order. */
  fields: readonly FieldDescriptor<K>[];
  /** The spec §5 file-name rule, bound to the companies and employees the user can see. */
  describer: (directory: UploadDirectory, defaultDate: string) => (file: File) => StagingDescription<K>;
  /** Files sharing this key are the same document (spec §5); null while the data is incomplete. */
  duplicateKey: (data: StagedDataByKind[K], content: StagedContent) => string | null;
  /** Which of the staged files' keys the server already holds. */
  serverDuplicates: (staged: readonly StagedDataByKind[K][], contents: readonly StagedContent[]) => UseQueryOptions<string[], Error, string[], QueryKey>;
  /** Salary duplicates may be confirmed file by file; workflow duplicates must be removed. */
  duplicatesConfirmable: boolean;
  /** Shows 'N files staged: M matched, …' beside the send button. */
  showsMatchSummary: boolean;
  /** File names are matched against the directory (slips, payroll files): a Match column says how each fared. */
  matchesFileNames: boolean;
  /** Offers selecting staged files and setting a field on all of them at once. */
  bulkEdit?: boolean;
  /** Offers taking photos with the device's camera (phones). */
  capture?: boolean;
  /** Called with each field edit the user makes, e.g. to remember the last type and tag. */
  remember?: (patch: Partial<StagedDataByKind[K]>) => void;
  /** A check of the whole batch shown before sending (salary: who would get no payslip). */
  batchCheck?: ComponentType<{ records: readonly UploadRecordOf<K>[]; directory: UploadDirectory }>;
  /** Query keys (from their factories) of the lists that show the file once it is on the server. */
  listsShowing: (data: StagedDataByKind[K]) => QueryKey[];
};

/** What a staged file's bytes are known by: duplicates of content (same SHA-256) for kinds that look at it. */
export type StagedContent = { sha256: string };

export function isOfKind<K extends UploadKind>(record: UploadRecord, kind: K): record is UploadRecord & UploadRecordOf<K> {
  return record.kind === kind;
}
