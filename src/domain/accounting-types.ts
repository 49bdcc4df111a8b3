import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountingType } from './enums';

// The accounting document types as people read them; translated where shown (like areas.ts, so
// portal-only: the API takes the values from enums.ts).

export const ACCOUNTING_TYPE_LABELS: Record<AccountingType, MessageDescriptor> = {
  purchase_invoice: msg`Purchase invoice`,
  sales_invoice: msg`Sales invoice`,
  bank_statement: msg`Bank statement`,
  receipt: msg`Receipt`,
  tax: msg`Tax document`,
  annual_accounts: msg`Annual accounts`,
  payroll_journal: msg`Payroll journal`,
  other: msg`Other`,
};
