import { msg } from '@lingui/core/macro';
import { accountingFileDate } from '@/domain/accounting-filename';
import { ACCOUNTING_TYPE_LABELS } from '@/domain/accounting-types';
import { isAccountingType, type AccountingType } from '@/domain/enums';
import { accountingDuplicateKey, type AccountingData } from '@/domain/staging';
import { accountingDocumentsKey } from '@/lib/query';
import type { StagingDescription } from '@/lib/upload-queue';
import { lastAccountingDefaults, rememberAccountingDefaults } from './accounting-defaults';
import { accountingDuplicatesQueryOptions, accountingKeys } from './api/accounting-duplicates-query';
import type { BatchKind } from './batch-kind';
import { companyOptions } from './field-options';

// Accounting documents (spec §5: company, date, type and tag), in /accounting and /taxation:
// invoices, receipts and statements from the client, annual accounts and tax documents from the
// fiduciary. Nothing in the name locks a field; the name only proposes the date.

export type AccountingVariant = {
  /** The selected company: every dropped file starts with it. */
  companyId: string | null;
  /** The types this screen offers; /taxation offers only `tax`. */
  types: readonly AccountingType[];
};

/** The accounting documents lists of the file's company (whatever screen shows them). */
export function accountingListsShowing(data: AccountingData) {
  return data.company ? [[...accountingDocumentsKey(data.company)]] : [];
}

export function accountingKind({ companyId, types }: AccountingVariant): BatchKind<'accounting'> {
  const onlyType = types.length === 1 ? types[0] : undefined;
  return {
    kind: 'accounting',
    labels: {
      dropArea: msg`Drop invoices, receipts and statements here, or a whole folder, or click to choose files`,
      hint: msg`PDF, JPEG, PNG or an e-invoice (XML). A date in the file name (e.g. 2025-03-14) becomes the document's date. Supplier, amounts and dates are read from the file afterwards.`,
      table: msg`Staged accounting files`,
      duplicates: msg`These files were already uploaded for this company. Remove them to continue.`,
      unsupportedType: msg`Not accepted: only PDF, JPEG, PNG or XML e-invoice files`,
    },
    fields: [
      { field: 'company', header: msg`Company`, label: (name) => msg`Company of ${name}`, input: 'select', options: ({ directory }) => companyOptions(directory.companies), searchable: true },
      { field: 'date', header: msg`Date`, label: (name) => msg`Date of ${name}`, input: 'date' },
      {
        field: 'type',
        header: msg`Type`,
        label: (name) => msg`Type of ${name}`,
        input: 'select',
        options: ({ i18n }) => types.map((value) => ({ value, label: i18n._(ACCOUNTING_TYPE_LABELS[value]) })),
        parse: (value) => (isAccountingType(value) && types.includes(value) ? value : null),
      },
      { field: 'tag', header: msg`Tag`, label: (name) => msg`Tag of ${name}`, input: 'text', suggestions: ({ suggestions }) => suggestions },
    ],
    describer: () => (file: File): StagingDescription<'accounting'> => {
      const remembered = companyId ? lastAccountingDefaults(companyId) : { type: null, tag: null };
      const type = onlyType ?? (remembered.type && types.includes(remembered.type) ? remembered.type : null);
      return { data: { company: companyId, date: accountingFileDate(file), type, tag: remembered.tag }, lockedFields: [] };
    },
    duplicateKey: accountingDuplicateKey,
    serverDuplicates: (staged, contents) => accountingDuplicatesQueryOptions(accountingKeys(staged, contents)),
    duplicatesConfirmable: false,
    showsMatchSummary: false,
    matchesFileNames: false,
    bulkEdit: true,
    capture: true,
    remember: (patch) => {
      if (companyId && (patch.type !== undefined || patch.tag !== undefined)) rememberAccountingDefaults(companyId, { type: patch.type, tag: patch.tag });
    },
    listsShowing: (data) => accountingListsShowing(data),
  };
}
