// Who writes companies (docs/access-rules.md lists them with every other list's). Read access is
// companyList's readFilter in list.ts; run-write.ts runs these rules.
import { mayManageAccounts } from '../../access/manager';
import type { WriteArgs, WriteRules } from '../../access/write-rules';

/** Companies are the fiduciary's account managers' (canManageAccounts), whichever field changes. */
const accountManager = ({ scope }: WriteArgs) => mayManageAccounts(scope);

export const companyWrites: WriteRules = {
  who: { create: 'account managers (canManageAccounts)', update: 'account managers (canManageAccounts)', delete: 'account managers; a company with records is archived' },
  create: accountManager,
  update: accountManager,
  // Also when the company has records and is archived instead (deleteCompany).
  delete: accountManager,
};
