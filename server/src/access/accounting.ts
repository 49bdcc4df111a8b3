import type { Scope } from './scope';

/**
 * Finance of the company and the fiduciary's accountants upload any accounting document; taxation
 * of the company and the fiduciary's tax staff upload the tax type (the Taxation screen).
 */
export function mayUploadAccountingDocument(scope: Scope, companyId: string, type: string): boolean {
  const finance = scope.provider.accounting || scope.companiesWith('canAccessFinance').includes(companyId);
  const taxation = type === 'tax' && (scope.provider.taxation || scope.companiesWith('canAccessTaxation').includes(companyId));
  return finance || taxation;
}

/**
 * Who may record that they looked at a company's accounting documents (the dashboard's "uploaded
 * since you last looked"): whoever reads some of them, i.e. finance or taxation of the company and
 * the fiduciary's accountants and tax staff.
 */
export function mayFollowAccountingDocuments(scope: Scope, companyId: string): boolean {
  return (
    scope.provider.accounting ||
    scope.provider.taxation ||
    scope.companiesWith('canAccessFinance').includes(companyId) ||
    scope.companiesWith('canAccessTaxation').includes(companyId)
  );
}
