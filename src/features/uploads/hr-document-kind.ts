import { msg } from '@lingui/core/macro';
import { isExpirationDateType, type ExpirationDateType } from '@/domain/enums';
import type { HrDocumentData } from '@/domain/staging';
import { hrDocumentsKeys } from '@/lib/query';
import { duplicateKeysQueryOptions } from './api/duplicate-keys';
import type { UploadDocumentType } from './api/hr-document-types-query';
import type { BatchKind } from './batch-kind';
import { employeeOptions } from './field-options';
import { nameInLanguage } from '@/domain/document-type-name';

// HR documents in /hr/documents (issue 10): no file-name rule — the employee is the one selected,
// the type is chosen per file (or fixed when a document is replaced), and the expiry date is asked
// for, optional or hidden as the type's expirationDateType says. Photos are welcome: phones open
// the camera from a second input.

/** What the screen fixes for every file it stages: whose documents, and a type or a replacement. */
export type HrDocumentPreset = { employeeId: string; typeId?: string | null; replacesId?: string | null };

// Never asks the server: with no duplicate key, no staged file can be a duplicate.
const noDuplicates = duplicateKeysQueryOptions<string>('hr-document-duplicates', [], () => Promise.resolve([]));

export function hrDocumentKind(types: readonly UploadDocumentType[], preset: HrDocumentPreset): BatchKind<'hrDocument'> {
  const expiryOf = (data: HrDocumentData): ExpirationDateType => {
    const value = types.find((t) => t.id === data.type)?.expirationDateType;
    return isExpirationDateType(value) ? value : 'disabled';
  };
  return {
    kind: 'hrDocument',
    labels: {
      dropArea: msg`Drop documents here or click to choose files (PDF, JPEG or PNG)`,
      hint: msg`Choose the document type of each file; its expiry date when the type has one.`,
      table: msg`Staged HR documents`,
      duplicates: msg`Please remove duplicate entries`,
      unsupportedType: msg`Only PDF, JPEG and PNG files can be uploaded`,
    },
    fields: [
      { field: 'employee', header: msg`Employee`, label: (name) => msg`Employee of ${name}`, input: 'select', options: ({ directory }) => employeeOptions(directory.employees) },
      { field: 'type', header: msg`Document type`, label: (name) => msg`Document type of ${name}`, input: 'select', options: ({ i18n }) => types.map((t) => ({ value: t.id, label: nameInLanguage(t, i18n.locale) })) },
      { field: 'expirationDate', header: msg`Expiry date`, label: (name) => msg`Expiry date of ${name}`, input: 'date', hidden: (data) => expiryOf(data) === 'disabled' },
    ],
    describer: () => () => ({
      data: { employee: preset.employeeId, type: preset.typeId ?? null, expirationDate: null, replaces: preset.replacesId ?? null },
      // A replacement keeps the type of the document it replaces.
      lockedFields: preset.replacesId ? ['employee', 'type'] : ['employee'],
    }),
    // Phones open the camera from a second button (upload-drop-area.tsx).
    capture: true,
    missingOptions: (data) => ({ expirationDateType: expiryOf(data) }),
    // Spec §5 names no duplicate rule for HR documents: a renewal of the same type is expected.
    duplicateKey: () => null,
    serverDuplicates: () => noDuplicates,
    duplicatesConfirmable: false,
    showsMatchSummary: false,
    matchesFileNames: false,
    listsShowing: () => [hrDocumentsKeys.all],
  };
}
